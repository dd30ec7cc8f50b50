import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { formRevisions } from '../../../db/schema';

/**
 * The stored content of the form revision a registration was filled on (read with
 * readStoredRevision); undefined when the revision is gone.
 */
export async function findRevisionContent(
  db: TDb,
  clientId: number,
  formId: number,
  revision: number,
): Promise<unknown> {
  const [row] = await db
    .select({ content: formRevisions.content })
    .from(formRevisions)
    .where(
      and(
        eq(formRevisions.clientId, clientId),
        eq(formRevisions.formId, formId),
        eq(formRevisions.revision, revision),
      ),
    )
    .limit(1);
  return row?.content;
}
