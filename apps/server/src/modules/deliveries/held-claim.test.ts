import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { newEmailSetting } from '@eform/core/email';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { registrationDeliveries } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { closeDocumentSandbox } from '../../sandbox/documents';
import { createRegistration } from '../registrations/registrations.test-support';
import { claimDelivery, insertRoundDeliveries } from './deliveries.repository';
import {
  runDeliveryRetry,
  runRegistrationSent,
  type TDeliveryDeps,
  type TDeliveryRetryJob,
} from './deliveries.service';

// A 'registration.sent' job handed out again while its first run still holds a delivery (pg-boss
// 10 does so once a handler outlasts the job's expiry) queues a follow-up attempt for the
// claim's end, in case the holder died. When the holder lives and settles the delivery itself,
// that follow-up must do nothing: otherwise a second retry chain runs beside the holder's.

/**
 * A real SMTP server that keeps its answer to the first mail until `release` and then refuses it
 * (451, a mail server briefly down); later mails are taken. Without `holdFirst` it takes all.
 */
async function startGatedSmtp(holdFirst = true) {
  const accepted: string[] = [];
  let holding = holdFirst;
  let arrived = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          holding = false;
          arrived = true;
          void released.then(() =>
            callback(Object.assign(new Error('Even niet'), { responseCode: 451 })),
          );
          return;
        }
        accepted.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    get arrived() {
      return arrived;
    },
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const { app, db } = await getTestServer();
afterAll(() => closeDocumentSandbox());

const RETRY_DELAY_SECONDS = 60;

/** Deps that send through `smtpUrl` and keep the queued attempts (job and start) in `queued`. */
function depsFor(smtpUrl: string) {
  const mailer = createMailer({ from: 'eform@example.nl', smtpUrl, outboxDir: '/x' });
  const queued: { job: TDeliveryRetryJob; startAfter: Date }[] = [];
  const deps: TDeliveryDeps = {
    db,
    mailer,
    storage: app.storage,
    log: pino({ level: 'silent' }),
    retryDelays: [RETRY_DELAY_SECONDS],
    queueRetry: async (_db, job, startAfter) => {
      queued.push({ job, startAfter });
    },
  };
  return { deps, queued, mailer };
}

/** A registration of a form with one e-mail setting to `to`, and its 'registration.sent' job. */
async function registrationMailingTo(to: string) {
  const client = await createClient(db);
  const form = await createForm(db, client, await createFolder(db, client), {
    emailSettings: [
      {
        ...newEmailSetting(),
        to_addresses: [{ to_address: to }],
        email_subject: 'Melding',
        email_add_attachment_registration_pdf: false,
      },
    ],
  });
  const registration = await createRegistration(db, form, { values: {} });
  const job = { round: randomUUID(), clientId: form.clientId, registrationId: registration.id };
  return { registration, job };
}

async function deliveryOf(registrationId: number) {
  const [row] = await db
    .select()
    .from(registrationDeliveries)
    .where(eq(registrationDeliveries.registrationId, registrationId));
  if (!row) throw new Error('no delivery');
  return row;
}

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a delivery held by a run of the same job handed out again', () => {
  it('keeps one retry chain: the follow-up does nothing once the holder set it retrying', async () => {
    const smtp = await startGatedSmtp();
    const { deps, queued, mailer } = depsFor(smtp.url);
    try {
      const to = `houder-${randomUUID().slice(0, 8)}@example.nl`;
      const { registration, job } = await registrationMailingTo(to);
      // The first run claims the delivery and waits for the mail server's answer.
      const first = runRegistrationSent(deps, job);
      await until('the first run to hand the mail over', () => smtp.arrived);
      // The job handed out again: the delivery is held, a follow-up is queued for the lease's end.
      await runRegistrationSent(deps, job);
      expect(queued).toHaveLength(1);
      const followUp = queued[0];
      if (!followUp) throw new Error('no follow-up');
      // The holder's mail is refused: 'retrying', its own retry queued after the schedule's delay.
      smtp.release();
      await first;
      const retrying = await deliveryOf(registration.id);
      expect(retrying).toMatchObject({ status: 'retrying', attempts: 1, claimedUntil: null });
      expect(queued).toHaveLength(2);
      const scheduled = queued[1];
      expect(scheduled?.startAfter.getTime()).toBeGreaterThan(
        Date.now() + (RETRY_DELAY_SECONDS - 10) * 1000,
      );

      // The lease's end comes: the follow-up runs. It must not attempt the delivery out of its
      // schedule (before the fix: attempt 2 at once, mailed, beside the scheduled retry).
      await runDeliveryRetry(deps, followUp.job);
      const after = await deliveryOf(registration.id);
      expect(after).toMatchObject({ status: 'retrying', attempts: 1 });
      expect(smtp.accepted).toHaveLength(0);
      expect(queued).toHaveLength(2);

      // The schedule's retry sends it, once.
      if (!scheduled) throw new Error('no scheduled retry');
      await runDeliveryRetry(deps, scheduled.job);
      expect(await deliveryOf(registration.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('still sends it once at the lease end when the holder died', async () => {
    const smtp = await startGatedSmtp(false);
    const { deps, queued, mailer } = depsFor(smtp.url);
    try {
      const to = `dood-${randomUUID().slice(0, 8)}@example.nl`;
      const { registration, job } = await registrationMailingTo(to);
      // A run made the round's delivery, claimed it for 2 s and died before it settled it.
      const [made] = await insertRoundDeliveries(db, [
        {
          clientId: job.clientId,
          registrationId: job.registrationId,
          round: job.round,
          settingIndex: 0,
        },
      ]);
      if (!made) throw new Error('no delivery made');
      const held = await claimDelivery(db, made.clientId, made.id, 2);
      if (!held?.claimedUntil) throw new Error('not claimed');
      // The job handed out again finds it held: a follow-up is queued for the lease's end.
      await runRegistrationSent(deps, job);
      expect(queued.map((q) => q.startAfter.getTime())).toEqual([held.claimedUntil.getTime()]);
      const followUp = queued[0];
      if (!followUp) throw new Error('no follow-up');
      const leaseEnd = held.claimedUntil.getTime();
      await until('the lease to end', () => Date.now() > leaseEnd + 50, 5_000);
      await runDeliveryRetry(deps, followUp.job);
      expect(await deliveryOf(registration.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.accepted).toHaveLength(1);
      // A second copy of the follow-up (the job handed out a third time) sends nothing more.
      await runDeliveryRetry(deps, followUp.job);
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
