import { ZRegistrationChartsQuery } from '@eform/core/api/registration-charts';
import { isDomainError } from '@eform/core/errors';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { insertManyRegistrations } from '../exports/exports.test-support';
import { el } from './filling.test-support';
import { registrationCharts } from './registration-charts.service';
import { createRegistration } from './registrations.test-support';

const { app, db } = await getTestServer();

const options = (...values: string[]) => ({
  options: values.map((value) => ({ value, label: value.toUpperCase() })),
});
const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client), {
  schema: [
    el('radio', 'wijk', options('noord', 'zuid', 'oost')),
    el('checkbox_multiple', 'kleuren', options('rood', 'groen', 'blauw')),
    el('checkbox_single', 'akkoord'),
    el('number', 'leeftijd'),
    el('date', 'datum'),
    el('date', 'bezoek'),
    el('text', 'opmerking'),
  ],
  publishedAt: new Date(),
});
const manager = await createUser(db, { client, roles: ['form_manager'] });
const filler = await createUser(db, { client });
await shareForm(db, form, { userId: filler.id });
const managerKey = await login(app, manager);
const fillerKey = await login(app, filler);

const rows = [
  {
    values: {
      wijk: 'noord',
      kleuren: ['rood', 'groen'],
      akkoord: true,
      leeftijd: 10,
      datum: '2026-03-01',
      bezoek: '2026-01-05',
      opmerking: 'a',
    },
    at: '2026-01-01T10:00:00Z',
  },
  // 23:30 UTC is 00:30 on the next Dutch day.
  {
    values: {
      wijk: 'noord',
      kleuren: ['rood'],
      akkoord: false,
      leeftijd: 20,
      datum: '2026-03-01',
      bezoek: '2026-01-11',
    },
    at: '2026-01-01T23:30:00Z',
  },
  {
    values: {
      wijk: 'zuid',
      kleuren: [],
      akkoord: true,
      leeftijd: '40',
      datum: '2026-03-03',
      bezoek: '2026-04-01',
    },
    at: '2026-01-03T12:00:00Z',
  },
  { values: { kleuren: ['groen', 'blauw'], leeftijd: 30 }, at: '2026-01-03T13:00:00Z' },
];
for (const row of rows) {
  await createRegistration(db, form, { values: row.values, registeredAt: new Date(row.at) });
}
await createRegistration(db, form, { status: 'draft', values: { wijk: 'oost', leeftijd: 99 } });

const charts = (key: string, query = '', formId = form.uuid) =>
  callApi(app, key, 'GET', `/api/form/${formId}/registrations/charts${query ? `?${query}` : ''}`);

