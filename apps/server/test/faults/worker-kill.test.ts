import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { newEmailSetting } from '@eform/core/email';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { jobAttempts, registrationDeliveries } from '../../src/db/schema';
import { BOSS_SCHEMA } from '../../src/jobs/boss-schema';
import { mimeParts } from '../../src/modules/deliveries/smtp-sink.test-support';
import { REGISTRATION_SENT_QUEUE } from '../../src/modules/registrations/registration-jobs';
import { createRegistration } from '../../src/modules/registrations/registrations.test-support';
import { createClient, createFolder, createForm } from '../factories';
import { makeDataDir, spawnServer, stopServer, type TServerProcess } from '../server-process';
import { getTestDatabase } from '../support';

// kill -9 of the worker (SERVER_ROLE=worker) during a PDF e-mail (issue 29, fault suite): the
// test is the producer, the worker a real process on the test's PostgreSQL. It is killed while
// the mail is in flight (rendered, the SMTP server not yet answering), before SMTP accepted it;
// a new worker sends it exactly once. JOB_EXPIRE_SECONDS=2 makes the dead worker's job come
// back in seconds instead of the production minutes (jobs/queue-settings.ts).

const { database, url } = await getTestDatabase();
const db = database.db;
const dataDir = await makeDataDir('eform-worker-kill-');
const workers: TServerProcess[] = [];
afterAll(async () => {
  for (const worker of workers) await stopServer(worker, 'SIGKILL');
  await dataDir.remove();
});

/** An SMTP server that takes mails, except that it holds the first ones unanswered when asked. */
async function startHoldingSmtp() {
  const accepted: string[] = [];
  let holding = 0;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding > 0) {
          holding--;
          held++;
          return; // Never answered: the worker waits for the server's reply.
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
    hold(count: number) {
      holding = count;
    },
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtp = await startHoldingSmtp();
afterAll(() => smtp.close());

function startWorker() {
  const worker = spawnServer(dataDir.dir, {
    SERVER_ROLE: 'worker',
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    JOB_EXPIRE_SECONDS: '2',
  });
  return worker.then((started) => {
    workers.push(started);
    return started;
  });
}

async function waitFor<T>(what: string, find: () => Promise<T | undefined>, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('kill -9 of the worker', () => {
  it('during a PDF e-mail before SMTP accepted it: a new worker sends it exactly once', async () => {
    const client = await createClient(db);
    const form = await createForm(db, client, await createFolder(db, client), {
      emailSettings: [
        {
          ...newEmailSetting(),
          to_addresses: [{ to_address: 'ontvanger@example.nl' }],
          email_subject: 'Melding met PDF',
          email_add_attachment_registration_pdf: true,
        },
      ],
    });
    const registration = await createRegistration(db, form, { values: {} });

    smtp.hold(1);
    const first = await startWorker();
    await waitFor(
      'the first worker',
      async () => (/job queue started/.test(first.output()) ? true : undefined),
      30_000,
    );
    const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 1 });
    await boss.start();
    await boss.send(REGISTRATION_SENT_QUEUE, {
      client_id: client.id,
      registration_id: registration.id,
    });
    await boss.stop({ graceful: false, wait: true });

    // The mail is rendered and on the wire; the SMTP server has not answered.
    await waitFor('the mail in flight', async () => (smtp.held === 1 ? true : undefined), 20_000);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startWorker();
    const sent = await waitFor(
      'the delivery sent',
      async () => {
        const [row] = await db
          .select()
          .from(registrationDeliveries)
          .where(eq(registrationDeliveries.registrationId, registration.id));
        return row?.status === 'sent' ? row : undefined;
      },
      25_000,
    );
    expect(
      smtp.accepted,
      `attempts ${sent.attempts}\n${second.output().slice(-3000)}`,
    ).toHaveLength(1);
    const { parts } = mimeParts(smtp.accepted[0] ?? '');
    expect(parts.some((part) => /application\/pdf/.test(part.headers['content-type'] ?? ''))).toBe(
      true,
    );
    // Nothing left counted as unfinished, nothing pending.
    expect(await db.select().from(jobAttempts)).toEqual([]);
    await stopServer(second);
  }, 60_000);
});
