import type { TDb } from '../../db/client';
import {
  isFillTokenConflict,
  submitBatchKey,
  submitRegistrationRows,
  type TSubmitOutcome,
  type TSubmitRow,
} from './submit.repository';

/** Most rows in one submit statement. */
export const MAX_BATCH = 32;
/**
 * Submit statements of one batch key in flight at once; the others gather meanwhile. One gave
 * the biggest batches and the least CPU per submit in bench:submit (two: about 1.5x the
 * PostgreSQL CPU per submit and no more throughput).
 */
export const MAX_IN_FLIGHT = 1;

interface TWaiting {
  submit: TSubmitRow;
  resolve: (outcome: TSubmitOutcome) => void;
  reject: (error: unknown) => void;
}

interface TLane {
  inFlight: number;
  waiting: TWaiting[];
}

/** Submits waiting or in flight, per batch key (one client: its users and forms alike). */
const lanes = new Map<string, TLane>();

/**
 * Stores a new registration (submitRegistrationRows), sharing the statement with submits of the
 * same client (any user, any form) that arrive while earlier ones are in flight: group commit.
 * A lone submit goes at once, alone; under load each statement takes the submits that gathered
 * while the previous one ran, so PostgreSQL parses, plans and commits once for many. Each row
 * carries its own guard: a row whose guard fails comes back `stale` and the others are stored.
 * A batch that cannot go as one (no slot with enough credits for all its rows, or a fill_token
 * sent before, which aborts the statement) is sent again row by row, so each submit gets its own
 * outcome exactly as if sent alone.
 */
export function submitBatched(db: TDb, submit: TSubmitRow): Promise<TSubmitOutcome> {
  const key = submitBatchKey(submit);
  let lane = lanes.get(key);
  if (!lane) {
    lane = { inFlight: 0, waiting: [] };
    lanes.set(key, lane);
  }
  const promise = new Promise<TSubmitOutcome>((resolve, reject) => {
    lane.waiting.push({ submit, resolve, reject });
  });
  pump(db, key, lane);
  return promise;
}

/** Submits waiting for a statement (in flight not counted): for tests and diagnostics. */
export function waitingSubmits(): number {
  let count = 0;
  for (const lane of lanes.values()) count += lane.waiting.length;
  return count;
}

function pump(db: TDb, key: string, lane: TLane): void {
  while (lane.inFlight < MAX_IN_FLIGHT && lane.waiting.length > 0) {
    const batch = lane.waiting.splice(0, MAX_BATCH);
    lane.inFlight += 1;
    void run(db, batch).finally(() => {
      lane.inFlight -= 1;
      if (lane.inFlight === 0 && lane.waiting.length === 0) lanes.delete(key);
      else pump(db, key, lane);
    });
  }
}

async function run(db: TDb, batch: TWaiting[]): Promise<void> {
  let again = batch;
  try {
    const outcomes = await submitRegistrationRows(
      db,
      batch.map((waiting) => waiting.submit),
    );
    // Stale rows took no part; whether the others could go as one depends on the credit alone.
    const wanted = outcomes.filter((outcome) => !('stale' in outcome)).length;
    again = [];
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (!outcome) waiting.reject(new Error('submit outcome missing'));
      else if ('noCredit' in outcome && wanted > 1) again.push(waiting);
      else waiting.resolve(outcome);
    });
  } catch (error) {
    if (batch.length === 1 || !isFillTokenConflict(error)) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
  }
  // No slot had credits for all, or one fill_token was sent before: each on its own.
  await Promise.all(
    again.map(async (waiting) => {
      try {
        const [outcome] = await submitRegistrationRows(db, [waiting.submit]);
        if (outcome) waiting.resolve(outcome);
        else waiting.reject(new Error('submit outcome missing'));
      } catch (error) {
        waiting.reject(error);
      }
    }),
  );
}
