import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { newEmailSetting } from '@eform/core/email';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import type { TApp } from '../../src/app';
import type { TDb } from '../../src/db/client';
import { type clients, type folders, jobAttempts } from '../../src/db/schema';
import { BOSS_SCHEMA } from '../../src/jobs/boss-schema';
import { readMail } from '../../src/modules/deliveries/smtp-sink.test-support';
import { makeDocx, para } from '../../src/modules/email-word/word-docx.test-support';
import { REGISTRATION_SENT_QUEUE } from '../../src/modules/registrations/registration-jobs';
import { createForm } from '../factories';
import { uploadFile } from '../files';
import { isRunning, spawnServer, type TServerProcess } from '../server-process';

type TClientRow = typeof clients.$inferSelect;
type TFolderRow = typeof folders.$inferSelect;

// What the fault tests (issue 29) share: polling for a condition instead of sleeping, an SMTP
// server that can hold mails or be down, and the processes a worker started.

/** Polls `find` every 50 ms until it answers something; fails naming `what` after `ms`. */
export async function waitFor<T>(
  what: string,
  find: () => Promise<T | undefined> | T | undefined,
  ms: number,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * An SMTP server that takes mails, except that it holds the first ones unanswered when asked
 * (`hold`). `port` 0 takes a free one; `close` and `listen` again on the same port make a mail
 * server that is down and comes back.
 */
export async function startHoldingSmtp(port = 0) {
  const accepted: string[] = [];
  let holding = 0;
  let held = 0;
  const make = () =>
    new SMTPServer({
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
            return; // Never answered: the sender waits for the server's reply.
          }
          accepted.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
  let server: SMTPServer | undefined;
  const listen = async (on: number) => {
    const started = make();
    await new Promise<void>((resolve) => started.listen(on, '127.0.0.1', resolve));
    server = started;
    return (started.server.address() as AddressInfo).port;
  };
  const close = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  const bound = await listen(port);
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    accepted,
    hold(count: number) {
      holding = count;
    },
    get held() {
      return held;
    },
    /** Down: nothing listens on the port (a connection is refused). */
    close,
    /** Back on the same port. */
    reopen: () => listen(bound).then(() => undefined),
  };
}

/** The process ids below `pid` (children, their children...), read from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Gone while we read.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** A process's command line (arguments joined by spaces); '' when it is gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The processes of `pids` still running, with their command lines (for a failure message). */
export function stillRunning(pids: number[]): string[] {
  return pids.filter(isRunning).map((pid) => `${pid} ${commandLine(pid)}`);
}

/**
 * A jobs-only server process (SERVER_ROLE=worker) on the test's database `url` and DATA_DIR,
 * answered once its job queue runs. A dead worker's jobs come back in seconds
 * (JOB_EXPIRE_SECONDS=2, jobs/queue-settings.ts); one document child keeps it light.
 */
export async function startFaultWorker(
  dataDir: string,
  url: string,
  env: NodeJS.ProcessEnv,
  started: TServerProcess[],
): Promise<TServerProcess> {
  const worker = await spawnServer(dataDir, {
    SERVER_ROLE: 'worker',
    DATABASE_URL: url,
    JOB_EXPIRE_SECONDS: '2',
    DOCUMENT_WORKERS: '1',
    ...env,
  });
  started.push(worker);
  let exited = false;
  void worker.exited.then(() => {
    exited = true;
  });
  await waitFor(
    'the worker to start',
    () => {
      if (exited) throw new Error(`the worker stopped:\n${worker.output()}`);
      return /job queue started/.test(worker.output()) ? true : undefined;
    },
    45_000,
  );
  return worker;
}

/** Queues 'registration.sent' for a stored registration, as the submit statement does. */
export async function queueRegistrationSent(
  url: string,
  clientId: number,
  registrationId: number,
): Promise<void> {
  const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 1 });
  await boss.start();
  try {
    await boss.send(REGISTRATION_SENT_QUEUE, {
      client_id: clientId,
      registration_id: registrationId,
    });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * A form whose one e-mail (to `to`) attaches a Word template (uploaded through the API as a
 * form manager) converted to PDF, without the registration PDF.
 */
export async function wordToPdfForm(
  app: TApp,
  db: TDb,
  client: TClientRow,
  folder: TFolderRow,
  key: string,
  to: string,
) {
  const holder = await createForm(db, client, folder);
  const template = await makeDocx(
    para('Melding ', '$registration_serial_number$') + para('Adres: ', '$adres$'),
  );
  const upload = await uploadFile(app, key, `form_id=${holder.uuid}`, {
    filename: 'brief.docx',
    bytes: template,
    path: '/api/file-upload/email-word',
  });
  if (upload.statusCode !== 200) throw new Error(`template upload: ${upload.body}`);
  const file = ZUploadedFile.parse(upload.json());
  return createForm(db, client, folder, {
    emailSettings: [
      {
        ...newEmailSetting(),
        to_addresses: [{ to_address: to }],
        email_subject: 'Melding met Word-bijlage',
        email_add_attachment_registration_pdf: false,
        email_send_word_attachment: true,
        word_upload: { file_id: file.file_id, name: 'brief.docx' },
        word_filename: 'melding_$registration_serial_number$',
        send_as_filetype: 'pdf',
      },
    ],
  });
}

/** The attachments of a mail as the SMTP server took it: file name and bytes. */
export function attachmentsOf(raw: string) {
  return readMail({ raw, rcptTo: [] }).attachments;
}

/**
 * While a worker lives, its jobs do not expire. pg-boss 10 races a handler against its job's
 * expiry and hands the job out again beside the handler still running; the fault tests'
 * JOB_EXPIRE_SECONDS=2 (so a dead worker's job comes back in seconds) is shorter than a Word
 * conversion on a loaded machine. Call after a worker started (its start writes the queues'
 * settings) and before work is queued: the jobs take the queue's expiry when inserted.
 */
export async function jobsOutlastTheirWork(db: TDb): Promise<void> {
  await db.execute(sql.raw(`update ${BOSS_SCHEMA}.queue set expire_seconds = 3600`));
}

/**
 * Time passes for the jobs a killed worker held: their expiry is over, so the next maintenance
 * (every JOB_EXPIRE_SECONDS in the fault tests) hands them out again, as production does after
 * the queue's expiry (jobs/queue-settings.ts). Their start moves into the past, their expiry
 * stays: a job run again keeps it, and with an expiry of a second the new worker's run (an
 * export of 30,000 rows on a loaded machine) expired too, was handed out a third time and so
 * given up as a job that had ended its process twice.
 */
export async function expireActiveJobs(db: TDb): Promise<void> {
  await db.execute(
    sql.raw(`update ${BOSS_SCHEMA}.job set started_on = now() - expire_in - interval '1 second'
      where state = 'active'`),
  );
}

/**
 * No work counted as started and unfinished (jobs/job-attempts.ts): a row left behind is a
 * start whose process died. Work still running (a template being processed) ends within `ms`.
 */
export async function noUnfinishedStarts(db: TDb, ms = 10_000): Promise<unknown[]> {
  let rows: unknown[] = [];
  await waitFor(
    'no unfinished starts',
    async () => {
      rows = await db.select().from(jobAttempts);
      return rows.length === 0 ? true : undefined;
    },
    ms,
  ).catch(() => undefined);
  return rows;
}
