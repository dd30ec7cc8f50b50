import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZForm } from '@eform/core/api';
import { ZRetentionPreview } from '@eform/core/api/forms-admin';
import { RETENTION_BATCH_SIZE } from '@eform/core/constants';
import { ts } from '@eform/core/messages/server-only';
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { auditLog, files, forms, registrations, savedRegistrations } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { download, insertManyRegistrations, startExport } from '../exports/exports.test-support';
import { insertFile } from '../files/files.repository';
import { RETENTION_QUEUE, registerRetentionJob, runRetention } from '.';
import { createRegistration } from './registrations.test-support';

// Retention per form (issue 34), driven by a fake clock: `now` is handed to the run and the
// preview, never waited for.

const dir = await mkdtemp(join(tmpdir(), 'eform-retention-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const storage = createLocalDiskStorage(dir);
const { app, db, url } = await getTestServer({ storage });

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const longAgo = new Date(NOW.getTime() - 400 * DAY);

const client = await createClient(db);
const folder = await createFolder(db, client);
const manager = await createUser(db, { client, roles: ['form_manager'] });
const reader = await createUser(db, { client, roles: ['form_view_registrations'] });
const filler = await createUser(db, { client });
const otherClient = await createClient(db);
const outsider = await createUser(db, { client: otherClient, roles: ['client_manager'] });
const keys = {
  manager: await login(app, manager),
  reader: await login(app, reader),
  outsider: await login(app, outsider),
};

type TRetention = {
  sent: { amount: number; unit: 'days' | 'months' } | null;
  drafts_days: number | null;
};
type TFormRow = Awaited<ReturnType<typeof createForm>>;

async function formWith(retention: TRetention | undefined, owner = client) {
  const ownerFolder = owner === client ? folder : await createFolder(db, owner);
  return createForm(db, owner, ownerFolder, retention ? { settings: { retention } } : {});
}

/** A registration with one stored file of its own bytes. */
async function withFile(form: TFormRow, values: Partial<typeof registrations.$inferInsert>) {
  const row = await createRegistration(db, form, values);
  const stored = await storage.put(Buffer.from(`bytes of ${row.uuid}`));
  // Bytes put long ago (a put in the last hour is kept: an upload may be in flight).
  await utimes(join(dir, stored.key.slice(0, 2), stored.key), longAgo, longAgo);
  const file = await insertFile(db, {
    clientId: form.clientId,
    formId: form.id,
    uploadedBy: null,
    sha256: stored.key,
    size: stored.size,
    mimeType: 'text/plain',
    filename: 'bijlage.txt',
  });
  await db.update(files).set({ registrationId: row.id }).where(eq(files.id, file.id));
  return { row, file, key: stored.key };
}

async function saved(
  form: TFormRow,
  token: string,
  updatedAt: Date,
  deletedAt: Date | null = null,
) {
  await db.insert(savedRegistrations).values({
    clientId: form.clientId,
    userId: filler.id,
    fillToken: token,
    formId: form.id,
    schema: [],
    values: { omschrijving: 'opgeslagen' },
    updatedAt,
    deletedAt,
  });
}

const registrationExists = async (id: number) =>
  (await db.select().from(registrations).where(eq(registrations.id, id))).length === 1;
const savedTokens = async (form: TFormRow) =>
  (
    await db
      .select({ token: savedRegistrations.fillToken })
      .from(savedRegistrations)
      .where(eq(savedRegistrations.formId, form.id))
      .orderBy(savedRegistrations.fillToken)
  ).map((row) => row.token);

function preview(key: string, formUuid: string, query: string) {
  return callApi(app, key, 'GET', `/api/form/${formUuid}/retention-preview?${query}`);
}

describe('the retention run', () => {
  it('deletes sent registrations past the term with their files, and keeps newer ones', async () => {
    const form = await formWith({ sent: { amount: 30, unit: 'days' }, drafts_days: null });
    const old = await withFile(form, { registeredAt: daysAgo(31) });
    const oldTrashed = await withFile(form, { registeredAt: daysAgo(40), deletedAt: daysAgo(1) });
    const recent = await withFile(form, { registeredAt: daysAgo(29) });
    // A draft is not a sent registration: the sent term leaves it alone, and there is no
    // drafts term.
    const draft = await createRegistration(db, form, {
      status: 'draft',
      registeredAt: daysAgo(300),
      updatedAt: daysAgo(300),
    });

    const run = await runRetention(db, storage, NOW);

    expect(run.forms.find((f) => f.form_id === form.id)).toEqual({
      client_id: client.id,
      form_id: form.id,
      sent: 2,
      drafts: 0,
      saved: 0,
      files: 2,
    });
    for (const gone of [old, oldTrashed]) {
      expect(await registrationExists(gone.row.id)).toBe(false);
      expect(await db.select().from(files).where(eq(files.id, gone.file.id))).toEqual([]);
      expect(await storage.exists(gone.key)).toBe(false);
    }
    expect(await registrationExists(recent.row.id)).toBe(true);
    expect(await storage.exists(recent.key)).toBe(true);
    expect(await registrationExists(draft.id)).toBe(true);

    // The audit log holds the deletion: by the daily run (no user), with its counts.
    const logged = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.formId, form.id)));
    expect(logged).toMatchObject([
      {
        action: 'registration.delete',
        userId: null,
        objectType: 'form',
        objectId: String(form.id),
        details: { reason: 'retention', sent: 2, drafts: 0, saved: 0, files: 2 },
      },
    ]);

    // Safe to run again: nothing is left to delete, and nothing more is logged.
    const again = await runRetention(db, storage, NOW);
    expect(again.forms.find((f) => f.form_id === form.id)).toMatchObject({ sent: 0, files: 0 });
    expect(
      await db.$count(
        auditLog,
        and(eq(auditLog.clientId, client.id), eq(auditLog.formId, form.id)),
      ),
    ).toBe(1);
  });

  it('counts a term in months as calendar months', async () => {
    const form = await formWith({ sent: { amount: 1, unit: 'months' }, drafts_days: null });
    // NOW is 15 June 12:00: one month back is 15 May 12:00.
    const before = await createRegistration(db, form, {
      registeredAt: new Date('2026-05-15T11:59:00Z'),
    });
    const after = await createRegistration(db, form, {
      registeredAt: new Date('2026-05-15T12:01:00Z'),
    });
    await runRetention(db, storage, NOW);
    expect(await registrationExists(before.id)).toBe(false);
    expect(await registrationExists(after.id)).toBe(true);
  });

  it('deletes drafts and saved registrations by their last change after drafts_days', async () => {
    const form = await formWith({ sent: null, drafts_days: 14 });
    const oldDraft = await withFile(form, {
      status: 'draft',
      registeredAt: daysAgo(20),
      updatedAt: daysAgo(15),
    });
    const touchedDraft = await createRegistration(db, form, {
      status: 'draft',
      registeredAt: daysAgo(100),
      updatedAt: daysAgo(13),
    });
    // No sent term: a sent registration of any age stays.
    const ancient = await createRegistration(db, form, { registeredAt: daysAgo(3000) });
    await saved(form, 'oud', daysAgo(15));
    await saved(form, 'recent', daysAgo(13));
    // A deletion mark holds no content; it is left to the sync's own pruning.
    await saved(form, 'verwijderd', daysAgo(20), daysAgo(19));

    const run = await runRetention(db, storage, NOW);

    expect(run.forms.find((f) => f.form_id === form.id)).toMatchObject({
      sent: 0,
      drafts: 1,
      saved: 1,
      files: 1,
    });
    expect(await registrationExists(oldDraft.row.id)).toBe(false);
    expect(await storage.exists(oldDraft.key)).toBe(false);
    expect(await registrationExists(touchedDraft.id)).toBe(true);
    expect(await registrationExists(ancient.id)).toBe(true);
    expect(await savedTokens(form)).toEqual(['recent', 'verwijderd']);
  });

  it('leaves forms without a term, other forms and other clients alone', async () => {
    const withTerm = await formWith({ sent: { amount: 1, unit: 'days' }, drafts_days: 1 });
    const off = await formWith({ sent: null, drafts_days: null });
    const never = await formWith(undefined);
    const foreign = await formWith(
      { sent: { amount: 5, unit: 'days' }, drafts_days: null },
      otherClient,
    );
    const kept = [
      await createRegistration(db, off, { registeredAt: daysAgo(500) }),
      await createRegistration(db, off, { status: 'draft', updatedAt: daysAgo(500) }),
      await createRegistration(db, never, { registeredAt: daysAgo(500) }),
      await createRegistration(db, foreign, { registeredAt: daysAgo(4) }),
    ];
    await saved(off, 'uit', daysAgo(500));
    const goneOne = await createRegistration(db, withTerm, { registeredAt: daysAgo(2) });

    const run = await runRetention(db, storage, NOW);

    for (const row of kept) expect(await registrationExists(row.id)).toBe(true);
    expect(await savedTokens(off)).toEqual(['uit']);
    expect(await registrationExists(goneOne.id)).toBe(false);
    const ran = run.forms.map((f) => f.form_id);
    expect(ran).not.toContain(off.id);
    expect(ran).not.toContain(never.id);
  });

  it('deletes more rows than one batch', async () => {
    const form = await formWith({ sent: { amount: 10, unit: 'days' }, drafts_days: null });
    const count = RETENTION_BATCH_SIZE * 2 + 3;
    await insertManyRegistrations(db, form, count);
    await db
      .update(registrations)
      .set({ registeredAt: daysAgo(11) })
      .where(eq(registrations.formId, form.id));

    const run = await runRetention(db, storage, NOW);

    expect(run.forms.find((f) => f.form_id === form.id)?.sent).toBe(count);
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .where(eq(registrations.formId, form.id));
    expect(left?.n).toBe(0);
  });
});

