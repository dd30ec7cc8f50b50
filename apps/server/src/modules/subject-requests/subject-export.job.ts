import { ts } from '@eform/core/messages/server-only';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { runGuarded } from '../../jobs/job-attempts';
import type { TStorage } from '../../storage/storage';
import { SUBJECT_EXPORT_QUEUE, type TSubjectExportJob } from './subject-export-queue';
import {
  failSubjectExport,
  purgeExpiredSubjectExports,
  runSubjectExport,
  type TSubjectExportDeps,
} from './subject-requests.service';

export const PURGE_SUBJECT_EXPORTS_QUEUE = 'purge-subject-exports';

/**
 * The subject export worker (one at a time per app server: it renders PDFs and streams files),
 * and hourly the removal of subject exports older than 24 hours with their zips.
 */
export async function registerSubjectExportJobs(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(SUBJECT_EXPORT_QUEUE);
  await boss.work<TSubjectExportJob>(SUBJECT_EXPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (job) await runSubjectExportJob({ db, storage, log }, job.data);
  });
  await boss.createQueue(PURGE_SUBJECT_EXPORTS_QUEUE);
  await boss.schedule(PURGE_SUBJECT_EXPORTS_QUEUE, '23 * * * *');
  await boss.work(PURGE_SUBJECT_EXPORTS_QUEUE, async () => {
    const purged = await purgeExpiredSubjectExports(db, storage);
    log.info(purged, 'purged expired subject exports');
  });
}

/**
 * One subject export under the poison guard: a job of a worker that died comes back and writes
 * the zip again; one that ended the worker twice fails the export.
 */
export async function runSubjectExportJob(
  deps: TSubjectExportDeps & { log: Logger },
  data: TSubjectExportJob,
): Promise<void> {
  const { db, log } = deps;
  const reason = ts('server.job.crashed.subjectExport');
  try {
    const state = await runGuarded(db, log, `subject-export:${data.client_id}:${data.export_id}`, {
      reason,
      giveUp: () => failSubjectExport(db, data, reason),
      run: ({ restarted }) => runSubjectExport(deps, data, { restarted }),
    });
    log.info({ exportId: data.export_id, state }, 'subject export ended');
  } catch (error) {
    // The export is marked failed with its reason; a retry would only fail the same way.
    log.error({ err: error, exportId: data.export_id }, 'subject export failed');
  }
}
