import { REVIEW_COMMENT_MAX_LENGTH } from '@eform/core/constants';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import {
  auditLog,
  creditUsages,
  registrationReviews,
  registrations,
  registrationVersions,
} from '../../db/schema';
import { download, startExport } from '../exports/exports.test-support';
import { el, required } from './filling.test-support';
import { createRegistration } from './registrations.test-support';
import { deleteTrashedBefore } from './registrations-admin.repository';

const { app, db } = await getTestServer();

const client = await createClient(db);
await createCredits(db, client, 10);
const form = await createForm(db, client, await createFolder(db, client), {
  name: 'Meldingen',
  schema: [
    el('text', 'naam', { label: 'Naam', ...required }),
    el('number', 'aantal', { label: 'Aantal', validation: [['max', 10]] }),
    el('radio', 'wijk', {
      label: 'Wijk',
      options: [
        { label: 'Noord', value: 'noord' },
        { label: 'Zuid', value: 'zuid' },
      ],
    }),
    el('file', 'foto', { label: 'Foto' }),
  ],
  publishedAt: new Date(),
});
const manager = await createUser(db, { client, roles: ['form_manager'], displayName: 'Mia' });
const viewer = await createUser(db, { client, roles: ['form_view_registrations'] });
const filler = await createUser(db, { client });
const managerKey = await login(app, manager);
const viewerKey = await login(app, viewer);
const fillerKey = await login(app, filler);

const other = await createClient(db);
const otherForm = await createForm(db, other, await createFolder(db, other), {
  schema: [el('text', 'naam')],
});
const otherManagerKey = await login(
  app,
  await createUser(db, { client: other, roles: ['form_manager'] }),
);

const sent = (values: Record<string, unknown> = { naam: 'Jan', aantal: 3, wijk: 'noord' }) =>
  createRegistration(db, form, { values });
const base = (uuid: string, formId = form.uuid) => `/api/form/${formId}/registrations/${uuid}`;
const review = (key: string, uuid: string, body: unknown, formId = form.uuid) =>
  callApi(app, key, 'PATCH', `${base(uuid, formId)}/review`, body);
const correct = (key: string, uuid: string, body: unknown) =>
  callApi(app, key, 'PATCH', base(uuid), body);
const versions = (key: string, uuid: string) => callApi(app, key, 'GET', `${base(uuid)}/versions`);

/** The audit log's entries on a registration, oldest first (written once the buffer flushes). */
async function auditOf(uuid: string) {
  await app.audit.flush();
  const rows = await db.select().from(auditLog).where(eq(auditLog.registrationUuid, uuid));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ action: row.action, userId: row.userId, details: row.details }));
}

describe('the audit log of reviews and corrections', () => {
  it('holds each review and each correction that changed something, by whom', async () => {
    const registration = await sent();
    await review(managerKey, registration.uuid, { review_state: 'approved' });
    await correct(managerKey, registration.uuid, { values: { naam: 'Johan' } });
    // Nothing changed: no version, and nothing to log.
    await correct(managerKey, registration.uuid, { values: { naam: 'Johan' } });
    // Refused: no entry either.
    await correct(viewerKey, registration.uuid, { values: { naam: 'Piet' } });
    expect(await auditOf(registration.uuid)).toEqual([
      { action: 'registration.review', userId: manager.id, details: { review_state: 'approved' } },
      {
        action: 'registration.edit',
        userId: manager.id,
        details: { version: 2, fields: ['naam'] },
      },
    ]);
  });
});