describe('GET /api/form/{form_id}/retention-preview', () => {
  it('counts what the next run deletes under that term, and the run then deletes as many', async () => {
    // The route counts at the real next run: dates from the real clock here.
    const realDaysAgo = (days: number) => new Date(Date.now() - days * DAY);
    const form = await formWith(undefined);
    await createRegistration(db, form, { registeredAt: realDaysAgo(10) });
    await createRegistration(db, form, { registeredAt: realDaysAgo(8), deletedAt: realDaysAgo(1) });
    await createRegistration(db, form, { registeredAt: realDaysAgo(5) });
    await createRegistration(db, form, { status: 'draft', updatedAt: realDaysAgo(4) });
    await createRegistration(db, form, { status: 'draft', updatedAt: realDaysAgo(1) });
    await saved(form, 'voorbeeld-oud', realDaysAgo(4));
    await saved(form, 'voorbeeld-nieuw', realDaysAgo(1));

    const response = await preview(
      keys.manager,
      form.uuid,
      'sent_amount=7&sent_unit=days&drafts_days=3',
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = ZRetentionPreview.parse(response.json());
    expect(answer).toMatchObject({ sent: 2, drafts: 1, saved: 1 });
    // Off (no term given): nothing.
    const none = ZRetentionPreview.parse((await preview(keys.manager, form.uuid, '')).json());
    expect(none).toMatchObject({ sent: 0, drafts: 0, saved: 0 });

    // The term saved, the run at next_run_at deletes what the preview counted.
    await db
      .update(forms)
      .set({ settings: { retention: { sent: { amount: 7, unit: 'days' }, drafts_days: 3 } } })
      .where(eq(forms.id, form.id));
    const nextRun = new Date(answer.next_run_at);
    expect(nextRun.getTime()).toBeGreaterThan(Date.now());
    const run = await runRetention(db, storage, nextRun);
    expect(run.forms.find((f) => f.form_id === form.id)).toMatchObject({
      sent: answer.sent,
      drafts: answer.drafts,
      saved: answer.saved,
    });
  });

  it("needs 'eform manage form edit' (403) on a form of the user's own client (404)", async () => {
    const form = await formWith(undefined);
    const refused = await preview(keys.reader, form.uuid, 'drafts_days=3');
    expect(refused.statusCode).toBe(403);
    const foreign = await preview(keys.outsider, form.uuid, 'drafts_days=3');
    expect(foreign.statusCode).toBe(404);
    expect((await preview('geen-sleutel', form.uuid, '')).statusCode).toBe(401);
  });

  it('names a bad term in its 400', async () => {
    const form = await formWith(undefined);
    const cases = [
      ['sent_amount=0', 'sent_amount'],
      ['sent_amount=3651', 'sent_amount'],
      ['sent_amount=5&sent_unit=weeks', 'sent_unit'],
      ['drafts_days=abc', 'drafts_days'],
    ] as const;
    for (const [query, field] of cases) {
      const response = await preview(keys.manager, form.uuid, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
  });
});

describe("the form's retention setting", () => {
  it('comes back from GET and a PATCH keeps it; a bad term is a 400 naming the field', async () => {
    const form = await formWith({ sent: { amount: 6, unit: 'months' }, drafts_days: 30 });
    const got = ZForm.parse(
      (await callApi(app, keys.manager, 'GET', `/api/form/${form.uuid}`)).json(),
    );
    expect(got.settings.retention).toEqual({
      sent: { amount: 6, unit: 'months' },
      drafts_days: 30,
    });

    const patched = await callApi(app, keys.manager, 'PATCH', `/api/form/${form.uuid}`, {
      ...got,
      settings: { ...got.settings, retention: { sent: null, drafts_days: 7 } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(ZForm.parse(patched.json()).settings.retention).toEqual({ sent: null, drafts_days: 7 });
    const [stored] = await db.select().from(forms).where(eq(forms.id, form.id));
    expect(stored?.settings.retention).toEqual({ sent: null, drafts_days: 7 });

    const again = ZForm.parse(
      (await callApi(app, keys.manager, 'GET', `/api/form/${form.uuid}`)).json(),
    );
    const bad = await callApi(app, keys.manager, 'PATCH', `/api/form/${form.uuid}`, {
      ...again,
      settings: {
        ...again.settings,
        retention: { sent: { amount: 0, unit: 'days' }, drafts_days: null },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      ts('server.error.fieldInvalid', { field: 'settings.retention.sent.amount' }),
    );
  });
});

describe('exports follow the retention terms', () => {
  it('leave out a registration past its term before the run deleted it', async () => {
    const form = await formWith({ sent: { amount: 30, unit: 'days' }, drafts_days: null });
    const now = Date.now();
    const past = await createRegistration(db, form, {
      registeredAt: new Date(now - 31 * DAY),
      values: { omschrijving: 'te oud' },
    });
    await createRegistration(db, form, {
      registeredAt: new Date(now - 29 * DAY),
      values: { omschrijving: 'nog binnen de termijn' },
    });
    const started = await startExport(app, keys.manager, form.uuid, 'csv');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ total: 1, status: 'done' });
    const file = await download(app, keys.manager, started.json().download_url);
    const text = file.rawPayload.toString('utf8');
    expect(text).toContain('nog binnen de termijn');
    expect(text).not.toContain('te oud');
    // Not deleted yet: only left out.
    expect(
      await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.id, past.id))),
    ).toHaveLength(1);
  });
});

describe('the retention job', () => {
  it('is a daily pg-boss cron job at 03:29 UTC', async () => {
    const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
    await boss.start();
    try {
      await registerRetentionJob(boss, db, storage, pino({ level: 'silent' }));
      const schedules = await boss.getSchedules();
      expect(schedules.find((s) => s.name === RETENTION_QUEUE)?.cron).toBe('29 3 * * *');
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
