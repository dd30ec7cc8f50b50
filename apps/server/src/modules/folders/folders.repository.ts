import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { folders, forms } from '../../db/schema';
import { fillableBy, type TFiller } from '../access';

export type TFolderRow = typeof folders.$inferSelect;

// Correlated on the outer folders row. Spelt out: in a select list Drizzle leaves a column of
// the only table unqualified, and a bare "id" would bind to forms.id inside the subquery.
const containsForms = sql<boolean>`exists (select 1 from "forms" where "forms"."folder_id" = "folders"."id")`;

/** The client's folders by name, with whether each holds any form; hidden ones only if asked. */
export function listClientFolders(db: TDb, clientId: number, options: { withHidden: boolean }) {
  return db
    .select({
      id: folders.id,
      name: folders.name,
      hidden: folders.hidden,
      containsForms,
    })
    .from(folders)
    .where(
      and(
        eq(folders.clientId, clientId),
        options.withHidden ? undefined : eq(folders.hidden, false),
      ),
    )
    .orderBy(asc(folders.name), asc(folders.id));
}

/**
 * The client's folders holding at least one form the filler may fill. Hidden folders are
 * included: hiding concerns the admin screens only.
 */
export function listFillableFolders(db: TDb, clientId: number, filler: TFiller) {
  return db
    .select({ id: folders.id, name: folders.name, hidden: folders.hidden })
    .from(folders)
    .where(
      and(
        eq(folders.clientId, clientId),
        exists(
          db
            .select({ one: sql`1` })
            .from(forms)
            .where(and(eq(forms.folderId, folders.id), fillableBy(filler))),
        ),
      ),
    )
    .orderBy(asc(folders.name), asc(folders.id));
}

export async function findFolder(db: TDb, id: number): Promise<TFolderRow | undefined> {
  return db.query.folders.findFirst({ where: eq(folders.id, id) });
}

export async function insertFolder(
  db: TDb,
  values: { clientId: number; name: string; hidden: boolean },
): Promise<TFolderRow> {
  const [row] = await db.insert(folders).values(values).returning();
  if (!row) throw new Error('folder not inserted');
  return row;
}

export async function updateFolder(
  db: TDb,
  clientId: number,
  id: number,
  values: Partial<Pick<TFolderRow, 'name' | 'hidden'>>,
): Promise<TFolderRow | undefined> {
  const [row] = await db
    .update(folders)
    .set(values)
    .where(and(eq(folders.clientId, clientId), eq(folders.id, id)))
    .returning();
  return row;
}

export async function folderHoldsForms(db: TDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.folderId, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteFolder(db: TDb, clientId: number, id: number): Promise<void> {
  await db.delete(folders).where(and(eq(folders.clientId, clientId), eq(folders.id, id)));
}
