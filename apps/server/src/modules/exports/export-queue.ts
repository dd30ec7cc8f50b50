import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';

/** The queue of exports too large to answer at once. */
export const EXPORT_QUEUE = 'registration.export';

/** Payload of {@link EXPORT_QUEUE}: the export row's keys. */
export interface TExportJob {
  client_id: number;
  export_id: number;
}

const exportJobs = jobSender<TExportJob>(EXPORT_QUEUE);

/**
 * Queues the export's job. False while pg-boss is not installed in this database (tests drive
 * the worker themselves); the export then stays queued until it expires.
 */
export async function queueExport(db: TDb, job: TExportJob): Promise<boolean> {
  if (!(await exportJobs.ready(db))) return false;
  // Expiry and retries are the queue's (jobs/queue-settings.ts): a job of a dead worker comes
  // back and finishes the export (or the guard fails it), never 'running' for ever.
  await exportJobs.send(db, job);
  return true;
}
