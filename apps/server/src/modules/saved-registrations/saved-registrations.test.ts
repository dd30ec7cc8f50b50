import { randomUUID } from 'node:crypto';
import {
  type TSavedRegistrationInput,
  ZSavedRegistrationsSyncAnswer,
} from '@eform/core/api/saved-registrations';
import { describe, expect, it } from 'vitest';
import { createUser, login, shareForm } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { el, fillingHelpers } from '../registrations/filling.test-support';

const { app, db } = await getTestServer();
const { setup, send } = fillingHelpers(app, db);
const schema = [el('text', 'naam')];
/** An instant `days` before now, as the device writes it (the server keeps a year). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const deletedAt = daysAgo(2);

/** A saved registration of `formId` as a device sends it. */
function saved(
  formId: string,
  extra: Partial<TSavedRegistrationInput> = {},
): TSavedRegistrationInput {
  return {
    form_id: formId,
    form_name: 'Inspectie',
    form_summary: 'Kerkstraat 1',
    fill_token: randomUUID(),
    schema,
    values: { naam: 'Eerste versie' },
    registration_updated_at: daysAgo(5),
    registration_saved_deleted_at: null,
    ...extra,
  };
}

async function sync(apiKey: string, body: unknown) {
  const response = await callApi(app, apiKey, 'POST', '/api/saved-registrations-sync', body);
  return { status: response.statusCode, body: response.json() };
}

async function synced(apiKey: string, body: unknown) {
  const { status, body: answer } = await sync(apiKey, body);
  expect(status).toBe(201);
  return ZSavedRegistrationsSyncAnswer.parse(answer);
}

