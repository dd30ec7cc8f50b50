import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, formAccess, forms, memberships, userGroupMembers, users } from '../../db/schema';
import { isUuid } from './ids';

export type TClientRow = typeof clients.$inferSelect;
export type TMembershipRow = typeof memberships.$inferSelect;
export type TFormRow = typeof forms.$inferSelect;

/** A form row with what its answer needs besides: the client's uuid and who saved last. */
export interface TFormWithRefs {
  form: TFormRow;
  clientUuid: string;
  updatedByEmail: string | null;
}

/** The form with this form_id; undefined for an unknown or malformed one (no query then). */
export async function findFormByUuid(
  db: TDb,
  formUuid: string,
): Promise<TFormWithRefs | undefined> {
  if (!isUuid(formUuid)) return undefined;
  const [row] = await db
    .select({ form: forms, clientUuid: clients.uuid, updatedByEmail: users.email })
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .leftJoin(users, eq(users.id, forms.updatedBy))
    .where(eq(forms.uuid, formUuid.toLowerCase()));
  return row;
}

/** A client by numeric id or uuid. */
export function findClient(db: TDb, ref: { id: number } | { uuid: string }) {
  return db.query.clients.findFirst({
    where: 'id' in ref ? eq(clients.id, ref.id) : eq(clients.uuid, ref.uuid),
  });
}

/** The user's membership of the client, if any. */
export function findMembership(db: TDb, clientId: number, userId: number) {
  return db.query.memberships.findFirst({
    where: and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)),
  });
}

/**
 * SQL condition on the outer `forms` row: shared with the user, or with one of their groups.
 * Groups belong to one client and only groups of the form's client are ever added (the access
 * calls check it), so no client test is needed here.
 */
export function sharedWithSql(userId: number | SQL): SQL {
  return sql`exists (
    select 1 from ${formAccess}
    where ${formAccess.formId} = ${forms.id}
      and (${formAccess.userId} = ${userId}
        or ${formAccess.groupId} in (
          select ${userGroupMembers.groupId} from ${userGroupMembers}
          where ${userGroupMembers.userId} = ${userId}))
  )`;
}

/**
 * Who fills forms in one client: the user, and whether every form there is theirs to fill. The
 * user may be an SQL expression (a batched submit checks each row's own user in one statement).
 */
export interface TFiller {
  userId: number | SQL;
  allForms: boolean;
}

/**
 * THE rule "may this user fill this form", as SQL on the outer `forms` row: the form is
 * published, and the filler manages every form of the client or the form is shared with them or
 * one of their groups. Every list, lookup and the submit statement's guard use this one.
 */
export function fillableBy(filler: TFiller): SQL {
  const published = isNotNull(forms.publishedAt);
  return filler.allForms ? published : (and(published, sharedWithSql(filler.userId)) as SQL);
}

/** Whether the filler may fill the form (see {@link fillableBy}). */
export async function isFormFillableBy(db: TDb, formId: number, filler: TFiller): Promise<boolean> {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.id, formId), fillableBy(filler)));
  return row !== undefined;
}
