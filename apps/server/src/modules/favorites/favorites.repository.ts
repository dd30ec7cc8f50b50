import type { TElement } from '@eform/core/elements';
import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { favoriteElements } from '../../db/schema';

export type TFavoriteRow = typeof favoriteElements.$inferSelect;

/** The user's favourites in the client, newest first. */
export function listFavorites(db: TDb, clientId: number, userId: number) {
  return db
    .select()
    .from(favoriteElements)
    .where(and(eq(favoriteElements.clientId, clientId), eq(favoriteElements.userId, userId)))
    .orderBy(desc(favoriteElements.createdAt), desc(favoriteElements.id));
}

export async function insertFavorite(
  db: TDb,
  values: { clientId: number; userId: number; name: string; element: TElement },
): Promise<TFavoriteRow> {
  const [row] = await db.insert(favoriteElements).values(values).returning();
  if (!row) throw new Error('favourite not inserted');
  return row;
}

/** Deletes one of the user's favourites in the client; whether there was one. */
export async function deleteFavorite(
  db: TDb,
  clientId: number,
  userId: number,
  uuid: string,
): Promise<boolean> {
  const deleted = await db
    .delete(favoriteElements)
    .where(
      and(
        eq(favoriteElements.clientId, clientId),
        eq(favoriteElements.userId, userId),
        eq(favoriteElements.uuid, uuid),
      ),
    )
    .returning({ id: favoriteElements.id });
  return deleted.length > 0;
}
