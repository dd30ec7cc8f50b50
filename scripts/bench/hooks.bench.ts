/**
 * Benchmark (not a test): the hook pipeline (issue 31). BENCH_N registrations (default 10,000)
 * of a 20-field form with one post-to-url hook are submitted over HTTP at concurrency 16 while
 * the after-send worker runs in a child process of its own (as SERVER_ROLE=worker runs it, at
 * nice BENCH_WORKER_NICE, default 10): each 'registration.sent' round makes the hook's delivery,
 * whose 'registration.hook' job posts the signed payload to a local receiver (node:http on
 * 127.0.0.1 in a worker thread, let through by OUTBOUND_ALLOW, answering 200). The receiver
 * checks every signature and counts each idempotency key. Reports the submit rate, the time to
 * drain (every delivery 'success') after the last submit, and whether every delivery arrived
 * exactly once. Targets: submits >= 1,500/s; drained within 2 minutes of the last submit.
 * The first WARM_UP submits are not measured (their hooks count).
 * Uses DATABASE_URL's server when set (a scratch database is created), else an embedded cluster
 * in the system temp folder.
 * Run: npm run bench:hooks (BENCH_N=1000 for a short run; BENCH_WORKER_NICE=19)
 */

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { hookSecrets } from '../../apps/server/src/db/schema';
import { newSigningSecret } from '../../apps/server/src/modules/integrations/form-hooks.service';
import {
  createBenchForm,
  startBenchDatabase,
  startSubmitting,
  startWorkerProcess,
} from './after-send-setup';

const N = Number(process.env.BENCH_N ?? 10_000);
/** Submits before the measured ones, so the JIT has compiled the hot paths (they post too). */
const WARM_UP = 500;
const TOTAL = N + WARM_UP;
const DRAIN_TARGET_S = 120;
const SUBMIT_TARGET_PER_S = 1500;
/** The worker process's CPU priority (BENCH_WORKER_NICE, 0-19; default 10). */
const WORKER_NICE = Number(process.env.BENCH_WORKER_NICE ?? 10);

// The receiver runs in a worker thread (its own event loop, as a receiving system on another
// machine would): it checks each request's signature, counts its idempotency key, answers 200,
// and answers its counts when asked. Plain JavaScript: the worker needs no TypeScript loader.
const RECEIVER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const { createHmac } = require('node:crypto');
const perKey = new Map();
let badSignatures = 0;
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const stamp = request.headers['x-eform-timestamp'];
    const expected = 'sha256=' + createHmac('sha256', workerData.secret).update(stamp + '.' + body).digest('hex');
    if (request.headers['x-eform-signature'] !== expected) badSignatures++;
    const key = String(request.headers['idempotency-key']);
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (order) => {
  if (order === 'close') server.close(() => parentPort.close());
  else parentPort.postMessage({ counts: [...perKey.values()], badSignatures });
});
`;

const secret = newSigningSecret();
const receiver = new Worker(RECEIVER_SOURCE, { eval: true, workerData: { secret } });
const receiverPort = await new Promise<number>((resolve) =>
  receiver.once('message', (answer: { port: number }) => resolve(answer.port)),
);
/** The receiver's requests per idempotency key, and how many were not signed right. */
const receiverCounts = () =>
  new Promise<{ counts: number[]; badSignatures: number }>((resolve) => {
    receiver.once('message', resolve);
    receiver.postMessage('count');
  });

const bench = await startBenchDatabase('hooks');
let worker: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
let submitting: Awaited<ReturnType<typeof startSubmitting>> | undefined;
try {
  const db = bench.database.db;
  const hookId = randomUUID();
  const { client, user, form } = await createBenchForm(bench, {
    webhookIntegrations: [
      {
        hook_id: hookId,
        hook_name: 'Zaaksysteem',
        hook_type: 'post-to-url',
        hook_url: `http://127.0.0.1:${receiverPort}/eform`,
      },
    ],
    credits: TOTAL + 10,
  });
  await db
    .insert(hookSecrets)
    .values({ clientId: client.id, formId: form.id, hookId, signingSecret: secret });

  worker = await startWorkerProcess({
    url: bench.url,
    filesDir: bench.filesDir,
    nice: WORKER_NICE,
    outboundAllow: '127.0.0.1',
  });
  submitting = await startSubmitting(bench, user, form.uuid);
  await submitting.submitMany(0, WARM_UP);
  const started = performance.now();
  await submitting.submitMany(WARM_UP, N);
  const submitted = performance.now();
  const submitS = (submitted - started) / 1000;
  const postedAtLastSubmit = (await receiverCounts()).counts.length;
  console.log(
    `hooks bench: ${N} registrations (after ${WARM_UP} to warm up), one post-to-url hook each`,
  );
  console.log(
    `  submits: ${submitS.toFixed(1)} s, ${(N / submitS).toFixed(0)}/s while the worker ran (own process, nice ${WORKER_NICE}) (target >= ${SUBMIT_TARGET_PER_S}/s); ${postedAtLastSubmit} hooks delivered by then`,
  );

  const count = async () => {
    const { rows } = await db.execute<{ success: number; other: number }>(
      sql`select count(*) filter (where status = 'success')::int as success,
        count(*) filter (where status <> 'success')::int as other from hook_deliveries`,
    );
    return rows[0] ?? { success: 0, other: 0 };
  };
  for (;;) {
    const { success } = await count();
    if (success >= TOTAL) break;
    if (performance.now() - submitted > 15 * 60_000) {
      throw new Error(`stuck at ${success} of ${TOTAL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drainedS = (performance.now() - submitted) / 1000;
  const final = await count();
  const { counts, badSignatures } = await receiverCounts();
  const twice = counts.filter((n) => n > 1).length;
  const totalS = (performance.now() - started) / 1000;
  console.log(
    `  drained ${drainedS.toFixed(1)} s after the last submit (target <= ${DRAIN_TARGET_S} s); total ${totalS.toFixed(1)} s, ${(N / totalS).toFixed(0)} hooks/s since the measured submits began`,
  );
  console.log(
    `  deliveries success ${final.success}, other ${final.other}; distinct idempotency keys ${counts.length}, received twice ${twice}, bad signatures ${badSignatures}`,
  );
  if (counts.length !== TOTAL || twice > 0 || final.success !== TOTAL || badSignatures > 0) {
    console.log('  FAILED: not every delivery arrived exactly once, signed');
    process.exitCode = 1;
  }
} finally {
  await worker?.stop();
  await submitting?.close();
  await bench.stop();
  receiver.postMessage('close');
  await new Promise((resolve) => receiver.once('exit', resolve));
}
