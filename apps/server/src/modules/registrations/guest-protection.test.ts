import { randomUUID } from 'node:crypto';
import type { TFormSettings } from '@eform/core/api';
import {
  GUEST_CHALLENGE_TTL_SECONDS,
  GUEST_SEARCH_MIN_QUERY_LENGTH,
  GUEST_SEARCHES_PER_MINUTE,
  REGISTRATION_SEARCH_PAGE_SIZE,
} from '@eform/core/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createUser, login, uniqueIp } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { forms } from '../../db/schema';
import { getClientCredits } from '../credits';
import { el, fillingHelpers } from './filling.test-support';
import { guestSend, solvedChallenge } from './guest.test-support';
import { createRegistration } from './registrations.test-support';

// Issue 17: guests cannot drain a client's credits (hourly limit per form, a proof of work on
// each submit) and the guest search shows only what the owner chose.

const { app, db } = await getTestServer();
const { setup } = fillingHelpers(app, db);

async function guestForm(settings: TFormSettings = {}, credits = 100) {
  const guestId = randomUUID();
  const data = await setup([el('text', 'naam'), el('text', 'bsn')], {
    credits,
    extra: {
      guestId,
      registrationNameToken: '$naam$ $bsn$ $registration_user$',
      settings: {
        guestAccess: true,
        search_enabled: true,
        searchable_fields: [{ value: 'naam', label: 'Naam' }],
        ...settings,
      },
    },
  });
  return { ...data, guest: { guestId, formId: data.form.uuid } };
}

