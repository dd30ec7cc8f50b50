import { eq } from 'drizzle-orm';
import type { TDb } from './client';
import { serverSecrets } from './schema';

/**
 * The server secret `name`, made from `make()` at first use. Every app server gets the same:
 * the first insert wins, the others read it. Names: 'altcha' (guest submit challenges),
 * 'hook-file-links' (the signed file links of webhooks).
 */
export async function serverSecret(db: TDb, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}
