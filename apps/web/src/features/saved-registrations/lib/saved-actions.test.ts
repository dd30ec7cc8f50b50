import type { TSavedRegistration } from '@eform/core/api/saved-registrations';
import { th } from '@eform/core/messages/home';
import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { setApiKeySource } from '../../../lib/http/api-client';
import { freshDb, meldingInput, saveOwnerRegistration, signInOwner } from './fixtures.test-support';
import { readGuestCopy, runSync, saveGuestCopy } from './saved-actions';
import { saveRegistration } from './saved-store';

const SYNC = '/api/saved-registrations-sync';

/**
 * The server: keeps what it is sent, as the real one does, except the registrations `refuse`
 * names (too many on the server: they stay on the device only).
 */
function server(refuse: string[] = []) {
  const kept = new Map<string, TSavedRegistration>();
  const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
    if (path !== SYNC) return new Response('{}', { status: 599 });
    const body = JSON.parse(await (init.body as Blob).text()) as {
      registrations: TSavedRegistration[];
    };
    for (const r of body.registrations) {
      if (!refuse.includes(r.fill_token)) {
        kept.set(r.fill_token, { ...r, server_updated_at: r.registration_updated_at });
      }
    }
    const answer = {
      registrations: [...kept.values()],
      conflicts: [],
      refused: refuse.map((fill_token) => ({ fill_token, reason: 'too_many' })),
    };
    return new Response(JSON.stringify(answer), { status: 201 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const save = (fillToken: string) => saveOwnerRegistration(fillToken);

let toast: MockInstance<typeof notifications.show>;
const toasts = () => toast.mock.calls.map(([shown]) => String(shown.message));

beforeEach(() => {
  freshDb();
  signInOwner();
  setApiKeySource(() => 'k1');
  toast = vi.spyOn(notifications, 'show');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the sync's notices (issue 30)", () => {
  it("'Synchroniseren' offline says it waits for the connection, and asks nothing", async () => {
    const fetchMock = server();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await save('a');
    expect(await runSync('asked')).toBeNull();
    expect(toasts()).toEqual([th('saved.syncWaits')]);
    expect(fetchMock).not.toHaveBeenCalled();
    // A sync nobody asked for (after a save offline) stays silent.
    await runSync();
    expect(toasts()).toHaveLength(1);
    // It syncs when the network is back, and says so.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(toasts().at(-1)).toBe(th('saved.syncSafe')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('confirms when everything is safe on the server, and says when something is not', async () => {
    server();
    await save('a');
    expect(await runSync('asked')).toMatchObject({ sent: 1, notOnServer: 0 });
    expect(toasts()).toEqual([th('saved.syncSafe')]);

    server(['b']);
    await save('b');
    expect(await runSync('asked')).toMatchObject({ sent: 1, notOnServer: 1 });
    expect(toasts().at(-1)).toBe(th('saved.syncPartly'));
  });

  it('back online, confirms only when it sent what was saved meanwhile', async () => {
    server();
    await runSync('reconnected');
    expect(toasts()).toEqual([]);
    await save('a');
    await runSync('reconnected');
    expect(toasts()).toEqual([th('saved.syncSafe')]);
    // A sync of a save online is the save's own business: no notice.
    await save('b');
    await runSync();
    expect(toasts()).toHaveLength(1);
  });
});

describe("a guest's copy on the device (doc 1 §2.13, §9)", () => {
  const guestCopy = (values: Record<string, unknown>) => meldingInput('g1', values);

  it('is read back as saved, and gone once older than the retention of a year', async () => {
    await saveGuestCopy(guestCopy({ naam: 'Jan' }));
    expect((await readGuestCopy('form-1'))?.values).toEqual({ naam: 'Jan' });
    // The same copy, last changed a year and a day ago.
    const old = new Date(Date.now() - 366 * 86_400_000);
    await saveRegistration({ userId: 0, clientId: 0 }, guestCopy({ naam: 'Jan' }), old);
    expect(await readGuestCopy('form-1')).toBeNull();
  });
});
