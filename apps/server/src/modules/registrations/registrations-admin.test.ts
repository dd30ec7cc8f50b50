import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { registrations } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss';
import { el } from './filling.test-support';
import { REGISTRATION_SENT_QUEUE } from './registration-jobs';
import { createRegistration } from './registrations.test-support';

const { app, db, url } = await getTestServer();
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client), {
  schema: [el('number', 'leeftijd'), el('text', 'opmerking')],
  publishedAt: new Date(),
});
const viewer = await createUser(db, { client, roles: ['form_view_registrations'] });
const manager = await createUser(db, { client, roles: ['form_manager'] });
const filler = await createUser(db, { client });
await shareForm(db, form, { userId: filler.id });
const viewerKey = await login(app, viewer);
const managerKey = await login(app, manager);
const fillerKey = await login(app, filler);

const made: Awaited<ReturnType<typeof createRegistration>>[] = [];
for (let i = 1; i <= 25; i++) {
  made.push(
    await createRegistration(db, form, {
      values: { leeftijd: i, opmerking: i % 5 === 0 ? 'Vijfvoud' : 'gewoon' },
      registeredAt: new Date(Date.UTC(2026, 0, i, 11)),
      userId: i === 1 ? viewer.id : null,
    }),
  );
}
const draft = await createRegistration(db, form, { status: 'draft', values: { leeftijd: 99 } });

const list = (key: string, query = '', formId = form.uuid) =>
  callApi(app, key, 'GET', `/api/form/${formId}/registrations${query ? `?${query}` : ''}`);
const serials = (body: { registrations: { registration_serial_number: number }[] }) =>
  body.registrations.map((r) => r.registration_serial_number);
const action = (key: string, uuid: string, name: string, formId = form.uuid) =>
  callApi(app, key, 'GET', `/api/form/${formId}/registrations/${uuid}/${name}`);

describe('GET /api/form/{form_id}/registrations', () => {
  it('answers the newest 20 completed ones, 2 pages, with their columns', async () => {
    const response = await list(viewerKey);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.registrations_count).toBe(25);
    expect(body.pages_count).toBe(2);
    expect(serials(body)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const first = made[0];
    const last = (await list(viewerKey, 'page=2')).json();
    expect(serials(last)).toEqual([5, 4, 3, 2, 1]);
    expect(last.registrations.at(-1)).toEqual({
      _id: first?.uuid,
      registration_serial_number: 1,
      registration_date: '2026-01-01T11:00:00.000Z',
      registration_updated_at: first?.updatedAt.toISOString(),
      registration_name: 'Registratie 1',
      registration_phase: null,
      registration_status: 'completed',
      registration_user_id: { username: viewer.email },
      deleted_at: null,
      values: { leeftijd: 1, opmerking: 'gewoon' },
      review_state: null,
      review_comment: null,
      webhook_integrations: [],
    });
  });

  it('pages by 10, 50 and 100 and refuses other sizes', async () => {
    const ten = (await list(viewerKey, 'items_per_page=10&page=3')).json();
    expect([ten.pages_count, serials(ten)]).toEqual([3, [5, 4, 3, 2, 1]]);
    expect((await list(viewerKey, 'items_per_page=50')).json().pages_count).toBe(1);
    expect((await list(viewerKey, 'items_per_page=100')).json().registrations).toHaveLength(25);
    expect((await list(viewerKey, 'items_per_page=30')).statusCode).toBe(400);
    expect((await list(viewerKey, 'page=9')).json().registrations).toEqual([]);
  });

  it('sorts, filters and counts the filtered set', async () => {
    const query =
      'sort_by=registration_serial_number&sort_direction=1&min:leeftijd=3&max:registration_date=2026-01-12&eq:opmerking=vijf';
    const body = (await list(viewerKey, query)).json();
    expect(serials(body)).toEqual([5, 10]);
    expect(body.registrations_count).toBe(2);
    const ranged = (
      await list(viewerKey, 'min:registration_serial_number=7&max:registration_serial_number=9')
    ).json();
    expect([serials(ranged), ranged.registrations_count, ranged.pages_count]).toEqual([
      [9, 8, 7],
      3,
      1,
    ]);
    // Open-ended and narrow serial ranges in every sort (read through the serial index).
    const above = (await list(viewerKey, 'min:registration_serial_number=21')).json();
    expect([serials(above), above.registrations_count]).toEqual([[25, 24, 23, 22, 21], 5]);
    const below = 'max:registration_serial_number=12&sort_by=registration_name&sort_direction=1';
    expect(serials((await list(viewerKey, below)).json())).toEqual([
      1, 10, 11, 12, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const page2 = 'min:registration_serial_number=3&items_per_page=10&page=2&sort_direction=1';
    expect(serials((await list(viewerKey, page2)).json())).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
    ]);
    const none = 'min:registration_serial_number=9&max:registration_serial_number=8';
    expect(serials((await list(viewerKey, none)).json())).toEqual([]);
    const drafts = (await list(viewerKey, 'status=draft')).json();
    expect([serials(drafts), drafts.registrations_count]).toEqual([[draft.serialNumber], 1]);
  });

  it('answers a Dutch 400 naming a filter that does not fit the form', async () => {
    const response = await list(viewerKey, 'min:onbekend=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Het veld "min:onbekend" is niet goed ingevuld.');
    const bad = await list(viewerKey, 'min:leeftijd=veel');
    expect(bad.json().message).toBe('Het veld "min:leeftijd" is niet goed ingevuld.');
  });

  it('is refused to a filler (403) and 404 for another client or a form one may not see', async () => {
    expect((await list(fillerKey)).statusCode).toBe(403);
    const other = await createClient(db);
    const foreign = await createForm(db, other, null);
    expect((await list(managerKey, '', foreign.uuid)).statusCode).toBe(404);
    const outsider = await createUser(db, { client: other, roles: ['form_manager'] });
    expect((await list(await login(app, outsider))).statusCode).toBe(404);
    const unshared = await createForm(db, client, null, { publishedAt: new Date() });
    expect((await list(fillerKey, '', unshared.uuid)).statusCode).toBe(404);
  });

  it('sees a count change at once after a write, also for a filtered list it counted before', async () => {
    const own = await createForm(db, client, null, { schema: [el('number', 'n')] });
    await createRegistration(db, own, { values: { n: 1 } });
    const filtered = 'min:n=1';
    expect((await list(viewerKey, filtered, own.uuid)).json().registrations_count).toBe(1);
    await createRegistration(db, own, { values: { n: 2 } });
    expect((await list(viewerKey, filtered, own.uuid)).json().registrations_count).toBe(2);
    expect((await list(viewerKey, '', own.uuid)).json().registrations_count).toBe(2);
    await db
      .update(registrations)
      .set({ values: { n: 0 } })
      .where(eq(registrations.formId, own.id));
    expect((await list(viewerKey, filtered, own.uuid)).json().registrations_count).toBe(0);
  });
});

