import { randomUUID } from 'node:crypto';
import { MY_REGISTRATIONS_PAGE_SIZE } from '@eform/core/api/registrations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
  uniqueIp,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { formAccess, formRevisions, forms, memberships } from '../../db/schema';
import { getClientCredits } from '../credits/credits.service';
import { GUEST_SUBMITS_PER_MINUTE } from './registrations.service';

const { app, db } = await getTestServer();

type TValues = Record<string, unknown>;

/** A client with a filler, a published form shared with them and `credits`. */
async function setup(schema: unknown[], options: { credits?: number; extra?: object } = {}) {
  const client = await createClient(db);
  const folder = await createFolder(db, client);
  const form = await createForm(db, client, folder, {
    publishedAt: new Date(),
    schema,
    ...options.extra,
  });
  const user = await createUser(db, { client });
  await shareForm(db, form, { userId: user.id });
  await createCredits(db, client, options.credits ?? 100);
  const apiKey = await login(app, user);
  return { client, folder, form, user, apiKey };
}

const el = (elementType: string, name: string, extra: object = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label: name,
  ...extra,
});
const required = { validation: [['required', true]] };

function send(apiKey: string, formId: string, values: TValues, extra: object = {}) {
  return callApi(app, apiKey, 'POST', '/api/registration', {
    form_id: formId,
    fill_token: randomUUID(),
    values,
    ...extra,
  });
}

