/**
 * Benchmark (not a test): does the server keep answering while the hardest documents render
 * (issue 29, finding 3)? The server runs as `npm start` runs it: the bundle (built here with
 * buildServerBundle, as scripts/build-server.ts builds dist/main.mjs) in a process of its own with
 * SERVER_ROLE=all, so the after-send worker shares the API's process; PostgreSQL is an embedded
 * cluster (DATABASE_URL's server when set). BENCH_N registrations (default 12) of the hardest form
 * are submitted two at a time, each mailed with its registration PDF to an SMTP sink: five
 * textareas just under the textarea limit, 200 more fields, a subform table of 300 rows, two
 * photos (noisy PNGs, stored as files and read for the PDF) and a signature. Meanwhile `GET
 * /health` is asked every 50 ms; its p50, p99 and max latency are reported while the submits run
 * and while only the PDFs render after them. Target: max < 100 ms while the documents render.
 * First, for BENCH_IDLE_S seconds (default 10), the same probe runs against the idle server: the
 * floor the machine itself sets (on a shared, loaded machine the OS alone delays a process by
 * tens of milliseconds now and then; compare the phases with it). The server also records each
 * stall of its event loop over 40 ms with the CPU time its process used meanwhile
 * (loop-stalls.mjs): the longest stall while the documents render, and the longest in which the
 * process kept a core busy (its own work, not a wait for a core), tell the two apart.
 * Run: npm run bench:documents (BENCH_N=4 for a short run)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import { ZSchema } from '@eform/core/elements';
import { newEmailSetting } from '@eform/core/email';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase } from '../../apps/server/src/db/database-url';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import {
  clients,
  folders,
  formAccess,
  formRevisions,
  forms,
  memberships,
  users,
} from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { addCreditEntry } from '../../apps/server/src/modules/credits/credits.service';
import { buildServerBundle } from '../build-server';

const N = Number(process.env.BENCH_N ?? 12);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 10);
const SUBMIT_CONCURRENCY = 2;
const PROBE_EVERY_MS = 50;
const TARGET_MAX_MS = 100;
/** Just under core's TEXTAREA_VALUE_MAX_LENGTH (100,000): the longest text a filler may send. */
const TEXTAREA_LENGTH = 99_000;
const TEXTAREAS = 5;
const TEXT_FIELDS = 200;
const TEXT_LENGTH = 900;
const SUBFORM_ROWS = 300;
const PHOTO_SIZE = { width: 1000, height: 750 };
const PASSWORD = 'bench-wachtwoord-123';
const SERVER = fileURLToPath(new URL('../../apps/server/', import.meta.url));

