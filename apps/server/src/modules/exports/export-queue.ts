import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';

/** The queue of exports too large to answer at once. */
export const EXPORT_QUEUE = 'registration.export';

/** Payload of {@link EXPORT_QUEUE}: the export row's keys. */
export interface TExportJob {
  client_id: number;
  export_id: number;
}

/** An export of a million rows takes tens of seconds; pg-boss' default 15 minutes is tight. */
const EXPORT_EXPIRE_SECONDS = 60 * 60;

const exportJobs = jobSender<TExportJob>(EXPORT_QUEUE);

/**
 * Queues the export's job. False while pg-boss is not installed in this database (tests drive
 * the worker themselves); the export then stays queued until it expires.
 */
export async function queueExport(db: TDb, job: TExportJob): Promise<boolean> {
  if (!(await exportJobs.ready(db))) return false;
  await exportJobs.send(db, job, { expireInSeconds: EXPORT_EXPIRE_SECONDS, retryLimit: 0 });
  return true;
}
