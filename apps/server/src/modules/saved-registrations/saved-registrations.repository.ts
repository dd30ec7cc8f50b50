import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { forms, memberships, registrationSubmits, savedRegistrations } from '../../db/schema';

/** A saved registration row with its form's uuid. */
export type TSavedRow = typeof savedRegistrations.$inferSelect & { formUuid: string };
/** What a saved registration row holds when written. */
export type TNewSaved = typeof savedRegistrations.$inferInsert;

/** Serialises the syncs of one user (two tabs, two devices): taken until the transaction ends. */
export async function lockUserSync(tx: TDb, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('saved-registrations-sync'), ${userId})`,
  );
}

/**
 * Removes the user's saved registrations that were sent meanwhile (their fill_token was
 * accepted), those whose last change is older than `olderThan`, and deletion marks older than
 * `marksOlderThan`.
 */
export async function pruneSaved(
  tx: TDb,
  userId: number,
  olderThan: Date,
  marksOlderThan: Date,
): Promise<void> {
  await tx.execute(sql`
    delete from ${savedRegistrations} s
    where s.user_id = ${userId}
      and (exists (select 1 from ${registrationSubmits} r
                   where r.client_id = s.client_id and r.fill_token = s.fill_token)
           or s.registration_updated_at < ${olderThan}
           or s.registration_saved_deleted_at < ${marksOlderThan})`);
}

/** Which of `tokens` were sent in `clientId` (their fill_token was accepted). */
export async function sentTokens(
  tx: TDb,
  clientId: number,
  tokens: string[],
): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await tx
    .select({ token: registrationSubmits.fillToken })
    .from(registrationSubmits)
    .where(
      and(
        eq(registrationSubmits.clientId, clientId),
        inArray(registrationSubmits.fillToken, tokens),
      ),
    );
  return new Set(rows.map((row) => row.token));
}

const withFormUuid = { row: savedRegistrations, formUuid: forms.uuid };

/** The user's saved registrations of one client with these fill_tokens. */
export async function findSaved(
  tx: TDb,
  userId: number,
  clientId: number,
  tokens: string[],
): Promise<TSavedRow[]> {
  if (tokens.length === 0) return [];
  const rows = await tx
    .select(withFormUuid)
    .from(savedRegistrations)
    .innerJoin(forms, eq(forms.id, savedRegistrations.formId))
    .where(
      and(
        eq(savedRegistrations.userId, userId),
        eq(savedRegistrations.clientId, clientId),
        inArray(savedRegistrations.fillToken, tokens),
      ),
    );
  return rows.map(({ row, formUuid }) => ({ ...row, formUuid }));
}

/** How many live saved registrations the user keeps in a client. */
export async function countSaved(tx: TDb, userId: number, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedRegistrations)
    .where(and(eq(savedRegistrations.userId, userId), eq(savedRegistrations.clientId, clientId)));
  return row?.n ?? 0;
}

/**
 * Stores saved registrations in one statement, each replacing the version kept under its
 * fill_token. The fill_tokens must differ (one statement cannot change a row twice).
 */
export async function upsertSaved(tx: TDb, rows: TNewSaved[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: { name: string }) => sql`excluded.${sql.identifier(column.name)}`;
  await tx
    .insert(savedRegistrations)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        savedRegistrations.userId,
        savedRegistrations.clientId,
        savedRegistrations.fillToken,
      ],
      set: {
        formId: excluded(savedRegistrations.formId),
        formName: excluded(savedRegistrations.formName),
        formSummary: excluded(savedRegistrations.formSummary),
        schema: excluded(savedRegistrations.schema),
        values: excluded(savedRegistrations.values),
        updatedAt: excluded(savedRegistrations.updatedAt),
        deletedAt: excluded(savedRegistrations.deletedAt),
        storedAt: sql`now()`,
      },
    });
}

/** A saved registration row without its content (schema, values). */
export type TSavedHead = Omit<TSavedRow, 'schema' | 'values'>;

const { schema: _schema, values: _values, ...headColumns } = getTableColumns(savedRegistrations);

/**
 * Every saved registration of the user in the clients they still belong to (all clients for an
 * admin), newest change first, without content: {@link savedContent} reads the content needed.
 */
export async function listSaved(tx: TDb, userId: number, admin: boolean): Promise<TSavedHead[]> {
  const member = sql`exists (select 1 from ${memberships} m
    where m.user_id = ${userId} and m.client_id = ${savedRegistrations.clientId})`;
  return tx
    .select({ ...headColumns, formUuid: forms.uuid })
    .from(savedRegistrations)
    .innerJoin(forms, eq(forms.id, savedRegistrations.formId))
    .where(and(eq(savedRegistrations.userId, userId), admin ? sql`true` : member))
    .orderBy(sql`${savedRegistrations.updatedAt} desc`);
}

/** The content of a saved registration. */
export type TSavedContent = Pick<TSavedRow, 'schema' | 'values'>;

/** The content of these saved registrations of the user, by `${clientId}:${fillToken}`. */
export async function savedContent(
  tx: TDb,
  userId: number,
  rows: readonly TSavedHead[],
): Promise<Map<string, TSavedContent>> {
  const found = new Map<string, TSavedContent>();
  if (rows.length === 0) return found;
  const wanted = new Set(rows.map(contentKey));
  const stored = await tx
    .select({
      clientId: savedRegistrations.clientId,
      fillToken: savedRegistrations.fillToken,
      schema: savedRegistrations.schema,
      values: savedRegistrations.values,
    })
    .from(savedRegistrations)
    .where(
      and(
        eq(savedRegistrations.userId, userId),
        inArray(savedRegistrations.fillToken, [...new Set(rows.map((row) => row.fillToken))]),
      ),
    );
  for (const { clientId, fillToken, schema, values } of stored) {
    const key = contentKey({ clientId, fillToken });
    if (wanted.has(key)) found.set(key, { schema, values });
  }
  return found;
}

/** The key of a saved registration's content in {@link savedContent}. */
export const contentKey = (row: Pick<TSavedHead, 'clientId' | 'fillToken'>) =>
  `${row.clientId}:${row.fillToken}`;
