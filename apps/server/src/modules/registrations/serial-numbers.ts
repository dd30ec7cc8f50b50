import type { TDb } from '../../db/client';
import { processCache } from '../../db/process-caches';
import { isUniqueViolation, PG_DUPLICATE_TABLE, pgErrorCode } from '../access';
import {
  createSerialSequence,
  dropSerialSequenceIfExists,
  nextSerialValue,
} from './serial-numbers.repository';

/** Forms whose serial sequence is known to exist (per process; creating it is idempotent). */
const knownSequences = processCache(new Set<number>());

/**
 * Creates the form's serial sequence when missing, outside any transaction: a sequence is no row
 * a submit waits on (nextval never blocks and is never rolled back). Two servers creating it at
 * once may race on the catalogue; the loser's error means it exists.
 */
export async function ensureSerialSequence(db: TDb, formId: number): Promise<void> {
  if (knownSequences.has(formId)) return;
  try {
    await createSerialSequence(db, formId);
  } catch (error) {
    if (!isUniqueViolation(error) && pgErrorCode(error) !== PG_DUPLICATE_TABLE) throw error;
  }
  knownSequences.add(formId);
}

/** The next serial number of the form's registrations. */
export function nextSerialNumber(tx: TDb, formId: number): Promise<number> {
  return nextSerialValue(tx, formId);
}

/**
 * Drops the form's serial sequence (the form is being deleted, on `tx`). Forgotten here at once:
 * should `tx` roll back, the next submit's ensureSerialSequence finds it still there. Other
 * processes may still list it as known; a deleted form takes no submits, and form ids are never
 * reused.
 */
export async function dropSerialSequence(tx: TDb, formId: number): Promise<void> {
  await dropSerialSequenceIfExists(tx, formId);
  knownSequences.delete(formId);
}