describe('guest submits per hour', () => {
  it('refuses beyond the form limit with 429 and no credit, records when, other forms go on', async () => {
    const { client, form, guest } = await guestForm({ guest_submits_per_hour: 3 });
    const answers = [];
    // From a new address each time: the per-address limit is not what refuses.
    for (let i = 0; i < 5; i++) {
      answers.push(await guestSend(app, { ...guest, ip: uniqueIp() }, { naam: `n${i}` }));
    }
    const codes = answers.map((a) => a.statusCode);
    // An hour boundary during the test may split it over two windows.
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(3);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().message).toMatch(/afgelopen uur te vaak verstuurd/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const sent = codes.filter((c) => c === 200).length;
    expect(await getClientCredits(db, client.id)).toBe(100 - sent);
    const [row] = await db.select().from(forms).where(eq(forms.id, form.id));
    expect(row?.guestLimitHitAt).toBeInstanceOf(Date);
    expect(row?.revision).toBe(form.revision);

    // The owner reads when in the form's answer.
    const manager = await createUser(db, { client, roles: ['form_manager'] });
    const read = await callApi(app, await login(app, manager), 'GET', `/api/form/${form.uuid}`);
    expect(read.json().guest_limit_hit_at).toBe(row?.guestLimitHitAt?.toISOString());

    const other = await guestForm({ guest_submits_per_hour: 3 });
    const ok = await guestSend(app, { ...other.guest, ip: uniqueIp() }, { naam: 'x' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('defaults to 100 an hour and refuses a setting out of range', async () => {
    const { client, form } = await guestForm();
    const manager = await createUser(db, { client, roles: ['form_manager'] });
    const apiKey = await login(app, manager);
    const read = (await callApi(app, apiKey, 'GET', `/api/form/${form.uuid}`)).json();
    expect(read.guest_limit_hit_at).toBeNull();
    const patch = (perHour: number) =>
      callApi(app, apiKey, 'PATCH', `/api/form/${form.uuid}`, {
        ...read,
        settings: { ...read.settings, guest_submits_per_hour: perHour },
      });
    expect((await patch(0)).statusCode).toBe(400);
    const saved = await patch(250);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.guest_submits_per_hour).toBe(250);
  });
});

describe('guest submit challenge', () => {
  it('refuses a missing, malformed, wrong, foreign or replayed solution before any credit', async () => {
    const { client, guest } = await guestForm();
    const send = (altcha: string | null) =>
      guestSend(app, { ...guest, ip: uniqueIp() }, { naam: 'x' }, altcha);

    const missing = await send(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'De controle tegen misbruik is mislukt. Verstuur het formulier opnieuw.',
    );
    expect((await send('bm9nIGVlbiBrZWVy')).statusCode).toBe(400);

    const solved = await solvedChallenge(app, guest.guestId);
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString('utf8'));
    const tamper = (change: (p: typeof payload) => void) => {
      const copy = structuredClone(payload);
      change(copy);
      return Buffer.from(JSON.stringify(copy)).toString('base64');
    };
    const wrongKey = tamper((p) => {
      p.solution.derivedKey = '00'.repeat(32);
    });
    expect((await send(wrongKey)).statusCode).toBe(403);
    const easier = tamper((p) => {
      p.challenge.parameters.keyPrefix = '0';
    });
    expect((await send(easier)).statusCode).toBe(403);
    const otherForm = await guestForm();
    const foreign = await solvedChallenge(app, otherForm.guest.guestId);
    expect((await send(foreign)).statusCode).toBe(403);
    expect(await getClientCredits(db, client.id)).toBe(100);

    expect((await send(solved)).statusCode).toBe(200);
    const replayed = await send(solved);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().message).toMatch(/controle tegen misbruik/);
    expect(await getClientCredits(db, client.id)).toBe(99);
  });

  it('refuses a challenge solved after it expired', async () => {
    const { client, guest } = await guestForm();
    const solved = await solvedChallenge(app, guest.guestId);
    const later = Date.now() + (GUEST_CHALLENGE_TTL_SECONDS + 60) * 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const sent = await guestSend(app, { ...guest, ip: uniqueIp() }, { naam: 'x' }, solved);
      expect(sent.statusCode).toBe(403);
    } finally {
      clock.mockRestore();
    }
    expect(await getClientCredits(db, client.id)).toBe(100);
  });

  it('is not asked of a signed-in submit', async () => {
    const { apiKey, form } = await guestForm();
    const sent = await callApi(app, apiKey, 'POST', '/api/registration', {
      form_id: form.uuid,
      fill_token: randomUUID(),
      values: { naam: 'x' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('answers 404 for a form without guest access', async () => {
    const { guest } = await guestForm({ guestAccess: false });
    const url = `/api/guest/form/${guest.guestId}/challenge`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('guest search', () => {
  const search = (guestId: string, query: string, ip = uniqueIp(), page = 1) =>
    app.inject({
      method: 'GET',
      url: `/api/guest/form/${guestId}/registrations/search?field=naam&query=${encodeURIComponent(query)}&page=${page}`,
      remoteAddress: ip,
    });

  async function withRegistrations(settings: TFormSettings = {}) {
    const setup = await guestForm(settings);
    const { form, user } = setup;
    for (let i = 0; i < REGISTRATION_SEARCH_PAGE_SIZE + 5; i++) {
      await createRegistration(db, form, {
        userId: user.id,
        name: `Jansen ${i} 123456782 ${user.email}`,
        values: { naam: `Jansen ${i}`, bsn: '123456782' },
      });
    }
    return setup;
  }

  it('answers nothing while search is off, for guests and signed-in fillers', async () => {
    const { guest, apiKey, form } = await withRegistrations({ search_enabled: false });
    expect((await search(guest.guestId, 'jansen')).statusCode).toBe(404);
    const url = `/api/form/${form.uuid}/registrations/search?field=naam&query=jansen`;
    expect((await callApi(app, apiKey, 'GET', url)).statusCode).toBe(404);
  });

  it(`needs a query of ${GUEST_SEARCH_MIN_QUERY_LENGTH} characters`, async () => {
    const { guest } = await withRegistrations();
    for (const query of ['', 'ja', '  j  ']) {
      const answer = await search(guest.guestId, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Vul bij "query" minstens 3 tekens in om te zoeken.');
    }
  });

  it('shows guests one small page, the searched value and no e-mail address or other field', async () => {
    const { guest, user } = await withRegistrations();
    const answer = await search(guest.guestId, 'jan');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.registrations).toHaveLength(REGISTRATION_SEARCH_PAGE_SIZE);
    expect(body.registrations_count).toBe(REGISTRATION_SEARCH_PAGE_SIZE + 5);
    expect(answer.body).not.toContain('@');
    expect(answer.body).not.toContain(user.email);
    expect(answer.body).not.toContain('123456782');
    expect(body.registrations[0]).toMatchObject({ registration_user: 'Medewerker' });
    expect(body.registrations[0].value).toMatch(/^Jansen \d+$/);
    // The pattern names a field guests may not search and the sender: the default name.
    expect(body.registrations[0].registration_name).toMatch(/^\d+ - /);
  });

  it('names a registration for guests from searchable fields when the pattern uses only those', async () => {
    const { guest, form } = await withRegistrations();
    await db
      .update(forms)
      .set({ registrationNameToken: 'Melding $naam$ ($registration_serial_number$)' })
      .where(eq(forms.id, form.id));
    const body = (await search(guest.guestId, 'jansen 3')).json();
    expect(body.registrations[0].registration_name).toMatch(/^Melding Jansen 3 \(\d+\)$/);
  });

  it('shows signed-in fillers who sent it only when they may manage registrations', async () => {
    const { form, apiKey, client, user } = await withRegistrations();
    const url = `/api/form/${form.uuid}/registrations/search?field=naam`;
    const filler = await callApi(app, apiKey, 'GET', url);
    expect(filler.statusCode).toBe(200);
    expect(filler.body).not.toContain(user.email);
    const manager = await createUser(db, { client, roles: ['form_view_registrations'] });
    const managed = await callApi(app, await login(app, manager), 'GET', url);
    expect(managed.json().registrations[0].registration_user).toBe(user.email);
  });

  it(`refuses more than ${GUEST_SEARCHES_PER_MINUTE} searches a minute from one address`, async () => {
    const { guest } = await withRegistrations();
    const ip = uniqueIp();
    // The searches count per calendar minute: they start at the beginning of one (a second into
    // it, the clock running on), so none crosses into the next minute's count.
    const minute = 60_000;
    vi.useFakeTimers({
      toFake: ['Date'],
      now: (Math.floor(Date.now() / minute) + 1) * minute + 1_000,
      shouldAdvanceTime: true,
    });
    const answers = [];
    try {
      for (let i = 0; i < GUEST_SEARCHES_PER_MINUTE + 3; i++) {
        answers.push(await search(guest.guestId, 'jansen', ip));
      }
    } finally {
      vi.useRealTimers();
    }
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited[0]?.json().message).toMatch(/te vaak gezocht/);
    expect((await search(guest.guestId, 'jansen')).statusCode).toBe(200);
  });
});