describe('trash, untrash and resend', () => {
  it('moves a registration to the trash and back, with the counts and the trash tab', async () => {
    const target = made[24];
    if (!target) throw new Error('no registration');
    expect((await action(viewerKey, target.uuid, 'trash')).statusCode).toBe(403);
    const trashed = await action(managerKey, target.uuid, 'trash');
    expect([trashed.statusCode, trashed.json()]).toEqual([200, { status: 'success' }]);
    const live = (await list(viewerKey)).json();
    expect([live.registrations_count, serials(live)[0]]).toEqual([24, 24]);
    const trash = (await list(viewerKey, 'trashed=1')).json();
    expect(trash.registrations_count).toBe(1);
    expect(trash.registrations[0]._id).toBe(target.uuid);
    expect(trash.registrations[0].deleted_at).not.toBeNull();
    // Again: nothing changes, still success.
    expect((await action(managerKey, target.uuid, 'trash')).statusCode).toBe(200);
    expect((await list(viewerKey, 'trashed=1')).json().registrations_count).toBe(1);

    expect((await action(viewerKey, target.uuid, 'untrash')).statusCode).toBe(403);
    expect((await action(managerKey, target.uuid, 'untrash')).json()).toEqual({
      status: 'success',
    });
    expect((await list(viewerKey)).json().registrations_count).toBe(25);
    expect((await list(viewerKey, 'trashed=1')).json().registrations_count).toBe(0);
  });

  it("keeps a trashed registration's detail for the managers, not for its filler", async () => {
    const own = await createRegistration(db, form, { values: { leeftijd: 7 }, userId: filler.id });
    const detail = (key: string) =>
      callApi(app, key, 'GET', `/api/form/${form.uuid}/registrations/${own.uuid}`);
    expect((await detail(fillerKey)).json().deleted_at).toBeNull();
    await action(managerKey, own.uuid, 'trash');
    expect((await detail(fillerKey)).statusCode).toBe(404);
    const managed = await detail(viewerKey);
    expect(managed.statusCode).toBe(200);
    expect(Date.parse(managed.json().deleted_at)).toBeGreaterThan(Date.now() - 60_000);
    await action(managerKey, own.uuid, 'untrash');
    expect((await detail(fillerKey)).json().deleted_at).toBeNull();
  });

  it('answers 404 for a registration of another form, another client, or no uuid', async () => {
    const target = made[0];
    if (!target) throw new Error('no registration');
    const otherForm = await createForm(db, client, null);
    expect((await action(managerKey, target.uuid, 'trash', otherForm.uuid)).statusCode).toBe(404);
    expect((await action(managerKey, 'geen-uuid', 'trash')).statusCode).toBe(404);
    const other = await createClient(db);
    const outsider = await createUser(db, { client: other, roles: ['form_manager'] });
    const outsiderKey = await login(app, outsider);
    expect((await action(outsiderKey, target.uuid, 'trash')).statusCode).toBe(404);
    expect((await action(outsiderKey, target.uuid, 'resend')).statusCode).toBe(404);
  });

  it('queues the after-send job again for whoever manages registrations', async () => {
    const target = made[2];
    if (!target) throw new Error('no registration');
    expect((await action(fillerKey, target.uuid, 'resend')).statusCode).toBe(403);
    const response = await action(viewerKey, target.uuid, 'resend');
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'success' }]);
    const jobs = await db.execute<{ data: unknown }>(
      sql`select data from ${sql.raw(BOSS_SCHEMA)}.job where name = ${REGISTRATION_SENT_QUEUE}`,
    );
    // The e-mails only: the hooks go again with hooks=1 (integrations' hooks.test.ts); its
    // jobs log with the resend's request id.
    expect(jobs.rows.map((row) => row.data)).toContainEqual({
      client_id: client.id,
      registration_id: target.id,
      hooks: false,
      req_id: response.headers['x-request-id'],
    });
    await action(managerKey, target.uuid, 'trash');
    expect((await action(viewerKey, target.uuid, 'resend')).statusCode).toBe(404);
    await action(managerKey, target.uuid, 'untrash');
    // A draft was never sent: nothing to send again.
    const refused = await action(viewerKey, draft.uuid, 'resend');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Een concept is nog niet verstuurd en kan dus niet opnieuw verstuurd worden.',
    ]);
  });
});
