import { sql } from 'drizzle-orm';
import type { TDb } from './db/client';
import {
  clients,
  folders,
  formAccess,
  formRevisions,
  forms,
  memberships,
  users,
} from './db/schema';
import { revisionContent } from './modules/form-revisions';

type TNewUser = typeof users.$inferInsert;
type TNewMembership = typeof memberships.$inferInsert;

/** Serialises concurrent first starts of several app servers (transaction-scoped lock). */
export async function lockSeeding(tx: TDb): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7318640212)`);
}

export async function hasAnyUser(tx: TDb): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(
    sql`select exists (select 1 from ${users}) as found`,
  );
  return result.rows[0]?.found ?? false;
}

export async function insertUser(tx: TDb, user: TNewUser) {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function insertClient(tx: TDb, client: typeof clients.$inferInsert) {
  const [row] = await tx.insert(clients).values(client).returning({ id: clients.id });
  if (!row) throw new Error('client not inserted');
  return row;
}

export async function insertMembership(tx: TDb, membership: TNewMembership): Promise<void> {
  await tx.insert(memberships).values(membership);
}

export async function insertFolder(tx: TDb, folder: typeof folders.$inferInsert) {
  const [row] = await tx.insert(folders).values(folder).returning({ id: folders.id });
  if (!row) throw new Error('folder not inserted');
  return row;
}

/** A form with its first revision, shared with each of `userIds`. */
export async function insertDemoForm(
  tx: TDb,
  form: typeof forms.$inferInsert,
  userIds: readonly number[],
): Promise<void> {
  const [row] = await tx.insert(forms).values(form).returning();
  if (!row) throw new Error('form not inserted');
  await tx.insert(formRevisions).values({
    clientId: row.clientId,
    formId: row.id,
    revision: row.revision,
    // The whole content, as a save writes it: a restore of revision 1 keeps the settings and
    // the registration name.
    content: revisionContent(row),
  });
  if (userIds.length > 0) {
    await tx
      .insert(formAccess)
      .values(userIds.map((userId) => ({ clientId: row.clientId, formId: row.id, userId })));
  }
}
