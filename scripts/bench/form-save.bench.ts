/**
 * Benchmark (not a test): saves a form of 2,000 elements through the real form service
 * (`updateForm`: parse, editor validation, rules check, conditional UPDATE and revision insert)
 * on a real PostgreSQL, and prints the median and 95th percentile of one save. Target: < 200 ms.
 * Uses DATABASE_URL's server when set (a scratch database is created and dropped), else an
 * embedded cluster with default durability in the system temp folder.
 * Run: npm run bench:form-save
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase } from '../../apps/server/src/db/database-url';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { clients, folders, memberships, users } from '../../apps/server/src/db/schema';
import { createForm, updateForm } from '../../apps/server/src/modules/forms/forms.service';

const ELEMENTS = 2000;
const SAVES = 30;
const WARMUP = 3;
const TARGET_MS = 200;

/** A realistic mix: text fields, choices with options, numbers and a calculation per 10. */
function schema(): unknown[] {
  return Array.from({ length: ELEMENTS }, (_, i) => {
    const base = { uuid: randomUUID(), name: `veld${i}`, label: `Veld ${i}`, help: 'Toelichting' };
    switch (i % 10) {
      case 0:
        return { ...base, elementType: 'header', component: 'h3' };
      case 1:
      case 2:
        return {
          ...base,
          elementType: 'select',
          options: ['a', 'b', 'c', 'd'].map((v) => ({ label: `Optie ${v}`, value: v })),
        };
      case 3:
        return {
          ...base,
          elementType: 'number',
          validation: [
            ['min', 0],
            ['max', 100],
          ],
        };
      case 4:
        return { ...base, elementType: 'calculation', formula: `$veld${i - 1}$ * 2` };
      default:
        return { ...base, elementType: 'text', validation: [['required', true]] };
    }
  });
}

const clusterDir = join(tmpdir(), `eform-bench-pg-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(clusterDir, 'postgres') });
const serverUrl = process.env.DATABASE_URL ?? embedded?.connectionString ?? '';
const url = await ensureDatabase(serverUrl, `eform_bench_${process.pid}`);
const database = createDatabase(url, { max: 4 });
try {
  await runMigrations(database.pool);
  const db = database.db;
  const [client] = await db.insert(clients).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({ email: `bench-${randomUUID().slice(0, 8)}@example.nl`, globalRoles: [] })
    .returning();
  if (!client || !user) throw new Error('setup failed');
  await db
    .insert(memberships)
    .values({ userId: user.id, clientId: client.id, roles: ['form_manager'] });
  const [folder] = await db
    .insert(folders)
    .values({ clientId: client.id, name: 'Bench' })
    .returning();
  if (!folder) throw new Error('setup failed');
  const auth = { sessionId: 0, user: { ...user, globalRoles: [] as string[] } };
  const body = schema();
  const bytes = Buffer.byteLength(JSON.stringify(body));

  const created = await createForm(db, auth, {
    name: 'Bench',
    folderId: folder.id,
    type: 'default',
    schema: body,
  });
  let revision = created.form.revision;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + SAVES; i++) {
    const start = performance.now();
    const saved = await updateForm(db, auth, created.form.uuid, {
      revision_id: revision,
      form_name: `Bench ${i}`,
      folder_id: folder.id,
      form_type: 'default',
      schema: body,
      rules: [],
      settings: {},
      email_settings: [],
      webhook_integrations: [],
      form_settings: {},
      form_summary: '',
      registrationNameToken: '',
    });
    const ms = performance.now() - start;
    revision = saved.form.revision;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.ceil(times.length * 0.95) - 1] ?? 0;
  process.stdout.write(
    `form save, ${ELEMENTS} elements (${(bytes / 1024).toFixed(0)} KB JSON), ${SAVES} saves: ` +
      `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms ` +
      `(target < ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'})\n`,
  );
} finally {
  await database.close();
  if (embedded) {
    await embedded.stop();
    await rm(clusterDir, { recursive: true, force: true });
  }
}
