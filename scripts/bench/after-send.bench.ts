/**
 * Benchmark (not a test): the after-send pipeline (issue 20). BENCH_N registrations (default
 * 10,000) of a 20-field form are submitted over HTTP at concurrency 16 while the after-send
 * worker runs; the form has one e-mail setting with tokens in subject and from name, auto content
 * and the registration PDF, sent to a local SMTP sink (smtp-server). Reports the submit rate while
 * the worker runs, the time to drain (every delivery sent) after the last submit, and checks that
 * every mail arrived exactly once. Targets: drained within 2 minutes of the last submit; submit
 * rate >= 1,500/s. The HTTP server and the worker share this process (one event loop), as they
 * do on one app server.
 * Uses DATABASE_URL's server when set (a scratch database is created), else an embedded cluster
 * in the system temp folder.
 * Run: npm run bench:after-send (BENCH_N=1000 for a short run)
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ZSchema } from '@eform/core/elements';
import { newEmailSetting } from '@eform/core/email';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../apps/server/src/app';
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
import { BOSS_SCHEMA } from '../../apps/server/src/jobs/boss';
import { registerDeliveryJobs } from '../../apps/server/src/jobs/registration-deliveries.job';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { addCreditEntry } from '../../apps/server/src/modules/credits/credits.service';
import { queueDeliveryRetry } from '../../apps/server/src/modules/deliveries';
import { renderRegistrationPdf } from '../../apps/server/src/modules/documents';
import { createLocalDiskStorage } from '../../apps/server/src/storage/local-disk-storage';
import { CONCURRENCY, pool, values } from './submit-shared';

const N = Number(process.env.BENCH_N ?? 10_000);
const DRAIN_TARGET_S = 120;
const SUBMIT_TARGET_PER_S = 1500;
const PASSWORD = 'bench-wachtwoord-123';

function schema(): unknown[] {
  return Array.from({ length: 20 }, (_, i) => {
    const base = { uuid: randomUUID(), name: `veld${i}`, label: `Veld ${i}` };
    if (i % 5 === 1) {
      return {
        ...base,
        elementType: 'select',
        options: ['a', 'b', 'c'].map((v) => ({ label: v, value: v })),
      };
    }
    if (i % 5 === 2) return { ...base, elementType: 'number', validation: [['min', 0]] };
    if (i === 19) return { ...base, elementType: 'calculation', formula: '$veld2$ * 2' };
    return { ...base, elementType: 'text', validation: [['required', true]] };
  });
}

// The SMTP sink: counts messages per subject (each subject names one registration).
const perSubject = new Map<string, number>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4000) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
      perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpPort = (sink.server.address() as AddressInfo).port;

const clusterDir = join(tmpdir(), `eform-bench-after-send-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(clusterDir, 'postgres') });
const serverUrl = process.env.DATABASE_URL ?? embedded?.connectionString ?? '';
const url = await ensureDatabase(serverUrl, `eform_bench_after_send_${process.pid}`);
const database = createDatabase(url, { max: CONCURRENCY + 8 });
const storage = createLocalDiskStorage(join(clusterDir, 'files'));
const app = await buildApp({ db: database.db, webDistDir: '/nonexistent', storage });
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 4 });
const mailer = createMailer({
  from: 'eform@example.nl',
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  outboxDir: '/nonexistent',
});
try {
  await runMigrations(database.pool);
  await boss.start();
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
    from_name: 'Meldpunt $veld0$',
    email_subject: 'Melding $registration_serial_number$ $veld3$',
    email_content_mode: 'auto',
    attachment_filename: 'melding_$registration_serial_number$',
  };
  const [form] = await db
    .insert(forms)
    .values({
      clientId: client.id,
      folderId: folder?.id ?? null,
      name: 'Bench',
      schema: ZSchema.parse(schema()),
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

  await registerDeliveryJobs(boss, {
    db,
    mailer,
    storage,
    log: pino({ level: 'warn' }),
    queueRetry: queueDeliveryRetry,
    renderPdf: renderRegistrationPdf,
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const loginResponse = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: PASSWORD }),
  });
  const apiKey = ((await loginResponse.json()) as { api_key: string }).api_key;

  const started = performance.now();
  await pool(N, async (i) => {
    const response = await fetch(`${address}/api/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': apiKey },
      body: JSON.stringify({ form_id: form.uuid, fill_token: randomUUID(), values: values(i) }),
    });
    if (response.status !== 200) throw new Error(`submit ${i}: ${response.status}`);
    await response.arrayBuffer();
  });
  const submitted = performance.now();
  const submitS = (submitted - started) / 1000;
  const sentAtLastSubmit = [...perSubject.values()].reduce((a, b) => a + b, 0);

  const count = async () => {
    const { rows } = await db.execute<{ sent: number; other: number }>(
      sql`select count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status <> 'sent')::int as other from registration_deliveries`,
    );
    return rows[0] ?? { sent: 0, other: 0 };
  };
  for (;;) {
    const { sent } = await count();
    if (sent >= N) break;
    if (performance.now() - submitted > 15 * 60_000) throw new Error(`stuck at ${sent} of ${N}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drainedS = (performance.now() - submitted) / 1000;
  const final = await count();
  const twice = [...perSubject.values()].filter((n) => n > 1).length;

  console.log(`after-send bench: ${N} registrations, one e-mail each (tokens, auto content, PDF)`);
  console.log(
    `  submits: ${submitS.toFixed(1)} s, ${(N / submitS).toFixed(0)}/s while the worker ran (target >= ${SUBMIT_TARGET_PER_S}/s); ${sentAtLastSubmit} mails sent by then`,
  );
  console.log(
    `  drained ${drainedS.toFixed(1)} s after the last submit (target <= ${DRAIN_TARGET_S} s); total ${((performance.now() - started) / 1000).toFixed(1)} s, ${(N / ((performance.now() - started) / 1000)).toFixed(0)} mails/s`,
  );
  console.log(
    `  deliveries sent ${final.sent}, other ${final.other}; distinct mails ${perSubject.size}, sent twice ${twice}`,
  );
  if (perSubject.size !== N || twice > 0 || final.sent !== N) {
    console.log('  FAILED: not every mail delivered exactly once');
    process.exitCode = 1;
  }
} finally {
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  mailer.close();
  await app.close();
  await database.close();
  await embedded?.stop();
  await rm(clusterDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => sink.close(() => resolve()));
}