describe('POST /api/registration', () => {
  it('stores a registration with serial number, name and one credit used', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam', required)], { credits: 3 });
    const response = await send(apiKey, form.uuid, { naam: 'Jan', onbekend: 'weg' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Registratie is verstuurd.',
      registration_serial_number: 1,
      registration_status: 'completed',
      registration_phase: null,
    });
    expect(body.registration_name).toMatch(/^1 - /);
    expect(await getClientCredits(db, client.id)).toBe(2);
    const stored = await db.query.registrations.findFirst({
      where: (r, { eq }) => eq(r.uuid, body.registration_id),
    });
    expect(stored?.values).toEqual({ naam: 'Jan' });
  });

  it('answers 409 on a fill_token sent before, without a second credit', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam')], { credits: 5 });
    const payload = { form_id: form.uuid, fill_token: randomUUID(), values: { naam: 'a' } };
    const first = await callApi(app, apiKey, 'POST', '/api/registration', payload);
    expect(first.statusCode).toBe(200);
    const again = await callApi(app, apiKey, 'POST', '/api/registration', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/al verstuurd/);
    expect(await getClientCredits(db, client.id)).toBe(4);
    const rows = await db.query.registrations.findMany({
      where: (r, { eq }) => eq(r.formId, form.id),
    });
    expect(rows).toHaveLength(1);
  });

  it('refuses without credits with the Dutch text and stores nothing', async () => {
    const { form, apiKey } = await setup([el('text', 'naam')], { credits: 0 });
    const response = await send(apiKey, form.uuid, { naam: 'a' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'De credits zijn op. U kunt dit formulier niet versturen.',
    );
    const rows = await db.query.registrations.findMany({
      where: (r, { eq }) => eq(r.formId, form.id),
    });
    expect(rows).toHaveLength(0);
  });

  it('stores exactly 20 of 50 concurrent submits on 20 credits', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam')], { credits: 20 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(apiKey, form.uuid, { naam: `n${i}` })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(20);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.json().message).toBe('De credits zijn op. U kunt dit formulier niet versturen.');
    }
    expect(await getClientCredits(db, client.id)).toBe(0);
  });

  it('gives distinct serial numbers to 40 parallel submits', async () => {
    const { form, apiKey } = await setup([el('text', 'naam')]);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => send(apiKey, form.uuid, { naam: 'x' })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const serials = new Set(responses.map((r) => r.json().registration_serial_number));
    expect(serials.size).toBe(40);
  });

  it('numbers and names concurrent submits of one form right, one credit each', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam')], {
      credits: 1000,
      extra: { registrationNameToken: 'Melding $registration_serial_number$: $naam$' },
    });
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => send(apiKey, form.uuid, { naam: `n${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const rows = await db.query.registrations.findMany({
      where: (r, { eq }) => eq(r.formId, form.id),
    });
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.serialNumber)).size).toBe(60);
    for (const row of rows) {
      expect(row.name).toBe(`Melding ${row.serialNumber}: ${row.values.naam}`);
    }
    for (const response of responses) {
      const body = response.json();
      const row = rows.find((r) => r.uuid === body.registration_id);
      expect(body.registration_serial_number).toBe(row?.serialNumber);
      expect(body.registration_name).toBe(row?.name);
    }
    expect(await getClientCredits(db, client.id)).toBe(940);
  });

  it('answers one 200 and otherwise 409 when one fill_token is sent many times at once', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam')], { credits: 1000 });
    const payload = { form_id: form.uuid, fill_token: randomUUID(), values: { naam: 'a' } };
    const others = Array.from({ length: 10 }, (_, i) => send(apiKey, form.uuid, { naam: `${i}` }));
    const same = Array.from({ length: 6 }, () =>
      callApi(app, apiKey, 'POST', '/api/registration', payload),
    );
    const [sameAnswers, otherAnswers] = await Promise.all([Promise.all(same), Promise.all(others)]);
    expect(sameAnswers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(otherAnswers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await getClientCredits(db, client.id)).toBe(1000 - 11);
  });

  it('recomputes calculations and autoIncrement, ignoring forged values', async () => {
    const { form, apiKey } = await setup([
      el('number', 'a'),
      el('calculation', 'dubbel', { formula: '$a$ * 2' }),
      el('autoIncrement', 'volgnummer'),
    ]);
    const response = await send(apiKey, form.uuid, { a: '21', dubbel: 999, volgnummer: 77 });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db.query.registrations.findFirst({
      where: (r, { eq }) => eq(r.uuid, response.json().registration_id),
    });
    expect(stored?.values.dubbel).toBe(42);
    expect(stored?.values.volgnummer).toBe(response.json().registration_serial_number);
  });

  it('does not require a field the rules hide', async () => {
    const schema = [
      el('radio', 'soort', {
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      }),
      el('text', 'toelichting', required),
    ];
    const rules = [
      {
        ruleName: 'Verberg toelichting',
        ruleForm: '_none',
        condition_group: {
          method: 'AND',
          conditions: [
            { conditionType: 'dataValue', dataName: 'soort', operator: '=', value: 'a' },
          ],
        },
        actions: [{ method: 'hide', dataName: 'toelichting' }],
      },
    ];
    const { form, apiKey } = await setup(schema, { extra: { rules } });
    const hidden = await send(apiKey, form.uuid, { soort: 'a' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const shown = await send(apiKey, form.uuid, { soort: 'b' });
    expect(shown.statusCode).toBe(400);
    expect(shown.json().issues).toEqual([{ path: 'toelichting', message: expect.any(String) }]);
  });

  it('answers 404 for an unpublished form and for another client’s form', async () => {
    const { form, apiKey, client } = await setup([el('text', 'naam')]);
    const folder = await createFolder(db, client);
    const draft = await createForm(db, client, folder, { schema: [el('text', 'naam')] });
    expect((await send(apiKey, draft.uuid, {})).statusCode).toBe(404);
    const outsider = await setup([el('text', 'naam')]);
    expect((await send(outsider.apiKey, form.uuid, { naam: 'x' })).statusCode).toBe(404);
  });
});

describe('a filler sending again and again (forms and access cached per process)', () => {
  it('sees unpublishing, unsharing and a new revision on the very next submit', async () => {
    const { form, user, apiKey } = await setup([el('text', 'naam')]);
    expect((await send(apiKey, form.uuid, { naam: 'a' })).statusCode).toBe(200);

    await db.update(forms).set({ publishedAt: null }).where(eq(forms.id, form.id));
    expect((await send(apiKey, form.uuid, { naam: 'b' })).statusCode).toBe(404);
    await db.update(forms).set({ publishedAt: new Date() }).where(eq(forms.id, form.id));
    expect((await send(apiKey, form.uuid, { naam: 'c' })).statusCode).toBe(200);

    await db.delete(formAccess).where(eq(formAccess.formId, form.id));
    expect((await send(apiKey, form.uuid, { naam: 'd' })).statusCode).toBe(404);
    await shareForm(db, form, { userId: user.id });
    expect((await send(apiKey, form.uuid, { naam: 'e' })).statusCode).toBe(200);

    // A save: a new revision with a required field; its check applies at once.
    const schema = [el('text', 'naam'), el('text', 'plaats', required)];
    await db
      .update(forms)
      .set({ schema, revision: form.revision + 1 })
      .where(eq(forms.id, form.id));
    const refused = await send(apiKey, form.uuid, { naam: 'f' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'plaats', message: expect.any(String) }]);
    const ok = await send(apiKey, form.uuid, { naam: 'g', plaats: 'Utrecht' });
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = await db.query.registrations.findFirst({
      where: (r, { eq }) => eq(r.uuid, ok.json().registration_id),
    });
    expect(stored?.formRevision).toBe(form.revision + 1);
    const rows = await db.query.registrations.findMany({
      where: (r, { eq }) => eq(r.formId, form.id),
    });
    expect(rows.map((r) => r.values.naam).sort()).toEqual(['a', 'c', 'e', 'g']);
  });

  it('sees a lost membership on the very next submit, storing nothing', async () => {
    const { client, form, user, apiKey } = await setup([el('text', 'naam')], { credits: 5 });
    expect((await send(apiKey, form.uuid, { naam: 'a' })).statusCode).toBe(200);
    await db.delete(memberships).where(eq(memberships.userId, user.id));
    const response = await send(apiKey, form.uuid, { naam: 'b' });
    expect([403, 404]).toContain(response.statusCode);
    expect(await getClientCredits(db, client.id)).toBe(4);
  });
});

describe('server validation per element type', () => {
  const options = [
    { label: 'A', value: 'a' },
    { label: 'B', value: 'b' },
  ];
  const cases: [string, object, unknown, unknown][] = [
    ['text', { validation: [['maxLength', 3]] }, 'abc', 'abcd'],
    ['textarea', { validation: [['minLength', 2]] }, 'ab', 'a'],
    ['number', {}, '12', 'twaalf'],
    ['decimal', {}, '12.5', '12,5,5'],
    ['email', {}, 'jan@example.nl', 'geen-adres'],
    ['date', {}, '2024-03-05', 'gisteren'],
    ['time', {}, '14:30', '25:99'],
    ['datetime', {}, '2024-03-05T14:30:00.000Z', 'nooit'],
    ['checkbox_single', required, true, ''],
    ['checkbox_multiple', { options }, ['a', 'b'], ['c']],
    ['radio', { options }, 'a', 'z'],
    ['select', { options }, 'b', 'z'],
    [
      'image',
      {},
      [{ name: 'a.png', url: '/x', type: 'image/png' }],
      [{ name: 'a.pdf', url: '/x', type: 'application/pdf' }],
    ],
    ['file', required, [{ name: 'a.pdf', url: '/x' }], []],
    ['signature', required, { name: 'Handtekening.png', url: '/x' }, null],
    ['qrCodeScanner', required, 'ABC', ''],
    ['search', { searchSettings: { maxValues: 1 } }, [{ id: 1 }], [{ id: 1 }, { id: 2 }]],
    ['linkedForm', required, 'x', ''],
    [
      'subform',
      { subform: { schema: [el('number', 'aantal')], rules: [] } },
      [{ aantal: '3' }],
      [{ aantal: 'drie' }],
    ],
  ];
  it.each(cases)(
    '%s: a valid value is stored, an invalid one refused',
    async (type, extra, good, bad) => {
      const { form, apiKey } = await setup([el(type, 'veld', extra)]);
      const ok = await send(apiKey, form.uuid, { veld: good });
      expect(ok.statusCode, ok.body).toBe(200);
      const refused = await send(apiKey, form.uuid, { veld: bad });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().issues[0].path).toMatch(/^veld/);
    },
  );
});

describe('workflow', () => {
  it('moves phases, assigns, lets only the assignee continue, and ends final', async () => {
    const { client, form, apiKey, user } = await setup([], { extra: { type: 'workflow' } });
    const second = await createUser(db, { client });
    await shareForm(db, form, { userId: second.id });
    const stranger = await createUser(db, { client });
    await shareForm(db, form, { userId: stranger.id });
    const phaseRule = (phase: string, target: string) => ({
      ruleName: `Fase ${phase}`,
      ruleForm: '_none',
      condition_group: {
        method: 'AND',
        conditions: [
          {
            conditionType: 'dataValue',
            dataName: 'registration_phase',
            operator: '!',
            value: phase,
          },
        ],
      },
      actions: [{ method: 'hide', dataName: target }],
    });
    const schema = [
      el('text', 'melding'),
      el('stateTransition', 'naar2', { next_phase: 2, assign_to_user: second.id }),
    ];
    await db
      .update(forms)
      .set({ schema, rules: [phaseRule('1', 'naar2')] })
      .where(eq(forms.id, form.id));
    await db
      .update(formRevisions)
      .set({ content: { schema, rules: [phaseRule('1', 'naar2')] } })
      .where(eq(formRevisions.formId, form.id));

    const first = await send(apiKey, form.uuid, { melding: 'lek' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ registration_phase: '2', registration_status: 'draft' });
    const id = first.json().registration_id;

    const secondKey = await login(app, second);
    const assigned = await callApi(app, secondKey, 'GET', '/api/assigned-registrations');
    expect(assigned.json().map((r: { _id: string }) => r._id)).toEqual([id]);
    expect(
      (await callApi(app, secondKey, 'GET', `/api/assigned-registration/${id}`)).statusCode,
    ).toBe(200);

    const strangerKey = await login(app, stranger);
    const refused = await send(strangerKey, form.uuid, { melding: 'x' }, { registration_id: id });
    expect(refused.statusCode).toBe(404);
    expect(
      (await callApi(app, strangerKey, 'GET', `/api/assigned-registration/${id}`)).statusCode,
    ).toBe(404);

    const done = await send(secondKey, form.uuid, { melding: 'gemaakt' }, { registration_id: id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      registration_id: id,
      registration_phase: '2',
      registration_status: 'completed',
      registration_serial_number: first.json().registration_serial_number,
    });
    // Completed: no longer assigned, not to be continued again.
    expect((await callApi(app, secondKey, 'GET', '/api/assigned-registrations')).json()).toEqual(
      [],
    );
    const again = await send(secondKey, form.uuid, { melding: 'x' }, { registration_id: id });
    expect(again.statusCode).toBe(404);
    // The owner reads it, with the schema it was filled on.
    const read = await callApi(app, apiKey, 'GET', `/api/form/${form.uuid}/registrations/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      values: { melding: 'gemaakt' },
      registration_status: 'completed',
    });
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('guests', () => {
  async function guestSetup(guestAccess: boolean) {
    const guestId = randomUUID();
    const data = await setup([el('text', 'naam', required)], {
      credits: 100,
      extra: {
        guestId,
        settings: {
          guestAccess,
          search_enabled: true,
          searchable_fields: [{ value: 'naam', label: 'Naam' }],
        },
      },
    });
    return { ...data, guestId };
  }
  const guestSend = (guestId: string, formId: string, ip: string, values: TValues) =>
    app.inject({
      method: 'POST',
      url: `/api/guest/form/${guestId}`,
      remoteAddress: ip,
      payload: { form_id: formId, fill_token: randomUUID(), values },
    });

  it('reads and sends a guest form, consuming credits, and searches it', async () => {
    const { client, form, guestId } = await guestSetup(true);
    const read = await app.inject({ method: 'GET', url: `/api/guest/form/${guestId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ form_id: form.uuid, form_name: form.name });
    const sent = await guestSend(guestId, form.uuid, uniqueIp(), { naam: 'Gast Jansen' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await getClientCredits(db, client.id)).toBe(99);
    const found = await app.inject({
      method: 'GET',
      url: `/api/guest/form/${guestId}/registrations/search?query=jansen`,
    });
    expect(found.json()).toMatchObject({ registrations_count: 1 });
    expect(found.json().registrations[0].value).toBe('Gast Jansen');
  });

  it('answers 404 while guest access is off', async () => {
    const { form, guestId } = await guestSetup(false);
    expect(
      (await app.inject({ method: 'GET', url: `/api/guest/form/${guestId}` })).statusCode,
    ).toBe(404);
    expect((await guestSend(guestId, form.uuid, uniqueIp(), { naam: 'x' })).statusCode).toBe(404);
  });

  it(`refuses more than ${GUEST_SUBMITS_PER_MINUTE} submits a minute from one address`, async () => {
    const { client, form, guestId } = await guestSetup(true);
    const ip = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: GUEST_SUBMITS_PER_MINUTE + 5 }, () =>
        guestSend(guestId, form.uuid, ip, { naam: 'x' }),
      ),
    );
    const limited = responses.filter((r) => r.statusCode === 429);
    // A minute boundary during the burst may split it over two windows.
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited.length).toBeLessThanOrEqual(5);
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]?.json().code).toBe('TOO_MANY_REQUESTS');
    expect(limited[0]?.json().message).toMatch(/te vaak verstuurd/);
    expect(await getClientCredits(db, client.id)).toBe(100 - (responses.length - limited.length));
    // Another address is not affected.
    expect((await guestSend(guestId, form.uuid, uniqueIp(), { naam: 'y' })).statusCode).toBe(200);
  });
});

describe('lists', () => {
  it('pages my registrations newest first, only my own', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam')]);
    const other = await createUser(db, { client });
    await shareForm(db, form, { userId: other.id });
    await send(await login(app, other), form.uuid, { naam: 'niet van mij' });
    const count = MY_REGISTRATIONS_PAGE_SIZE + 2;
    for (let i = 0; i < count; i++) await send(apiKey, form.uuid, { naam: `n${i}` });
    const page1 = (await callApi(app, apiKey, 'GET', '/api/my-registrations?page=1')).json();
    expect(page1).toMatchObject({ registrations_count: count, pages_count: 2 });
    expect(page1.registrations).toHaveLength(MY_REGISTRATIONS_PAGE_SIZE);
    const page2 = (await callApi(app, apiKey, 'GET', '/api/my-registrations?page=2')).json();
    expect(page2.registrations).toHaveLength(2);
    const dates = [...page1.registrations, ...page2.registrations].map(
      (r: { registration_date: string }) => r.registration_date,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('lists the published forms the user may fill, by name; 404 for another client', async () => {
    const { client, folder, form, apiKey } = await setup([el('text', 'naam')]);
    await createForm(db, client, folder, { name: 'Niet gedeeld', publishedAt: new Date() });
    const list = await callApi(app, apiKey, 'GET', `/api/forms/published/${client.id}`);
    expect(list.json().map((r: { form: { form_id: string } }) => r.form.form_id)).toEqual([
      form.uuid,
    ]);
    const outsider = await setup([]);
    const refused = await callApi(app, outsider.apiKey, 'GET', `/api/forms/published/${client.id}`);
    expect(refused.statusCode).toBe(404);
  });

  it('shows a registration to its owner only, 404 to another client and other fillers', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam')]);
    const id = (await send(apiKey, form.uuid, { naam: 'mijn' })).json().registration_id;
    const url = `/api/form/${form.uuid}/registrations/${id}`;
    expect((await callApi(app, apiKey, 'GET', url)).statusCode).toBe(200);
    const colleague = await createUser(db, { client });
    expect((await callApi(app, await login(app, colleague), 'GET', url)).statusCode).toBe(404);
    const outsider = await setup([]);
    expect((await callApi(app, outsider.apiKey, 'GET', url)).statusCode).toBe(404);
    const search = `/api/form/${form.uuid}/registrations/search?field=naam`;
    expect((await callApi(app, outsider.apiKey, 'GET', search)).statusCode).toBe(404);
  });
});