// The SMTP sink in a worker thread (a mail server on another machine): counts the mails.
const SINK_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { SMTPServer } = require('smtp-server');
let count = 0;
const sink = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false, size: 200 * 1024 * 1024,
  onData(stream, _session, callback) { stream.resume(); stream.on('end', () => { count++; callback(); }); },
});
sink.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: sink.server.address().port }));
parentPort.on('message', (order) => {
  if (order === 'close') sink.close(() => parentPort.close());
  else parentPort.postMessage({ count });
});
`;

/** A PNG of random pixels: it compresses to nothing, as a photo's pixels hardly do. */
function noisyPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const pixels = randomBytes(width * 3 * height);
  for (let y = 0; y < height; y++) {
    pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WORDS = 'melding boom losse tegel lantaarnpaal gemeente straat graffiti bankje'.split(' ');
function prose(length: number, seed: number): string {
  let text = '';
  for (let i = seed; text.length < length; i++) {
    text += WORDS[i % WORDS.length] + (i % 97 === 0 ? '.\n\n' : i % 13 === 0 ? '. ' : ' ');
  }
  return text.slice(0, length);
}

function schema(): unknown[] {
  const uuid = () => randomUUID();
  return [
    ...Array.from({ length: TEXTAREAS }, (_, i) => ({
      uuid: uuid(),
      name: `lang${i}`,
      label: `Toelichting ${i + 1}`,
      elementType: 'textarea',
    })),
    ...Array.from({ length: TEXT_FIELDS }, (_, i) => ({
      uuid: uuid(),
      name: `veld${i}`,
      label: `Veld ${i + 1}`,
      elementType: 'text',
    })),
    {
      uuid: uuid(),
      name: 'bomen',
      label: 'Bomen',
      elementType: 'subform',
      subform: {
        schema: ['soort', 'hoogte', 'staat', 'plek', 'opmerking', 'datum'].map((name) => ({
          uuid: uuid(),
          name,
          label: name,
          elementType: 'text',
        })),
      },
    },
    { uuid: uuid(), name: 'foto', label: "Foto's", elementType: 'image' },
    { uuid: uuid(), name: 'handtekening', label: 'Handtekening', elementType: 'signature' },
  ];
}

function values(i: number, photos: string[]): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      Array.from({ length: TEXTAREAS }, (_, t) => [`lang${t}`, prose(TEXTAREA_LENGTH, i + t)]),
    ),
    ...Object.fromEntries(
      Array.from({ length: TEXT_FIELDS }, (_, f) => [`veld${f}`, prose(TEXT_LENGTH, i + f)]),
    ),
    bomen: Array.from({ length: SUBFORM_ROWS }, (_, r) => ({
      soort: `Eik ${r + 1}`,
      hoogte: String(r % 30),
      staat: 'matig, takken hangen over het fietspad',
      plek: `Dorpsstraat ${r + 1}`,
      opmerking: prose(120, r),
      datum: '2026-03-04',
    })),
    foto: photos.map((base64, p) => ({ name: `foto${p + 1}.png`, base64 })),
    handtekening: { name: 'handtekening.png', base64: photos[0] },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
function latencies(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  return `${samples.length} probes: p50 ${f(percentile(sorted, 50))}, p99 ${f(percentile(sorted, 99))}, max ${f(sorted.at(-1) ?? 0)}`;
}

/** The state and parent of a process ('Z' for a zombie); undefined when it is gone. */
function processStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** The living child processes of `parent` (the server's document children). */
const childrenOf = (parent: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => processStat(pid)?.ppid === parent);
const alive = (pid: number) => (processStat(pid)?.state ?? 'Z') !== 'Z';

const sinkWorker = new Worker(SINK_SOURCE, { eval: true });
const smtpPort = await new Promise<number>((resolve) =>
  sinkWorker.once('message', (answer: { port: number }) => resolve(answer.port)),
);
const mailsSent = () =>
  new Promise<number>((resolve) => {
    sinkWorker.once('message', (answer: { count: number }) => resolve(answer.count));
    sinkWorker.postMessage('count');
  });

const workDir = join(tmpdir(), `eform-bench-documents-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
const url = await ensureDatabase(
  process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
  `eform_bench_documents_${process.pid}`,
);
const database = createDatabase(url, { max: 4 });
let server: ChildProcess | undefined;
const bundle = join(SERVER, 'dist', 'bench-documents.mjs');
const stallsFile = join(tmpdir(), `eform-bench-documents-stalls-${process.pid}.json`);
/** The server's loop stalls while the documents rendered (set when the run got there). */
let renderWindow: { from: number; to: number } | undefined;
try {
  await runMigrations(database.pool);
  const db = database.db;
  const [client] = await db.insert(clients).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${randomUUID().slice(0, 8)}@example.nl`,
      displayName: 'Bench',
      passwordHash: await hashPassword(PASSWORD),
      globalRoles: [],
    })
    .returning();
  if (!client || !user) throw new Error('setup failed');
  await db.insert(memberships).values({ userId: user.id, clientId: client.id, roles: [] });
  const [folder] = await db
    .insert(folders)
    .values({ clientId: client.id, name: 'Bench' })
    .returning();
  const setting = {
    ...newEmailSetting(),
    to_addresses: [{ to_address: 'meldingen@example.nl' }],
    email_subject: 'Melding $registration_serial_number$',
    email_content_mode: 'auto',
    email_add_attachment_registration_pdf: true,
  };
  const formSchema = ZSchema.parse(schema());
  const [form] = await db
    .insert(forms)
    .values({
      clientId: client.id,
      folderId: folder?.id ?? null,
      name: 'Zwaarste melding',
      schema: formSchema,
      emailSettings: [setting],
      publishedAt: new Date(),
    })
    .returning();
  if (!form) throw new Error('setup failed');
  await db.insert(formRevisions).values({
    clientId: client.id,
    formId: form.id,
    revision: 1,
    content: { schema: form.schema, rules: [] },
  });
  await db.insert(formAccess).values({ clientId: client.id, formId: form.id, userId: user.id });
  await addCreditEntry(db, client.id, { name: 'Bench', total: N + 10, expiresAt: null });

  // As `npm start`: the bundle (and its document-worker.mjs, when the build makes one), plain node.
  await buildServerBundle(join(SERVER, 'src/main.ts'), bundle);
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  // BENCH_NODE_FLAGS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof): for the server's process.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const stallsPreload = new URL('./loop-stalls.mjs', import.meta.url).href;
  server = spawn(
    process.execPath,
    ['--enable-source-maps', '--import', stallsPreload, ...flags, bundle],
    {
      cwd: SERVER,
      env: {
        ...process.env,
        SERVER_ROLE: 'all',
        DATABASE_URL: url,
        DATA_DIR: workDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SEED_DEMO: '0',
        ADMIN_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
        BENCH_STALLS_FILE: stallsFile,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const started = server;
  await new Promise<void>((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    const poll = () =>
      fetch(`${address}/health`).then(
        (answer) => (answer.ok ? resolve() : setTimeout(poll, 100)),
        () => setTimeout(poll, 100),
      );
    poll();
  });
  const login = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: PASSWORD }),
  });
  const apiKey = ((await login.json()) as { api_key: string }).api_key;
  const photoBytes = noisyPng(PHOTO_SIZE.width, PHOTO_SIZE.height);
  const photos = [0, 1].map(
    (p) =>
      `data:image/png;base64,${Buffer.concat([photoBytes, Buffer.from([p])]).toString('base64')}`,
  );
  const submit = async (i: number) => {
    const body = JSON.stringify({
      form_id: form.uuid,
      fill_token: randomUUID(),
      values: values(i, photos),
    });
    const answer = await fetch(`${address}/api/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': apiKey },
      body,
    });
    if (!answer.ok) throw new Error(`submit answered ${answer.status}: ${await answer.text()}`);
    return body.length;
  };

  // /health every 50 ms, one at a time, in whichever phase runs.
  const phases = { idle: [] as number[], submits: [] as number[], rendering: [] as number[] };
  let phase: keyof typeof phases | undefined = 'idle';
  const probing = (async () => {
    while (phase) {
      const at = performance.now();
      const answer = await fetch(`${address}/health`);
      await answer.arrayBuffer();
      const took = performance.now() - at;
      phases[phase]?.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - took)));
    }
  })();

  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  phase = 'submits';
  const start = performance.now();
  let next = 0;
  let bodyBytes = 0;
  await Promise.all(
    Array.from({ length: SUBMIT_CONCURRENCY }, async () => {
      while (next < N) bodyBytes += await submit(next++);
    }),
  );
  const submitted = performance.now();
  phase = 'rendering';
  const settled = async () => {
    const { rows } = await db.execute<{ sent: number; failed: number; noted: number }>(
      sql`select count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where reason is not null)::int as noted from registration_deliveries`,
    );
    return rows[0] ?? { sent: 0, failed: 0, noted: 0 };
  };
  let counts = await settled();
  while (counts.sent + counts.failed < N) {
    if (performance.now() - submitted > 15 * 60_000) throw new Error('deliveries stuck');
    await new Promise((resolve) => setTimeout(resolve, 250));
    counts = await settled();
  }
  const done = performance.now();
  phase = undefined;
  await probing;

  console.log(
    `documents bench: ${N} registrations of the hardest form (${TEXTAREAS} textareas of ${TEXTAREA_LENGTH.toLocaleString('en')} characters, ${TEXT_FIELDS} text fields, a subform of ${SUBFORM_ROWS} rows, 2 photos of ${PHOTO_SIZE.width}x${PHOTO_SIZE.height}, a signature), ${(bodyBytes / N / 1e6).toFixed(1)} MB per submit; SERVER_ROLE=all, bundled`,
  );
  console.log(
    `  submits ${((submitted - start) / 1000).toFixed(1)} s; all mailed ${((done - start) / 1000).toFixed(1)} s after the first (${((done - start) / N / 1000).toFixed(2)} s per registration); deliveries sent ${counts.sent}, failed ${counts.failed}, with a reason ${counts.noted}; mails at the sink ${await mailsSent()}`,
  );
  console.log(`  /health while the server idles (the machine's floor): ${latencies(phases.idle)}`);
  console.log(`  /health while submitting: ${latencies(phases.submits)}`);
  console.log(
    `  /health while only documents render: ${latencies(phases.rendering)} (target max < ${TARGET_MAX_MS} ms)`,
  );
  const all = [...phases.idle, ...phases.submits, ...phases.rendering];
  renderWindow = {
    from: performance.timeOrigin + submitted,
    to: performance.timeOrigin + done,
  };
  console.log(`  /health over the whole run: ${latencies(all)}`);
  if (Math.max(...phases.rendering) >= TARGET_MAX_MS) process.exitCode = 1;
} finally {
  if (server?.pid && server.exitCode === null) {
    const children = childrenOf(server.pid);
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    const left = children.filter(alive);
    console.log(
      `  the server's child processes: ${children.length}; left after it stopped: ${left.length}`,
    );
  }
  if (renderWindow && existsSync(stallsFile)) {
    const { from, to } = renderWindow;
    type TStall = { at: number; ms: number; cpuMs: number };
    const stalls = (JSON.parse(readFileSync(stallsFile, 'utf8')) as TStall[]).filter(
      (stall) => stall.at >= from && stall.at <= to,
    );
    const longest = (list: TStall[]) =>
      list.reduce<TStall | undefined>((a, b) => (a && a.ms >= b.ms ? a : b), undefined);
    const show = (stall: TStall | undefined) =>
      stall ? `${stall.ms.toFixed(0)} ms (process CPU ${stall.cpuMs.toFixed(0)} ms)` : 'none';
    // Busy: the process used a core for most of the stall (its own code or its GC).
    const busy = stalls.filter((stall) => stall.cpuMs >= 0.8 * stall.ms);
    console.log(
      `  server loop stalls over 40 ms while documents render: ${stalls.length}; longest ${show(longest(stalls))}; longest with a core busy ${show(longest(busy))}`,
    );
  }
  await rm(stallsFile, { force: true });
  await database.close();
  await embedded?.stop();
  await rm(workDir, { recursive: true, force: true });
  sinkWorker.postMessage('close');
  await new Promise((resolve) => sinkWorker.once('exit', resolve));
}