describe('GET /api/form/{form_id}/registrations/charts', () => {
  it('answers the counts and statistics computed by hand, per question kind', async () => {
    const response = await charts(managerKey);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.per_day).toEqual([
      { date: '2026-01-01', count: 1 },
      { date: '2026-01-02', count: 1 },
      { date: '2026-01-03', count: 2 },
    ]);
    const [wijk, kleuren, akkoord, leeftijd, datum, bezoek, ...rest] = body.questions;
    // Texts have no chart.
    expect(rest).toEqual([]);
    expect(wijk).toEqual({
      name: 'wijk',
      label: 'wijk',
      type: 'radio',
      kind: 'options',
      answered: 3,
      counts: [
        { value: 'noord', label: 'NOORD', count: 2 },
        { value: 'zuid', label: 'ZUID', count: 1 },
        { value: 'oost', label: 'OOST', count: 0 },
      ],
    });
    expect(kleuren.answered).toBe(3);
    expect(kleuren.counts.map((c: { count: number }) => c.count)).toEqual([2, 2, 1]);
    expect(akkoord).toMatchObject({
      kind: 'yes_no',
      answered: 3,
      counts: { yes: 2, no: 1, empty: 1 },
    });
    // An even count: the median is the mean of the middle two (20 and 30).
    expect(leeftijd).toMatchObject({
      kind: 'number',
      answered: 4,
      stats: { min: 10, max: 40, mean: 25, median: 25 },
    });
    expect(leeftijd.histogram).toHaveLength(10);
    expect(leeftijd.histogram[0]).toEqual({ from: 10, to: 13, count: 1 });
    expect(leeftijd.histogram.at(-1)).toEqual({ from: 37, to: 40, count: 1 });
    expect(leeftijd.histogram.map((b: { count: number }) => b.count)).toEqual([
      1, 0, 0, 1, 0, 0, 1, 0, 0, 1,
    ]);
    expect(datum).toMatchObject({
      kind: 'date',
      per: 'day',
      answered: 3,
      counts: [
        { date: '2026-03-01', count: 2 },
        { date: '2026-03-03', count: 1 },
      ],
    });
    // 2026-01-05 to 2026-04-01 spans more than 62 days: per week, each on its Monday.
    expect(bezoek).toMatchObject({
      per: 'week',
      counts: [
        { date: '2026-01-05', count: 2 },
        { date: '2026-03-30', count: 1 },
      ],
    });
  });

  it("applies the list's filters: the same filter gives the list's total", async () => {
    for (const query of [
      'eq:wijk=noord',
      'min:leeftijd=25',
      'eq:kleuren=groen',
      'max:registration_date=2026-01-01',
    ]) {
      const body = (await charts(managerKey, query)).json();
      const listed = (
        await callApi(app, managerKey, 'GET', `/api/form/${form.uuid}/registrations?${query}`)
      ).json();
      expect(body.total, query).toBe(listed.registrations_count);
    }
    const noord = (await charts(managerKey, 'eq:wijk=noord')).json();
    expect(noord.total).toBe(2);
    expect(noord.questions[3].stats).toEqual({ min: 10, max: 20, mean: 15, median: 15 });
    const drafts = (await charts(managerKey, 'status=draft')).json();
    expect(drafts.total).toBe(1);
    expect(drafts.questions[0].counts[2]).toMatchObject({ value: 'oost', count: 1 });
    // One number answered the same by all: one bin.
    expect(drafts.questions[3].histogram).toEqual([{ from: 99, to: 99, count: 1 }]);
  });

  it('answers empty charts when nothing is selected', async () => {
    const body = (await charts(managerKey, 'eq:wijk=oost')).json();
    expect(body.total).toBe(0);
    expect(body.per_day).toEqual([]);
    expect(body.questions[3]).toMatchObject({ answered: 0, stats: null, histogram: [] });
  });

  it('answers a Dutch 400 naming a filter that does not fit', async () => {
    const response = await charts(managerKey, 'min:leeftijd=veel');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Het veld "min:leeftijd" is niet goed ingevuld.');
  });

  it('is refused to a filler (403) and 404 for another client', async () => {
    expect((await charts(fillerKey)).statusCode).toBe(403);
    const other = await createClient(db);
    const foreign = await createForm(db, other, null);
    expect((await charts(managerKey, '', foreign.uuid)).statusCode).toBe(404);
    const outsider = await createUser(db, { client: other, roles: ['form_manager'] });
    expect((await charts(await login(app, outsider))).statusCode).toBe(404);
  });
});

describe('the time limit of the charts', () => {
  it('answers 503 with a Dutch request to narrow the selection when a statement runs too long', async () => {
    const big = await createForm(db, client, await createFolder(db, client), {
      schema: [el('number', 'aantal', { label: 'Aantal' })],
      publishedAt: new Date(),
    });
    await insertManyRegistrations(db, big, 20_000);
    // A limit of 1 ms: no statement over 20,000 registrations finishes within it.
    const refused = await registrationCharts(
      db,
      { user: manager } as never,
      big.uuid,
      ZRegistrationChartsQuery.parse({}),
      1,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDomainError(refused) && refused.code).toBe('SERVICE_UNAVAILABLE');
    expect(isDomainError(refused) && refused.messageKey).toBe('server.charts.tooHeavy');
    // The limit was the request's own: the next call, with the usual limit, answers.
    const answered = await charts(managerKey, '', big.uuid);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().total).toBe(20_000);
  });
});
