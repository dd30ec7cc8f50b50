import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

/** The cheapest round trip to the database: resolves when it answers. */
export async function pingDatabase(db: TDb): Promise<void> {
  await db.execute(sql`select 1`);
}
