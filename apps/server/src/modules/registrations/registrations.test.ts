import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFolder, createForm, shareForm } from '../../../test/factories';
import { TINY_PNG_DATA_URL } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { formAccess, forms, memberships } from '../../db/schema';
import { getClientCredits } from '../credits';
import { el, fillingHelpers, required } from './filling.test-support';

const { app, db } = await getTestServer();
const { setup, send } = fillingHelpers(app, db);

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

  it('stores numbers typed with a decimal comma in their canonical form (issue 30, 4)', async () => {
    const { form, apiKey } = await setup([
      el('number', 'prijs', { number_formatter: 'price', validation: [['max', 1500]] }),
      el('decimal', 'lengte'),
      el('number', 'gewicht'),
      el('calculation', 'totaal', { formula: '$prijs$ + $lengte$' }),
      el('subform', 'regels', { subform: { schema: [el('number', 'stuks')], rules: [] } }),
    ]);
    const sent = {
      prijs: '1.234,50',
      lengte: ' 2,5 ',
      // A lone point is the decimal point for the API, as stored values write it.
      gewicht: '1.234',
      regels: [{ stuks: '3,0' }],
    };
    const response = await send(apiKey, form.uuid, sent);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db.query.registrations.findFirst({
      where: (r, { eq }) => eq(r.uuid, response.json().registration_id),
    });
    expect(stored?.values).toMatchObject({
      prijs: '1234.50',
      lengte: '2.5',
      gewicht: '1.234',
      totaal: 1237,
      regels: [{ stuks: '3.0', subform_index: 1 }],
    });
    // Checked as the number it reads: over the maximum, or no number, is a 400 naming the field.
    const over = await send(apiKey, form.uuid, { prijs: '1.500,01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().issues).toEqual([
      { path: 'prijs', message: 'De waarde mag maximaal 1500 zijn.' },
    ]);
    const loose = await send(apiKey, form.uuid, { prijs: '12,50 euro' });
    expect(loose.json().issues).toEqual([
      { path: 'prijs', message: 'Vul een geldig getal in, bijvoorbeeld 12,50.' },
    ]);
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

describe('a submit whose values carry files (a transaction with them)', () => {
  const withPhoto = () => ({
    naam: 'Jan',
    foto: [{ name: 'foto.png', base64: TINY_PNG_DATA_URL }],
  });

  it('stores the registration with its file, one credit; a repeated fill_token is 409', async () => {
    const { client, form, apiKey } = await setup([el('text', 'naam'), el('image', 'foto')], {
      credits: 5,
    });
    const payload = { form_id: form.uuid, fill_token: randomUUID(), values: withPhoto() };
    const first = await callApi(app, apiKey, 'POST', '/api/registration', payload);
    expect(first.statusCode, first.body).toBe(200);
    const stored = await db.query.registrations.findFirst({
      where: (r, { eq }) => eq(r.uuid, first.json().registration_id),
    });
    const photos = (stored?.values.foto ?? []) as { url?: string }[];
    const url = String(photos[0]?.url);
    const file = await db.query.files.findFirst({
      where: (f, { eq }) => eq(f.uuid, url.split('/').pop() ?? ''),
    });
    expect(file?.registrationId).toBe(stored?.id);
    const again = await callApi(app, apiKey, 'POST', '/api/registration', payload);
    expect(again.statusCode).toBe(409);
    expect(await getClientCredits(db, client.id)).toBe(4);
  });

  it('refuses without credits and keeps neither the registration nor the file', async () => {
    const { form, apiKey } = await setup([el('text', 'naam'), el('image', 'foto')], {
      credits: 0,
    });
    const response = await send(apiKey, form.uuid, withPhoto());
    expect(response.statusCode).toBe(422);
    const rows = await db.query.registrations.findMany({
      where: (r, { eq }) => eq(r.formId, form.id),
    });
    expect(rows).toHaveLength(0);
    const files = await db.query.files.findMany({ where: (f, { eq }) => eq(f.formId, form.id) });
    expect(files).toHaveLength(0);
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

/** File values carry bytes, or name a file the sender may use. */
const PNG_DATA = TINY_PNG_DATA_URL;

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
      [{ name: 'a.png', base64: PNG_DATA }],
      [{ name: 'a.pdf', type: 'application/pdf', base64: PNG_DATA }],
    ],
    ['file', required, [{ name: 'a.png', base64: PNG_DATA }], []],
    ['signature', required, { name: 'Handtekening.png', base64: PNG_DATA }, null],
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
