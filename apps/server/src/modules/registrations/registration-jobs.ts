import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';

/**
 * The after-send job of a stored registration (each submit, each later phase of a workflow
 * form, a resend): its e-mails and its integrations' deliveries (the deliveries module's worker).
 */
export const REGISTRATION_SENT_QUEUE = 'registration.sent';

/** Payload of {@link REGISTRATION_SENT_QUEUE}. */
export interface TRegistrationSentJob {
  client_id: number;
  registration_id: number;
  /** false: the e-mails only (a resend without `hooks=1`); absent: the hooks too. */
  hooks?: false;
  /**
   * The id of the request that sent it (the submit, the resend): the after-send jobs log with
   * it and hand it on to the jobs they queue, so a grep follows a registration end to end.
   */
  req_id?: string;
}

const sentJobs = jobSender<TRegistrationSentJob>(REGISTRATION_SENT_QUEUE);

/**
 * Prepares the queue once per process, outside any transaction. False while pg-boss is not
 * installed in this database; asked again next time then.
 */
export function registrationQueueReady(db: TDb): Promise<boolean> {
  return sentJobs.ready(db);
}

/** Queues 'registration.sent' on the transaction `tx` (pg-boss send with a `db` executor). */
export async function queueRegistrationSent(tx: TDb, job: TRegistrationSentJob): Promise<void> {
  await sentJobs.send(tx, job);
}
