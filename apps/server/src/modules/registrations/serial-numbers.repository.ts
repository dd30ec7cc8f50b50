import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { registrationSerialSequence } from '../../db/schema';

/** Creates the form's serial sequence unless it exists (may race on the catalogue: see caller). */
export async function createSerialSequence(db: TDb, formId: number): Promise<void> {
  await db.execute(
    sql`create sequence if not exists ${sql.identifier(registrationSerialSequence(formId))}`,
  );
}

/** The sequence's next value (never blocks, never rolled back). */
export async function nextSerialValue(tx: TDb, formId: number): Promise<number> {
  const sequence = registrationSerialSequence(formId);
  const result = await tx.execute<{ n: string }>(sql`select nextval(${sequence}::regclass) as n`);
  return Number(result.rows[0]?.n);
}

/** Drops the form's serial sequence when it exists. */
export async function dropSerialSequenceIfExists(tx: TDb, formId: number): Promise<void> {
  await tx.execute(
    sql`drop sequence if exists ${sql.identifier(registrationSerialSequence(formId))}`,
  );
}
