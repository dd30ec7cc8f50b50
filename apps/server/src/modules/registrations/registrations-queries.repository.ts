import type { TRegistrationHookStatus } from '@eform/core/api/integrations';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  clients,
  formRevisions,
  forms,
  hookDeliveries,
  memberships,
  registrationDeliveries,
  registrations,
  users,
} from '../../db/schema';
import { fillableBy, isUuid, type TFiller } from '../access';

/** The live registration with this _id, with its form and the filler's e-mail. */
export async function findRegistrationByUuid(
  db: TDb,
  uuid: string,
  options: { withTrashed?: boolean } = {},
) {
  if (!isUuid(uuid)) return undefined;
  const uuidIs = eq(registrations.uuid, uuid.toLowerCase());
  const [row] = await db
    .select({ registration: registrations, form: forms, username: users.email })
    .from(registrations)
    .innerJoin(forms, eq(forms.id, registrations.formId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(options.withTrashed ? uuidIs : and(uuidIs, isNull(registrations.deletedAt)));
  return row;
}

/** The e-mails of a registration's after-send rounds, newest round first, by setting. */
export function listRegistrationDeliveries(db: TDb, clientId: number, registrationId: number) {
  return db
    .select()
    .from(registrationDeliveries)
    .where(
      and(
        eq(registrationDeliveries.clientId, clientId),
        eq(registrationDeliveries.registrationId, registrationId),
      ),
    )
    .orderBy(desc(registrationDeliveries.createdAt), registrationDeliveries.settingIndex)
    .limit(100);
}

/** The schema and rules of the form revision a registration was filled on. */
export async function findRevisionContent(db: TDb, formId: number, revision: number) {
  const [row] = await db
    .select({ content: formRevisions.content })
    .from(formRevisions)
    .where(and(eq(formRevisions.formId, formId), eq(formRevisions.revision, revision)));
  return row?.content;
}

/** One page of the user's own registrations over the clients they are a member of. */
export async function listUserRegistrations(
  db: TDb,
  userId: number,
  limit: number,
  offset: number,
) {
  const own = and(
    eq(registrations.userId, userId),
    isNull(registrations.deletedAt),
    sql`${registrations.clientId} in (select ${memberships.clientId} from ${memberships} where ${memberships.userId} = ${userId})`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        uuid: registrations.uuid,
        name: registrations.name,
        phase: registrations.phase,
        registeredAt: registrations.registeredAt,
        updatedAt: registrations.updatedAt,
        formUuid: forms.uuid,
        formName: forms.name,
        formSummary: forms.summary,
      })
      .from(registrations)
      .innerJoin(forms, eq(forms.id, registrations.formId))
      .where(own)
      .orderBy(desc(registrations.registeredAt), desc(registrations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(own),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Drafts assigned to the user in the clients they are a member of, newest change first. */
export function listAssignedDrafts(db: TDb, userId: number, uuid?: string) {
  return db
    .select({
      registration: registrations,
      formUuid: forms.uuid,
      formName: forms.name,
      formSummary: forms.summary,
    })
    .from(registrations)
    .innerJoin(forms, eq(forms.id, registrations.formId))
    .where(
      and(
        eq(registrations.assignedUserId, userId),
        eq(registrations.status, 'draft'),
        isNull(registrations.deletedAt),
        uuid === undefined ? undefined : eq(registrations.uuid, uuid.toLowerCase()),
        sql`${registrations.clientId} in (select ${memberships.clientId} from ${memberships} where ${memberships.userId} = ${userId})`,
      ),
    )
    .orderBy(desc(registrations.updatedAt), desc(registrations.id));
}

/** Published forms of the client the filler may fill, by name. */
export function listPublishedForms(db: TDb, clientId: number, filler: TFiller) {
  return db
    .select({ uuid: forms.uuid, name: forms.name, type: forms.type, folderId: forms.folderId })
    .from(forms)
    .where(and(eq(forms.clientId, clientId), fillableBy(filler)))
    .orderBy(forms.name, forms.id);
}

/** The published form with guest access whose guest link is `guestId`. */
export async function findGuestForm(db: TDb, guestId: string) {
  if (!isUuid(guestId)) return undefined;
  const [row] = await db
    .select({ form: forms, clientUuid: clients.uuid })
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .where(and(eq(forms.guestId, guestId.toLowerCase()), isNotNull(forms.publishedAt)));
  return row;
}

/** What a search asks: the field, the text, one page, and which fields' values to answer. */
export interface TSearchPage {
  field: string;
  query: string;
  limit: number;
  offset: number;
  /** The searchable fields: their values come with each row (a guest's registration name). */
  fields: readonly string[];
}

/**
 * One page of a form's live registrations whose `field` value contains `query` (case
 * insensitive), newest first, with the value as text, the sender's e-mail, and the values of
 * `fields` only (never the rest of the registration).
 */
export async function searchFormRegistrations(
  db: TDb,
  clientId: number,
  formId: number,
  search: TSearchPage,
) {
  const { field, query } = search;
  const value = sql<string>`coalesce(${registrations.values} ->> ${field}, '')`;
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: SQL | undefined = and(
    eq(registrations.clientId, clientId),
    eq(registrations.formId, formId),
    isNull(registrations.deletedAt),
    query === '' ? undefined : sql`${value} ilike ${`%${escaped}%`}`,
  );
  // drizzle writes an array as a list of parameters: `in ($1, $2)`; `fields` holds `field`.
  const chosen = sql<
    Record<string, unknown>
  >`(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(${registrations.values}) e where e.key in ${[...search.fields]})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        uuid: registrations.uuid,
        name: registrations.name,
        serialNumber: registrations.serialNumber,
        phase: registrations.phase,
        registeredAt: registrations.registeredAt,
        userId: registrations.userId,
        username: users.email,
        value,
        searchable: chosen,
      })
      .from(registrations)
      .leftJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(desc(registrations.registeredAt), desc(registrations.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Where each hook of these registrations is: the latest delivery per hook (its latest round),
 * oldest hook first, in one query for a whole page.
 */
export async function listHookStatuses(
  db: TDb,
  clientId: number,
  registrationIds: readonly number[],
): Promise<Map<number, TRegistrationHookStatus[]>> {
  const byRegistration = new Map<number, TRegistrationHookStatus[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
    .selectDistinctOn([hookDeliveries.registrationId, hookDeliveries.hookId], {
      registrationId: hookDeliveries.registrationId,
      hookId: hookDeliveries.hookId,
      hookName: hookDeliveries.hookName,
      status: hookDeliveries.status,
      id: hookDeliveries.id,
    })
    .from(hookDeliveries)
    .where(
      and(
        eq(hookDeliveries.clientId, clientId),
        inArray(hookDeliveries.registrationId, [...registrationIds]),
      ),
    )
    .orderBy(hookDeliveries.registrationId, hookDeliveries.hookId, desc(hookDeliveries.id));
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    const list = byRegistration.get(row.registrationId) ?? [];
    list.push({ hook_id: row.hookId, hook_name: row.hookName, hook_status: row.status });
    byRegistration.set(row.registrationId, list);
  }
  return byRegistration;
}