describe('POST api/saved-registrations-sync', () => {
  it('answers an empty list after login, then stores and returns what a device saved', async () => {
    const { form, apiKey } = await setup(schema);
    expect(await synced(apiKey, [])).toEqual({ registrations: [], conflicts: [], refused: [] });
    const entry = saved(form.uuid);
    const answer = await synced(apiKey, [entry]);
    expect(answer.conflicts).toEqual([]);
    expect(answer.registrations).toEqual([
      {
        ...entry,
        server_updated_at: entry.registration_updated_at,
      },
    ]);
    // Another device of the same user gets it with an empty sync.
    expect((await synced(apiKey, [])).registrations.map((r) => r.fill_token)).toEqual([
      entry.fill_token,
    ]);
  });

  it('stores many in one part, new and replaced together, and keeps the latest of a fill_token named twice', async () => {
    const { form, apiKey } = await setup(schema);
    const earlier = saved(form.uuid);
    await synced(apiKey, [earlier]);
    const replaced = {
      ...earlier,
      values: { naam: 'Tweede versie' },
      registration_updated_at: daysAgo(4),
      server_updated_at: earlier.registration_updated_at,
    };
    const fresh = Array.from({ length: 5 }, (_, i) =>
      saved(form.uuid, { values: { naam: `Nieuw ${i}` } }),
    );
    const twice = saved(form.uuid, {
      values: { naam: 'Oud' },
      registration_updated_at: daysAgo(3),
    });
    const twiceLater = {
      ...twice,
      values: { naam: 'Laatst' },
      registration_updated_at: daysAgo(2),
    };
    const answer = await synced(apiKey, [replaced, ...fresh, twiceLater, twice]);
    expect(answer.conflicts).toEqual([]);
    expect(answer.refused).toEqual([]);
    const byToken = new Map(answer.registrations.map((r) => [r.fill_token, r]));
    expect(byToken.size).toBe(7);
    expect(byToken.get(earlier.fill_token)?.values).toEqual({ naam: 'Tweede versie' });
    expect(byToken.get(twice.fill_token)).toMatchObject({
      values: { naam: 'Laatst' },
      registration_updated_at: twiceLater.registration_updated_at,
    });
    for (const entry of fresh) expect(byToken.get(entry.fill_token)?.values).toEqual(entry.values);
  });

  it('replaces the version a device synced with, and reports a conflict for a newer one', async () => {
    const { form, apiKey } = await setup(schema);
    const first = saved(form.uuid);
    await synced(apiKey, [first]);
    // Device A changes it, based on the server's version: accepted.
    const changedOnA = {
      ...first,
      values: { naam: 'Versie A' },
      registration_updated_at: daysAgo(4),
      server_updated_at: first.registration_updated_at,
    };
    const afterA = await synced(apiKey, [changedOnA]);
    expect(afterA.conflicts).toEqual([]);
    expect(afterA.registrations[0]?.values).toEqual({ naam: 'Versie A' });

    // Device B changed the old version too: the server holds A's now, so B gets a conflict.
    const changedOnB = {
      ...first,
      values: { naam: 'Versie B' },
      registration_updated_at: daysAgo(3),
      server_updated_at: first.registration_updated_at,
    };
    const afterB = await synced(apiKey, [changedOnB]);
    expect(afterB.conflicts).toHaveLength(1);
    expect(afterB.conflicts[0]).toMatchObject({
      fill_token: first.fill_token,
      client_version: {
        values: { naam: 'Versie B' },
        registration_updated_at: changedOnB.registration_updated_at,
      },
      server_version: {
        values: { naam: 'Versie A' },
        registration_updated_at: changedOnA.registration_updated_at,
      },
    });
    expect(afterB.registrations[0]?.values).toEqual({ naam: 'Versie A' });

    // B keeps its own version: sent again based on the server version, it replaces A's.
    const keepB = { ...changedOnB, server_updated_at: changedOnA.registration_updated_at };
    const resolved = await synced(apiKey, [keepB]);
    expect(resolved.conflicts).toEqual([]);
    expect(resolved.registrations[0]?.values).toEqual({ naam: 'Versie B' });
  });

  it('keeps a deletion as a mark for the other devices, and never stores a deleted unknown one', async () => {
    const { form, apiKey } = await setup(schema);
    const entry = saved(form.uuid);
    await synced(apiKey, [entry]);
    const deleted = await synced(apiKey, [
      {
        ...entry,
        registration_saved_deleted_at: deletedAt,
        server_updated_at: entry.registration_updated_at,
      },
    ]);
    expect(deleted.registrations[0]?.registration_saved_deleted_at).toBe(deletedAt);
    const unknown = saved(form.uuid, { registration_saved_deleted_at: deletedAt });
    const answer = await synced(apiKey, [unknown]);
    expect(answer.registrations.map((r) => r.fill_token)).toEqual([entry.fill_token]);
  });

  it('drops a saved registration once its fill_token is sent, and refuses to store a sent one', async () => {
    const { form, apiKey } = await setup(schema);
    const entry = saved(form.uuid);
    await synced(apiKey, [entry]);
    const response = await send(
      apiKey,
      form.uuid,
      { naam: 'Verstuurd' },
      { fill_token: entry.fill_token },
    );
    expect(response.statusCode).toBe(200);
    expect((await synced(apiKey, [])).registrations).toEqual([]);
    const again = await synced(apiKey, [entry]);
    expect(again.registrations).toEqual([]);
    expect(again.refused).toEqual([{ fill_token: entry.fill_token, reason: 'already_sent' }]);
  });

  it('is per user: another user of the client, and a user of another client, see none of it', async () => {
    const { client, form, apiKey } = await setup(schema);
    await synced(apiKey, [saved(form.uuid)]);
    const colleague = await createUser(db, { client });
    await shareForm(db, form, { userId: colleague.id });
    const colleagueKey = await login(app, colleague);
    expect((await synced(colleagueKey, [])).registrations).toEqual([]);

    const other = await setup(schema);
    expect((await synced(other.apiKey, [])).registrations).toEqual([]);
    // A form of another client is refused, not stored.
    const foreign = saved(form.uuid);
    const answer = await synced(other.apiKey, [foreign]);
    expect(answer.refused).toEqual([{ fill_token: foreign.fill_token, reason: 'form_not_found' }]);
    expect(answer.registrations).toEqual([]);
  });

  it('answers the versions the device holds (known, or just sent) without their content', async () => {
    const { form, apiKey } = await setup(schema);
    const held = saved(form.uuid, { values: { naam: 'Op het apparaat' } });
    const changed = saved(form.uuid, { values: { naam: 'Elders gewijzigd' } });
    const other = saved(form.uuid, { values: { naam: 'Nog niet hier' } });
    await synced(apiKey, [held, changed, other]);
    const newer = {
      ...changed,
      values: { naam: 'Nieuwste' },
      registration_updated_at: daysAgo(1),
      server_updated_at: changed.registration_updated_at,
    };
    await synced(apiKey, [newer]);

    const sent = saved(form.uuid, { values: { naam: 'Net verstuurd' } });
    const version = (entry: TSavedRegistrationInput) => ({
      fill_token: entry.fill_token,
      registration_updated_at: entry.registration_updated_at,
    });
    const answer = await synced(apiKey, {
      registrations: [sent],
      known: [version(held), version(changed)],
    });
    const byToken = new Map(answer.registrations.map((r) => [r.fill_token, r]));
    for (const entry of [held, sent]) {
      expect(byToken.get(entry.fill_token)).toMatchObject({
        values: {},
        schema: [],
        content_omitted: true,
        registration_updated_at: entry.registration_updated_at,
      });
    }
    // A version the device holds an older one of, and one it does not hold: complete.
    expect(byToken.get(changed.fill_token)).toMatchObject({ values: { naam: 'Nieuwste' }, schema });
    expect(byToken.get(other.fill_token)).toMatchObject({ values: { naam: 'Nog niet hier' } });
    expect(byToken.get(other.fill_token)?.content_omitted).toBeUndefined();

    // The spec's plain list answers everything complete.
    const plain = await synced(apiKey, []);
    expect(plain.registrations.map((r) => r.values.naam).sort()).toEqual(
      ['Net verstuurd', 'Nieuwste', 'Nog niet hier', 'Op het apparaat'].sort(),
    );
    expect(plain.registrations.some((r) => r.content_omitted)).toBe(false);
  });

  it("answers a conflict's server version complete and the device's own without content", async () => {
    const { form, apiKey } = await setup(schema);
    const first = saved(form.uuid);
    await synced(apiKey, [first]);
    const onA = { ...first, values: { naam: 'A' }, registration_updated_at: daysAgo(4) };
    await synced(apiKey, [{ ...onA, server_updated_at: first.registration_updated_at }]);
    const onB = {
      ...first,
      values: { naam: 'B' },
      registration_updated_at: daysAgo(3),
      server_updated_at: first.registration_updated_at,
    };
    const answer = await synced(apiKey, { registrations: [onB], known: [] });
    expect(answer.conflicts[0]?.server_version).toMatchObject({ values: { naam: 'A' }, schema });
    expect(answer.conflicts[0]?.client_version).toMatchObject({
      values: {},
      content_omitted: true,
      registration_updated_at: onB.registration_updated_at,
    });
  });

  it('refuses a bad body with a 400 naming the field, and a call without sign-in with 401', async () => {
    const { form, apiKey } = await setup(schema);
    const bad = await sync(apiKey, [{ ...saved(form.uuid), registration_updated_at: 'gisteren' }]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('registration_updated_at');
    const notAList = await sync(apiKey, { registrations: 'x' });
    expect(notAList.status).toBe(400);
    const badKnown = await sync(apiKey, {
      registrations: [],
      known: [{ fill_token: 'x', registration_updated_at: 'gisteren' }],
    });
    expect(badKnown.status).toBe(400);
    expect(JSON.stringify(badKnown.body)).toContain('registration_updated_at');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/saved-registrations-sync',
      payload: [],
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('removes saved registrations a year after their last change', async () => {
    const { form, apiKey } = await setup(schema);
    const old = saved(form.uuid, { registration_updated_at: daysAgo(400) });
    const answer = await synced(apiKey, [old]);
    expect(answer.registrations).toEqual([]);
  });
});
