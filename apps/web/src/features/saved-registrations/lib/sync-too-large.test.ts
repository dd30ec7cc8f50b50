import type { TSavedRegistration } from '@eform/core/api/saved-registrations';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import type { TSyncPart } from '../api/sync-api';
import { freshDb, OWNER, saveOwnerRegistration } from './fixtures.test-support';
import { listRegistrations } from './saved-store';
import { syncSaved } from './sync';

// A server that takes 4 MB bodies: room for 3 MB of one registration beside the body's frame.
vi.mock('@eform/core/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@eform/core/constants')>()),
  SAVED_SYNC_MAX_BODY_BYTES: 4 * 1024 * 1024,
}));

const save = (fillToken: string, tekst = 'kort') => saveOwnerRegistration(fillToken, { tekst });

const tokens = (part: TSyncPart) =>
  part.encoded.map((json) => (JSON.parse(json) as TSavedRegistration).fill_token);

/** A server keeping what it is sent; `refuse` answers 413 for parts it names. */
function server(refuse: (sent: string[]) => boolean = () => false) {
  const parts: string[][] = [];
  const stored = new Map<string, TSavedRegistration>();
  const send = async (part: TSyncPart) => {
    const sent = tokens(part);
    parts.push(sent);
    if (refuse(sent)) throw new ApiError(413, 'Te groot');
    for (const json of part.encoded) {
      const r = JSON.parse(json) as TSavedRegistration;
      stored.set(r.fill_token, { ...r, server_updated_at: r.registration_updated_at });
    }
    return { registrations: [...stored.values()], conflicts: [], refused: [] };
  };
  return { parts, send };
}

const byToken = async () =>
  new Map((await listRegistrations(OWNER.userId)).map((r) => [r.fillToken, r]));

describe('a saved registration too large to sync', () => {
  it('is never sent, stays on the device as too large, and the others sync; a change tries again', async () => {
    freshDb();
    await save('groot', 'x'.repeat(3.5 * 1024 * 1024));
    await save('klein');
    const first = server();
    await syncSaved(OWNER, first.send);
    expect(first.parts).toEqual([['klein']]);
    let rows = await byToken();
    expect(rows.get('groot')).toMatchObject({ unsynced: true, refused: 'too_large' });
    expect(rows.get('klein')).toMatchObject({ unsynced: false, refused: null });

    // Not read and measured again on every sync while it is unchanged.
    const again = server();
    await syncSaved(OWNER, again.send);
    expect(again.parts).toEqual([[]]);

    // Made smaller: sent with the next sync.
    await save('groot', 'nu kleiner');
    const after = server();
    await syncSaved(OWNER, after.send);
    expect(after.parts).toEqual([['groot']]);
    rows = await byToken();
    expect(rows.get('groot')).toMatchObject({ unsynced: false, refused: null });
  });

  it('refused with 413 in a part: the part goes again one by one, the one refused alone stays', async () => {
    freshDb();
    await save('a');
    await save('b');
    await save('c');
    // A proxy with a lower limit than ours: refuses any body holding 'b'.
    const proxy = server((sent) => sent.includes('b'));
    const outcome = await syncSaved(OWNER, proxy.send);
    expect(outcome).toEqual({ sent: 3, conflicts: 0, notOnServer: 1 });
    expect(proxy.parts[0]?.sort()).toEqual(['a', 'b', 'c']);
    expect(proxy.parts.slice(1).flat().sort()).toEqual(['a', 'b', 'c']);
    const rows = await byToken();
    expect(rows.get('b')).toMatchObject({ unsynced: true, refused: 'too_large' });
    expect(rows.get('a')).toMatchObject({ unsynced: false });
    expect(rows.get('c')).toMatchObject({ unsynced: false });
  });

  it('any other failure still fails the sync', async () => {
    freshDb();
    await save('a');
    await expect(
      syncSaved(OWNER, async () => {
        throw new ApiError(500, 'Kapot');
      }),
    ).rejects.toThrow('Kapot');
    expect((await byToken()).get('a')).toMatchObject({ unsynced: true, refused: null });
  });
});
