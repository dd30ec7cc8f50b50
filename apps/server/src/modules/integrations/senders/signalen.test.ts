import { ts } from '@eform/core/messages/server-only';
import { SIGNAL_TEXT_MAX_LENGTH } from '@eform/core/tokens';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../../test/factories';
import { getTestDatabase } from '../../../../test/support';
import { datasourceItems, datasources } from '../../../db/schema';
import { solidPng } from '../../documents/pdf-text.test-support';
import {
  hookContext,
  hookRegistration,
  storedFile,
  testStorage,
} from './hook-context.test-support';
import { sendSignal } from './signalen';
import { startSignalenFake } from './signalen-fake.test-support';
import { signalenUrl } from './signalen-payload';

const { database } = await getTestDatabase();
const db = database.db;
const storage = await testStorage();
const TOKEN = 'sia-token-123';
const fake = await startSignalenFake({ token: TOKEN, sources: ['eForm', 'Handhaving'] });
afterAll(() => fake.close());
const client = await createClient(db);

const CATEGORY =
  'https://api.signalen.example/signals/v1/public/terms/categories/wegen-verkeer-straatmeubilair/sub_categories/losse-stoeptegel';

const schema = [
  {
    elementType: 'radio',
    name: 'soort',
    label: 'Soort',
    options: [{ label: 'Losse tegel', value: 'tegel' }],
  },
  { elementType: 'text', name: 'adres', label: 'Adres' },
  { elementType: 'gps', name: 'plek', label: 'Locatie' },
  {
    elementType: 'map',
    name: 'paal',
    label: 'Lantaarnpaal',
    mapSettings: { mapLayers: [{ datasource_id: 999_999 }, { datasource_id: 'LAYER' }] },
  },
  { elementType: 'email', name: 'email', label: 'E-mail' },
  { elementType: 'text', name: 'telefoon', label: 'Telefoon' },
  { elementType: 'image', name: 'foto', label: "Foto's" },
  { elementType: 'file', name: 'bijlage', label: 'Bijlage' },
];

const values = {
  soort: 'tegel',
  adres: 'Kerkstraat 1',
  plek: { lat: 52.3731, lon: 4.8922, accuracy: 4 },
  email: 'melder@example.nl',
  telefoon: '06 12345678',
};

/** A Signalen hook of `mapping` on the fake. */
const hook = (mapping: Record<string, unknown> = {}, hookUrl = fake.url) => ({
  hook_name: 'Signalen',
  hook_type: 'sia-signal-create' as const,
  hook_url: hookUrl,
  sia: {
    text: '$soort$ bij $adres$',
    category_url: CATEGORY,
    location_element: 'plek',
    reporter_email_element: 'email',
    reporter_phone_element: 'telefoon',
    sharing_allowed: true,
    photo_elements: [],
    source: 'eForm',
    ...mapping,
  },
});

const deps = { db, storage, outbound: fake.policy };
const png = solidPng(4, 4);

const signalOf = (id: string | undefined) => fake.signals.find((s) => String(s.id) === id);
const requestsSince = (from: number) => fake.requests.slice(from);

