/**
 * Benchmark (not a test): the after-send pipeline (issue 20). BENCH_N registrations (default
 * 10,000) of a 20-field form are submitted over HTTP at concurrency 16 while the after-send
 * worker runs; the form has one e-mail setting with tokens in subject and from name, auto content
 * and the registration PDF, sent to a local SMTP sink (smtp-server). Reports the submit rate while
 * the worker runs, the time to drain (every delivery sent) after the last submit, and checks that
 * every mail arrived exactly once. Targets: drained within 2 minutes of the last submit; submit
 * rate >= 1,500/s. The load generator (bench:submit's, node:http) and the SMTP sink run in worker
 * threads, as a client and a mail server on other machines would, so this thread does only the
 * server's work; the first WARM_UP submits are not measured (their mails count). The HTTP server
 * and the after-send worker share this process (one event loop), as they do on one app server;
 * BENCH_WORKER=process runs the worker in a child process at nice 10 instead (BENCH_WORKER_NICE=19
 * sets its priority: a SERVER_ROLE=worker process started with `nice -n 19`).
 * Uses DATABASE_URL's server when set (a scratch database is created), else an embedded cluster
 * in the system temp folder.
 * Run: npm run bench:after-send (BENCH_N=1000 for a short run; BENCH_WORKER=process,
 * BENCH_WORKER_NICE=19)
 */

import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { newEmailSetting } from '@eform/core/email';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { BOSS_SCHEMA, startDeliveryWorkers } from '../../apps/server/src/jobs/boss';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { PDF_WITH_MESSAGE, queueDeliveryRetry } from '../../apps/server/src/modules/deliveries';
import { smtpPoolUrl } from '../../apps/server/src/runtime';
import { closeDocumentSandbox } from '../../apps/server/src/sandbox/documents';
import {
  createBenchForm,
  startBenchDatabase,
  startSubmitting,
  startWorkerProcess,
} from './after-send-setup';

const N = Number(process.env.BENCH_N ?? 10_000);
/** Submits before the measured ones, so the JIT has compiled the hot paths (they mail too). */
const WARM_UP = 500;
const TOTAL = N + WARM_UP;
const DRAIN_TARGET_S = 120;
const SUBMIT_TARGET_PER_S = 1500;
/**
 * BENCH_WORKER=process: the after-send worker runs in a child process at a lower CPU priority
 * (nice 10), the way a separate worker process would run next to the API; by default it shares
 * this process's event loop with the HTTP server, as it does in one app server today.
 */
const WORKER_PROCESS = process.env.BENCH_WORKER === 'process';
/** The worker process's CPU priority (BENCH_WORKER_NICE, 0-19; default 10). */
const WORKER_NICE = Number(process.env.BENCH_WORKER_NICE ?? 10);

