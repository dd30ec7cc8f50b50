import { describe, expect, it } from 'vitest';
import { localRow, serverVersion } from './fixtures.test-support';
import { planMerge } from './merge';

const T0 = '2026-11-20T10:00:00.000Z';
const T1 = '2026-11-21T10:00:00.000Z';
const answer = (over: Partial<Parameters<typeof planMerge>[1]> = {}) => ({
  registrations: [],
  conflicts: [],
  refused: [],
  ...over,
});

describe('merging a sync answer', () => {
  it('marks a sent and stored registration synced, based on the server version', () => {
    const row = localRow({ registrationUpdatedAt: T1 });
    const plan = planMerge(
      [row],
      answer({ registrations: [serverVersion({ registration_updated_at: T1 })] }),
      new Map([['tok-1', T1]]),
    );
    expect(plan.update).toEqual([{ ...row, unsynced: false, serverUpdatedAt: T1 }]);
    expect(plan.remove).toEqual([]);
    expect(plan.fromServer).toEqual([]);
  });

  it('keeps one changed while the request ran unsynced, on top of the new server version', () => {
    const row = localRow({ registrationUpdatedAt: T1 });
    const plan = planMerge(
      [row],
      answer({ registrations: [serverVersion({ registration_updated_at: T0 })] }),
      new Map([['tok-1', T0]]),
    );
    expect(plan.update).toEqual([{ ...row, serverUpdatedAt: T0 }]);
  });

  it('lets the server list replace synced ones, drop those it no longer has, and add new ones', () => {
    const synced = localRow({ fillToken: 'a', unsynced: false, serverUpdatedAt: T0 });
    const gone = localRow({ fillToken: 'b', unsynced: false, serverUpdatedAt: T0 });
    const same = localRow({ fillToken: 'c', unsynced: false, serverUpdatedAt: T0 });
    const localOnly = localRow({ fillToken: 'd' });
    const newer = serverVersion({ fill_token: 'a', registration_updated_at: T1 });
    const fresh = serverVersion({ fill_token: 'e' });
    const plan = planMerge(
      [synced, gone, same, localOnly],
      answer({ registrations: [newer, serverVersion({ fill_token: 'c' }), fresh] }),
      new Map(),
    );
    expect(plan.fromServer).toEqual([newer, fresh]);
    expect(plan.remove).toEqual(['b']);
    expect(plan.update).toEqual([]);
  });

  it('drops one already sent and keeps refused others on this device only', () => {
    const sent = localRow({ fillToken: 'a' });
    const noForm = localRow({ fillToken: 'b' });
    const tooMany = localRow({ fillToken: 'c' });
    const plan = planMerge(
      [sent, noForm, tooMany],
      answer({
        refused: [
          { fill_token: 'a', reason: 'already_sent' },
          { fill_token: 'b', reason: 'form_not_found' },
          { fill_token: 'c', reason: 'too_many' },
        ],
      }),
      new Map([
        ['a', sent.registrationUpdatedAt],
        ['b', noForm.registrationUpdatedAt],
        ['c', tooMany.registrationUpdatedAt],
      ]),
    );
    expect(plan.remove).toEqual(['a']);
    expect(plan.update).toEqual([
      { ...noForm, refused: 'form_not_found' },
      { ...tooMany, refused: 'too_many' },
    ]);
  });

  it('keeps a conflict beside the server version until the user chooses', () => {
    const row = localRow({ serverUpdatedAt: T0, registrationUpdatedAt: T1 });
    const other = serverVersion({ registration_updated_at: '2026-11-22T08:00:00.000Z' });
    const plan = planMerge(
      [row],
      answer({
        registrations: [other],
        conflicts: [
          { fill_token: 'tok-1', client_version: serverVersion(), server_version: other },
        ],
      }),
      new Map([['tok-1', T1]]),
    );
    expect(plan.update).toEqual([{ ...row, conflict: other }]);
    // A later sync leaves it alone: neither replaced by the server's list nor removed.
    const waiting = { ...row, conflict: other };
    expect(planMerge([waiting], answer({ registrations: [other] }), new Map())).toEqual({
      remove: [],
      fromServer: [],
      update: [],
    });
  });

  it('forgets a deletion mark the server took but never had', () => {
    const row = localRow({ deletedAt: T1, registrationUpdatedAt: T1, serverUpdatedAt: T0 });
    expect(planMerge([row], answer(), new Map([['tok-1', T1]])).remove).toEqual(['tok-1']);
  });

  it('keeps the device values of a version the server answered without content', () => {
    const omitted = (over: Parameters<typeof serverVersion>[0]) =>
      serverVersion({ values: {}, schema: [], content_omitted: true, ...over });
    const held = localRow({ fillToken: 'a', unsynced: false, serverUpdatedAt: T0 });
    const sent = localRow({ fillToken: 'b', registrationUpdatedAt: T1 });
    const plan = planMerge(
      [held, sent],
      answer({
        registrations: [
          omitted({ fill_token: 'a' }),
          omitted({ fill_token: 'b', registration_updated_at: T1 }),
        ],
      }),
      new Map([['b', T1]]),
    );
    expect(plan.fromServer).toEqual([]);
    expect(plan.remove).toEqual([]);
    // The sent one becomes synced with its own values.
    expect(plan.update).toEqual([{ ...sent, unsynced: false, serverUpdatedAt: T1 }]);
  });

  it('never writes an empty version over or beside the device rows', () => {
    const held = localRow({ fillToken: 'a', unsynced: false, serverUpdatedAt: T0 });
    const plan = planMerge(
      [held],
      answer({
        registrations: [
          serverVersion({
            fill_token: 'a',
            registration_updated_at: T1,
            values: {},
            content_omitted: true,
          }),
          serverVersion({ fill_token: 'new', values: {}, content_omitted: true }),
        ],
      }),
      new Map(),
    );
    expect(plan).toEqual({ remove: [], fromServer: [], update: [] });
  });
});