describe('sendSignal', () => {
  it('makes a valid melding with the location of a gps element and sends its photo', async () => {
    const photo = await storedFile(storage, 'foto', 'tegel.png', 'image/png', png);
    // A PDF in a file element is no photo; an image in one is.
    const pdf = await storedFile(
      storage,
      'bijlage',
      'brief.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4'),
    );
    const registration = hookRegistration({
      clientId: client.id,
      schema,
      values,
      files: [photo, pdf],
    });
    const outcome = await sendSignal(hookContext(deps, hook(), registration, { siaToken: TOKEN }));

    expect(outcome).toMatchObject({ ok: true, statusCode: 201 });
    const signal = signalOf(outcome.signalId);
    expect(signal?.body).toEqual({
      text: 'Losse tegel bij Kerkstraat 1',
      location: { geometrie: { type: 'Point', coordinates: [4.8922, 52.3731] } },
      category: { sub_category: CATEGORY },
      reporter: { email: 'melder@example.nl', phone: '06 12345678', sharing_allowed: true },
      incident_date_start: '2026-03-05T13:07:00.000Z',
      source: 'eForm',
    });
    expect(signal?.attachments).toEqual([
      { filename: 'tegel.png', contentType: 'image/png', bytes: png },
    ]);
    expect(outcome.ok && JSON.parse(outcome.responseExcerpt)).toMatchObject({
      id: signal?.id,
      id_display: `SIG-${signal?.id}`,
    });
  });

  it("finds a map element's selected feature in its layer's datasource", async () => {
    const [source] = await db
      .insert(datasources)
      .values({ clientId: client.id, type: 'map_features', name: 'Lantaarnpalen', generation: 2 })
      .returning();
    if (!source) throw new Error('no datasource');
    await db.insert(datasourceItems).values([
      // An older generation's item with the same id is no longer on the map.
      {
        clientId: client.id,
        datasourceId: source.id,
        generation: 1,
        line: 1,
        itemId: 'L-7',
        name: 'Oud',
        lon: 1,
        lat: 1,
      },
      {
        clientId: client.id,
        datasourceId: source.id,
        generation: 2,
        line: 1,
        itemId: 'L-7',
        name: 'Paal 7',
        lon: 5.1214,
        lat: 52.0907,
      },
    ]);
    const mapSchema = schema.map((element) =>
      element.name === 'paal'
        ? {
            ...element,
            mapSettings: {
              mapLayers: [{ datasource_id: 999_999 }, { datasource_id: source.uuid }],
            },
          }
        : element,
    );
    const registration = hookRegistration({
      clientId: client.id,
      schema: mapSchema,
      values: { ...values, paal: [{ id: 'L-7', name: 'Paal 7', data: {} }] },
    });
    const context = hookContext(deps, hook({ location_element: 'paal' }), registration, {
      siaToken: TOKEN,
    });
    const outcome = await sendSignal(context);

    expect(outcome.ok).toBe(true);
    expect(signalOf(outcome.signalId)?.body.location).toEqual({
      geometrie: { type: 'Point', coordinates: [5.1214, 52.0907] },
    });
  });

  it('takes the fixed point when the location element is empty, and the name for an empty text', async () => {
    const registration = hookRegistration({
      clientId: client.id,
      schema,
      values: { plek: { lat: null, lon: null } },
      name: 'Kerkstraat 1',
    });
    const mapping = { text: '$adres$', fixed_lat: 52.0, fixed_lon: 4.3 };
    const outcome = await sendSignal(
      hookContext(deps, hook(mapping), registration, { siaToken: TOKEN }),
    );

    expect(outcome.ok).toBe(true);
    const body = signalOf(outcome.signalId)?.body;
    expect(body).toMatchObject({
      text: 'Kerkstraat 1',
      location: { geometrie: { type: 'Point', coordinates: [4.3, 52.0] } },
      reporter: { email: null, phone: null, sharing_allowed: true },
    });
  });

  it("cuts a long text to Signalen's limit", async () => {
    const registration = hookRegistration({
      clientId: client.id,
      schema,
      values: { ...values, adres: 'x'.repeat(4000) },
    });
    const outcome = await sendSignal(hookContext(deps, hook(), registration, { siaToken: TOKEN }));
    expect(outcome.ok).toBe(true);
    expect(signalOf(outcome.signalId)?.body.text).toHaveLength(SIGNAL_TEXT_MAX_LENGTH);
  });

  it('fails without retrying when no token is stored or there is no location', async () => {
    const registration = hookRegistration({ clientId: client.id, schema, values });
    const before = fake.requests.length;
    const noToken = await sendSignal(hookContext(deps, hook(), registration));
    expect(noToken).toMatchObject({
      ok: false,
      retryable: false,
      statusCode: null,
      error: ts('server.hook.signalen.noToken'),
    });
    const nowhere = hookRegistration({ clientId: client.id, schema, values: { adres: 'x' } });
    const noLocation = await sendSignal(hookContext(deps, hook(), nowhere, { siaToken: TOKEN }));
    expect(noLocation).toMatchObject({
      ok: false,
      retryable: false,
      error: ts('server.hook.signalen.noLocation', { element: 'plek' }),
    });
    expect(requestsSince(before)).toEqual([]);
  });

  it("does not retry a melding Signalen refuses, and keeps its answer's errors", async () => {
    const registration = hookRegistration({ clientId: client.id, schema, values });
    const mapping = {
      source: 'Onbekend',
      category_url: 'https://api.signalen.example/categorie/7',
    };
    const outcome = await sendSignal(
      hookContext(deps, hook(mapping), registration, { siaToken: TOKEN }),
    );

    expect(outcome).toMatchObject({
      ok: false,
      retryable: false,
      statusCode: 400,
      error: ts('server.hook.signalen.refused', { status: 400 }),
    });
    expect(outcome.signalId).toBeUndefined();
    expect(JSON.parse(outcome.responseExcerpt)).toEqual({
      category: { sub_category: ['Ongeldige hyperlink - Geen URL match.'] },
      source: ['Invalid source given, value not known'],
    });
  });

  it('keeps the first 2 KB of a long answer', async () => {
    const registration = hookRegistration({ clientId: client.id, schema, values });
    fake.failNext(422, { detail: 'x'.repeat(5000) });
    const outcome = await sendSignal(hookContext(deps, hook(), registration, { siaToken: TOKEN }));
    expect(outcome).toMatchObject({ ok: false, retryable: false, statusCode: 422 });
    expect(Buffer.byteLength(outcome.responseExcerpt)).toBe(2048);
  });

  it('retries a 503, a 429 and a connection that fails', async () => {
    const registration = hookRegistration({ clientId: client.id, schema, values });
    const count = fake.signals.length;
    for (const status of [503, 429]) {
      fake.failNext(status);
      const outcome = await sendSignal(
        hookContext(deps, hook(), registration, { siaToken: TOKEN }),
      );
      expect(outcome).toMatchObject({
        ok: false,
        retryable: true,
        statusCode: status,
        error: ts('server.hook.signalen.unavailable', { status }),
      });
      expect(outcome.signalId).toBeUndefined();
    }
    // A port the policy lets through where nothing listens.
    const closed = { allow: [...fake.policy.allow, { host: '127.0.0.1', port: 9 }] };
    const down = await sendSignal(
      hookContext({ ...deps, outbound: closed }, hook({}, 'http://127.0.0.1:9'), registration, {
        siaToken: TOKEN,
      }),
    );
    expect(down).toMatchObject({ ok: false, retryable: true, statusCode: null });
    expect(fake.signals.length).toBe(count);
  });

  it('sends only the photos on a retry after the signal was made, keeping its id', async () => {
    const photo = await storedFile(storage, 'foto', 'IMG_0001', 'image/png', png);
    const registration = hookRegistration({
      clientId: client.id,
      schema,
      values,
      files: [photo],
    });
    fake.failNext(503, { detail: 'Opslag niet beschikbaar.' }, /attachments/);
    const first = await sendSignal(hookContext(deps, hook(), registration, { siaToken: TOKEN }));

    expect(first).toMatchObject({
      ok: false,
      retryable: true,
      statusCode: 503,
      error: ts('server.hook.signalen.photoUnavailable', {
        name: 'IMG_0001.png',
        signal: first.signalId ?? '',
        status: 503,
      }),
    });
    const signal = signalOf(first.signalId);
    expect(signal?.attachments).toEqual([]);

    const signals = fake.signals.length;
    const before = fake.requests.length;
    const retry = await sendSignal(
      hookContext(deps, hook(), registration, {
        siaToken: TOKEN,
        signalId: first.signalId,
        attempt: 2,
      }),
    );
    expect(retry).toMatchObject({ ok: true, statusCode: 201, signalId: first.signalId });
    expect(fake.signals.length).toBe(signals);
    expect(requestsSince(before).map((r) => r.path)).toEqual([
      `/signals/v1/private/signals/${signal?.id}/attachments/`,
    ]);
    // Signalen checks the extension against the bytes: the name got one.
    expect(signal?.attachments.map((a) => a.filename)).toEqual(['IMG_0001.png']);
  });

  it('refuses an internal address without connecting, and does not retry it', async () => {
    const registration = hookRegistration({ clientId: client.id, schema, values });
    const before = fake.requests.length;
    const outcome = await sendSignal(
      hookContext(deps, hook({}, 'http://127.0.0.1:1/'), registration, { siaToken: TOKEN }),
    );
    expect(outcome).toMatchObject({ ok: false, retryable: false, statusCode: null });
    expect(outcome.ok ? '' : outcome.error).toBe(
      ts('server.outbound.refusedAddress', { host: '127.0.0.1:1', address: '127.0.0.1' }),
    );
    expect(requestsSince(before)).toEqual([]);
  });
});

describe('signalenUrl', () => {
  it.each([
    ['https://api.gemeente.nl', 'https://api.gemeente.nl/signals/v1/private/signals/'],
    ['https://api.gemeente.nl/', 'https://api.gemeente.nl/signals/v1/private/signals/'],
    ['https://gemeente.nl/meldingen/', 'https://gemeente.nl/meldingen/signals/v1/private/signals/'],
    ['https://api.gemeente.nl/signals/', 'https://api.gemeente.nl/signals/v1/private/signals/'],
    [
      'https://api.gemeente.nl/signals/v1?x=1',
      'https://api.gemeente.nl/signals/v1/private/signals/',
    ],
    [' https://api.gemeente.nl//', 'https://api.gemeente.nl/signals/v1/private/signals/'],
  ])('joins %s', (base, url) => {
    expect(signalenUrl(base)).toBe(url);
  });

  it("names a signal's attachments", () => {
    expect(signalenUrl('https://api.gemeente.nl/', '4100')).toBe(
      'https://api.gemeente.nl/signals/v1/private/signals/4100/attachments/',
    );
  });

  it('gives a base that is no URL back for the door to refuse', () => {
    expect(signalenUrl('api.gemeente.nl')).toBe('api.gemeente.nl');
  });
});
