import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';

/** The queue of subject exports (issue 34): each a zip of a person's registrations. */
export const SUBJECT_EXPORT_QUEUE = 'subject.export';

/** Payload of {@link SUBJECT_EXPORT_QUEUE}: the export row's keys. */
export interface TSubjectExportJob {
  client_id: number;
  export_id: number;
}

const subjectExportJobs = jobSender<TSubjectExportJob>(SUBJECT_EXPORT_QUEUE);

/**
 * Queues the export's job. False while pg-boss is not installed in this database (tests drive
 * the worker themselves); the export then stays queued until it expires.
 */
export async function queueSubjectExport(db: TDb, job: TSubjectExportJob): Promise<boolean> {
  if (!(await subjectExportJobs.ready(db))) return false;
  await subjectExportJobs.send(db, job);
  return true;
}
