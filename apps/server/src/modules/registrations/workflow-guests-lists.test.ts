import { randomUUID } from 'node:crypto';
import { MY_REGISTRATIONS_PAGE_SIZE } from '@eform/core/constants';
import type { TRule } from '@eform/core/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createForm, createUser, login, shareForm, uniqueIp } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { formRevisions, forms } from '../../db/schema';
import { getClientCredits } from '../credits';
import { el, fillingHelpers, required } from './filling.test-support';
import { guestSend as sendAsGuest } from './guest.test-support';
import { GUEST_SUBMITS_PER_MINUTE } from './guest-access';

const { app, db } = await getTestServer();
const { setup, send } = fillingHelpers(app, db);

type TValues = Record<string, unknown>;

describe('workflow', () => {
  it('moves phases, assigns, lets only the assignee continue, and ends final', async () => {
    const { client, form, apiKey, user } = await setup([], { extra: { type: 'workflow' } });
    const second = await createUser(db, { client });
    await shareForm(db, form, { userId: second.id });
    const stranger = await createUser(db, { client });
    await shareForm(db, form, { userId: stranger.id });
    const phaseRule = (phase: string, target: string): TRule => ({
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
    sendAsGuest(app, { guestId, formId, ip }, values);

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
    const challenge = `/api/guest/form/${guestId}/challenge`;
    expect((await app.inject({ method: 'GET', url: challenge })).statusCode).toBe(404);
    const sent = await sendAsGuest(
      app,
      { guestId, formId: form.uuid, ip: uniqueIp() },
      { naam: 'x' },
      null,
    );
    expect(sent.statusCode).toBe(404);
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
