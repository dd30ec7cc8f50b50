import type { TDb } from '../../db/client';
import { findWordFileForJob, settleWordFile } from './email-word.repository';
import type { TEmailWordJob } from './email-word.service';

/**
 * Fails a template still pending with `reason` (Dutch), without reading it: the processing job
 * gave up on it (it ended its process twice). The form can be filled again; the e-mails tab
 * shows the reason.
 */
export async function failWordFile(db: TDb, job: TEmailWordJob, reason: string): Promise<void> {
  const found = await findWordFileForJob(db, job.client_id, job.word_file_id);
  if (found?.word.status !== 'pending') return;
  await settleWordFile(db, job.client_id, job.word_file_id, {
    status: 'failed',
    tokens: [],
    unknownTokens: [],
    error: reason,
  });
}
