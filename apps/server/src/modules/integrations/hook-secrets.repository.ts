import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { hookSecrets } from '../../db/schema';

/** The secrets of one hook as stored. */
export type THookSecretRow = typeof hookSecrets.$inferSelect;

/** The stored secrets of a form's hooks (all, or those of `hookIds`). */
export function findHookSecrets(
  db: TDb,
  clientId: number,
  formId: number,
  hookIds?: readonly string[],
): Promise<THookSecretRow[]> {
  if (hookIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(hookSecrets)
    .where(
      and(
        eq(hookSecrets.clientId, clientId),
        eq(hookSecrets.formId, formId),
        hookIds ? inArray(hookSecrets.hookId, [...hookIds]) : undefined,
      ),
    );
}

/**
 * Writes secrets of a form's hooks: a field given replaces the stored one, a field left out
 * (undefined) keeps it.
 */
export async function upsertHookSecrets(
  db: TDb,
  rows: readonly {
    clientId: number;
    formId: number;
    hookId: string;
    signingSecret?: string;
    siaToken?: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(hookSecrets)
    .values(
      rows.map((row) => ({
        clientId: row.clientId,
        formId: row.formId,
        hookId: row.hookId,
        signingSecret: row.signingSecret ?? null,
        siaToken: row.siaToken ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [hookSecrets.clientId, hookSecrets.formId, hookSecrets.hookId],
      set: {
        signingSecret: sql`coalesce(excluded.signing_secret, ${hookSecrets.signingSecret})`,
        siaToken: sql`coalesce(excluded.sia_token, ${hookSecrets.siaToken})`,
        updatedAt: sql`now()`,
      },
    });
}