describe('PATCH /api/form/{form_id}/registrations/{id}/review', () => {
  it('sets the review with its comment and reviewer, changes it, and keeps the history', async () => {
    const registration = await sent();
    const first = await review(managerKey, registration.uuid, {
      review_state: 'approved',
      comment: '  Klopt  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      review_state: 'approved',
      review_comment: 'Klopt',
      reviewed_by: { id: manager.id, display_name: 'Mia' },
    });
    const second = await review(viewerKey, registration.uuid, { review_state: 'has_issues' });
    expect(second.json()).toMatchObject({ review_state: 'has_issues', review_comment: null });

    const history = await callApi(app, managerKey, 'GET', `${base(registration.uuid)}/reviews`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toMatchObject([
      { review_state: 'has_issues', comment: null, user: { id: viewer.id } },
      { review_state: 'approved', comment: 'Klopt', user: { id: manager.id } },
    ]);
    // The answers carry it: the detail, and the list; not the sender's own read.
    const own = await createRegistration(db, form, {
      userId: filler.id,
      values: { naam: 'Eigen' },
    });
    await review(managerKey, own.uuid, { review_state: 'rejected', comment: 'Intern' });
    const asSender = (await callApi(app, fillerKey, 'GET', base(own.uuid))).json();
    expect(asSender._id).toBe(own.uuid);
    expect(asSender).not.toHaveProperty('review_state');
    expect(asSender).not.toHaveProperty('review_comment');
    const detail = await callApi(app, managerKey, 'GET', base(registration.uuid));
    expect(detail.json()).toMatchObject({ review_state: 'has_issues', review_comment: null });
    const listed = await callApi(app, managerKey, 'GET', `/api/form/${form.uuid}/registrations`);
    const item = listed
      .json()
      .registrations.find((r: { _id: string }) => r._id === registration.uuid);
    expect(item).toMatchObject({ review_state: 'has_issues' });
  });

  it('refuses a draft and a trashed registration with 409 and a Dutch message', async () => {
    const draft = await createRegistration(db, form, { status: 'draft' });
    const trashed = await createRegistration(db, form, { deletedAt: new Date() });
    for (const registration of [draft, trashed]) {
      const response = await review(managerKey, registration.uuid, { review_state: 'approved' });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toMatch(/Alleen een verstuurde registratie/);
    }
    const [row] = await db.select().from(registrations).where(eq(registrations.id, draft.id));
    expect(row?.reviewState).toBeNull();
  });

  it('names review_state or comment in a 400', async () => {
    const registration = await sent();
    const bad = await review(managerKey, registration.uuid, { review_state: 'goed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('review_state');
    const long = await review(managerKey, registration.uuid, {
      review_state: 'rejected',
      comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('comment');
  });

  it("is 404 for another client's registration and 403 without the permission", async () => {
    const registration = await sent();
    const foreign = await createRegistration(db, otherForm);
    expect((await review(managerKey, foreign.uuid, { review_state: 'approved' })).statusCode).toBe(
      404,
    );
    expect(
      (await review(managerKey, foreign.uuid, { review_state: 'approved' }, otherForm.uuid))
        .statusCode,
    ).toBe(404);
    expect(
      (await review(otherManagerKey, registration.uuid, { review_state: 'approved' })).statusCode,
    ).toBe(404);
    expect(
      (await review(fillerKey, registration.uuid, { review_state: 'approved' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/form/{form_id}/registrations/{id} (correction) and GET .../versions', () => {
  it('stores the sent values as version 1 and the correction as 2, then 3, with their diff', async () => {
    const registration = await sent();
    const usedBefore = await db.$count(creditUsages, eq(creditUsages.clientId, client.id));
    expect((await versions(managerKey, registration.uuid)).json()).toEqual({ items: [] });

    const first = await correct(managerKey, registration.uuid, {
      values: { naam: 'Johan', aantal: '4' },
      comment: 'Typfout',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      version: 2,
      values: { naam: 'Johan', aantal: '4', wijk: 'noord' },
    });
    const second = await correct(managerKey, registration.uuid, { values: { wijk: 'zuid' } });
    expect(second.json().version).toBe(3);

    const answer = await versions(viewerKey, registration.uuid);
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().items;
    expect(items.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(items[0]).toMatchObject({
      user: { id: manager.id, display_name: 'Mia' },
      comment: null,
      changes: [{ name: 'wijk', label: 'Wijk', before: 'noord', after: 'zuid' }],
    });
    expect(items[1]).toMatchObject({
      comment: 'Typfout',
      changes: [
        { name: 'naam', label: 'Naam', before: 'Jan', after: 'Johan' },
        { name: 'aantal', label: 'Aantal', before: 3, after: '4' },
      ],
    });
    expect(items[2]).toMatchObject({ version: 1, user: null, changes: [] });

    const [row] = await db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registration.id));
    expect(row?.values).toEqual({ naam: 'Johan', aantal: '4', wijk: 'zuid' });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(registration.updatedAt.getTime());
    // No credit taken for a correction.
    expect(await db.$count(creditUsages, eq(creditUsages.clientId, client.id))).toBe(usedBefore);
  });

  it('refuses an invalid value naming the field and changes nothing', async () => {
    const registration = await sent();
    for (const [values, field] of [
      [{ aantal: 11 }, 'aantal'],
      [{ wijk: 'west' }, 'wijk'],
      [{ naam: '' }, 'naam'],
      [{ onbekend: 'x' }, 'onbekend'],
      [{ foto: [] }, 'foto'],
    ] as const) {
      const response = await correct(managerKey, registration.uuid, { values });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(`"${field}"`);
    }
    const [row] = await db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registration.id));
    expect(row?.values).toEqual(registration.values);
    expect((await versions(managerKey, registration.uuid)).json().items).toEqual([]);
  });

  it('writes no version for a correction that changes nothing', async () => {
    const registration = await sent();
    const same = await correct(managerKey, registration.uuid, { values: { naam: 'Jan' } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      version: 1,
      registration_updated_at: registration.updatedAt.toISOString(),
    });
    expect((await versions(managerKey, registration.uuid)).json().items).toEqual([]);
  });

  it('is refused to a reader without the edit permission (403), also for a draft (409)', async () => {
    const registration = await sent();
    const refused = await correct(viewerKey, registration.uuid, { values: { naam: 'X' } });
    expect(refused.statusCode).toBe(403);
    const draft = await createRegistration(db, form, { status: 'draft' });
    expect((await correct(managerKey, draft.uuid, { values: { naam: 'X' } })).statusCode).toBe(409);
  });
});

describe('the list filter and the export', () => {
  it('filters on each review state and on none, counting each', async () => {
    const scoped = await createForm(db, client, await createFolder(db, client), {
      schema: [el('text', 'naam')],
      publishedAt: new Date(),
    });
    const made = [];
    for (let i = 0; i < 4; i++)
      made.push(await createRegistration(db, scoped, { values: { naam: `n${i}` } }));
    const states = ['approved', 'has_issues', 'rejected'] as const;
    for (const [i, state] of states.entries()) {
      await review(managerKey, made[i]?.uuid ?? '', { review_state: state }, scoped.uuid);
    }
    const listed = async (filter: string) => {
      const body = (
        await callApi(
          app,
          managerKey,
          'GET',
          `/api/form/${scoped.uuid}/registrations?review_state=${filter}`,
        )
      ).json();
      return {
        count: body.registrations_count,
        ids: body.registrations.map((r: { _id: string }) => r._id),
      };
    };
    for (const [i, state] of states.entries()) {
      expect(await listed(state)).toEqual({ count: 1, ids: [made[i]?.uuid] });
    }
    expect(await listed('none')).toEqual({ count: 1, ids: [made[3]?.uuid] });
    // A review changed since: the filtered count follows.
    await review(managerKey, made[3]?.uuid ?? '', { review_state: 'approved' }, scoped.uuid);
    expect((await listed('approved')).count).toBe(2);
    expect((await listed('none')).count).toBe(0);
    const bad = await callApi(
      app,
      managerKey,
      'GET',
      `/api/form/${scoped.uuid}/registrations?review_state=goed`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("exports the corrected values and the review's Dutch label in 'Beoordeling'", async () => {
    const registration = await sent({ naam: 'Oud', aantal: 1, wijk: 'noord' });
    await correct(managerKey, registration.uuid, { values: { naam: 'Nieuw' } });
    await review(managerKey, registration.uuid, { review_state: 'has_issues' });
    const started = await startExport(
      app,
      managerKey,
      form.uuid,
      'csv',
      'sort_by=registration_serial_number',
    );
    expect(started.statusCode, started.body).toBe(200);
    const file = await download(app, managerKey, started.json().download_url);
    const [header, ...rows] = parse(file.rawPayload.toString('utf8'), {
      delimiter: ';',
      bom: true,
    }) as string[][];
    expect(header?.slice(5, 8)).toEqual(['Gebruiker', 'Beoordeling', 'Naam']);
    const serial = header?.indexOf('Nummer') ?? -1;
    const row = rows.find((r) => r[serial] === String(registration.serialNumber));
    expect(row?.[6]).toBe('Heeft problemen');
    expect(row?.[7]).toBe('Nieuw');
    // Not reviewed: empty.
    expect(rows.some((r) => r[6] === '')).toBe(true);
  });
});

describe('the trash purge', () => {
  it("deletes a purged registration's reviews and versions with it", async () => {
    const registration = await sent();
    await review(managerKey, registration.uuid, { review_state: 'rejected' });
    await correct(managerKey, registration.uuid, { values: { naam: 'Weg' } });
    await db
      .update(registrations)
      .set({ deletedAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(registrations.id, registration.id));
    const of = (table: typeof registrationReviews | typeof registrationVersions) =>
      db.$count(table, eq(table.registrationId, registration.id));
    expect([await of(registrationReviews), await of(registrationVersions)]).toEqual([1, 2]);
    await deleteTrashedBefore(db, new Date(Date.UTC(2021, 0, 1)), 100);
    expect([await of(registrationReviews), await of(registrationVersions)]).toEqual([0, 0]);
  });
});
