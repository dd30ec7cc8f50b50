import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { folders } from '../../db/schema';

export function listClientFolders(db: TDb, clientId: number) {
  return db
    .select({ id: folders.id, name: folders.name, hidden: folders.hidden })
    .from(folders)
    .where(eq(folders.clientId, clientId))
    .orderBy(asc(folders.name), asc(folders.id));
}