// The SMTP sink runs in a worker thread (its own event loop, as a mail server on another machine
// would): it counts messages per subject (each subject names one registration) and answers the
// counts when asked. Plain JavaScript: the worker needs no TypeScript loader.
const SINK_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { SMTPServer } = require('smtp-server');
const perSubject = new Map();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 4000) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const subject = (/^Subject: (.*)$/m.exec(head)?.[1] ?? '').trim();
      perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1);
      callback();
    });
  },
});
sink.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: sink.server.address().port }));
parentPort.on('message', (order) => {
  if (order === 'close') sink.close(() => parentPort.close());
  else parentPort.postMessage({ counts: [...perSubject.values()] });
});
`;
const sinkWorker = new Worker(SINK_SOURCE, { eval: true });
const smtpPort = await new Promise<number>((resolve) =>
  sinkWorker.once('message', (answer: { port: number }) => resolve(answer.port)),
);
/** The sink's number of mails per subject. */
const sinkCounts = () =>
  new Promise<number[]>((resolve) => {
    sinkWorker.once('message', (answer: { counts: number[] }) => resolve(answer.counts));
    sinkWorker.postMessage('count');
  });

const bench = await startBenchDatabase('after-send');
const boss = new PgBoss({ connectionString: bench.url, schema: BOSS_SCHEMA, max: 4 });
// Pooled, as runtime.ts opens it (smtpPoolUrl): a few kept connections, not one per mail.
const smtpUrl = smtpPoolUrl(`smtp://127.0.0.1:${smtpPort}`);
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl, outboxDir: '/nonexistent' });
let worker: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
let submitting: Awaited<ReturnType<typeof startSubmitting>> | undefined;
try {
  await boss.start();
  const db = bench.database.db;
  const setting = {
    ...newEmailSetting(),
    to_addresses: [{ to_address: 'meldingen@example.nl' }],
    from_name: 'Meldpunt $veld0$',
    email_subject: 'Melding $registration_serial_number$ $veld3$',
    email_content_mode: 'auto',
    attachment_filename: 'melding_$registration_serial_number$',
  };
  const { user, form } = await createBenchForm(bench, {
    emailSettings: [setting],
    credits: TOTAL + 10,
  });

  if (WORKER_PROCESS)
    worker = await startWorkerProcess({
      url: bench.url,
      smtpUrl,
      filesDir: bench.filesDir,
      nice: WORKER_NICE,
    });
  else
    await startDeliveryWorkers(boss, {
      db,
      mailer,
      storage: bench.storage,
      log: pino({ level: 'warn' }),
      queueRetry: queueDeliveryRetry,
      // As the server's worker makes them: the PDF with the message, in the document sandbox.
      renderPdf: PDF_WITH_MESSAGE,
    });

  submitting = await startSubmitting(bench, user, form.uuid);
  await submitting.submitMany(0, WARM_UP);
  const started = performance.now();
  await submitting.submitMany(WARM_UP, N);
  const submitted = performance.now();
  const submitS = (submitted - started) / 1000;
  const sentAtLastSubmit = (await sinkCounts()).reduce((a, b) => a + b, 0);
  console.log(
    `after-send bench: ${N} registrations (after ${WARM_UP} to warm up), one e-mail each (tokens, auto content, PDF)`,
  );
  console.log(
    `  submits: ${submitS.toFixed(1)} s, ${(N / submitS).toFixed(0)}/s while the worker ran${WORKER_PROCESS ? ` (own process, nice ${WORKER_NICE})` : ' (same process)'} (target >= ${SUBMIT_TARGET_PER_S}/s); ${sentAtLastSubmit} mails sent by then`,
  );

  const count = async () => {
    const { rows } = await db.execute<{ sent: number; other: number }>(
      sql`select count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status <> 'sent')::int as other from registration_deliveries`,
    );
    return rows[0] ?? { sent: 0, other: 0 };
  };
  for (;;) {
    const { sent } = await count();
    if (sent >= TOTAL) break;
    if (performance.now() - submitted > 15 * 60_000)
      throw new Error(`stuck at ${sent} of ${TOTAL}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drainedS = (performance.now() - submitted) / 1000;
  const final = await count();
  const counts = await sinkCounts();
  const twice = counts.filter((n) => n > 1).length;

  console.log(
    `  drained ${drainedS.toFixed(1)} s after the last submit (target <= ${DRAIN_TARGET_S} s); total ${((performance.now() - started) / 1000).toFixed(1)} s, ${(N / ((performance.now() - started) / 1000)).toFixed(0)} mails/s since the measured submits began`,
  );
  console.log(
    `  deliveries sent ${final.sent}, other ${final.other}; distinct mails ${counts.length}, sent twice ${twice}`,
  );
  if (counts.length !== TOTAL || twice > 0 || final.sent !== TOTAL) {
    console.log('  FAILED: not every mail delivered exactly once');
    process.exitCode = 1;
  }
} finally {
  await worker?.stop();
  await submitting?.close();
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  mailer.close();
  await closeDocumentSandbox();
  await bench.stop();
  sinkWorker.postMessage('close');
  await new Promise((resolve) => sinkWorker.once('exit', resolve));
}
