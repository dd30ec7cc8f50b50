import type { TKnownVersion, TSavedRegistration } from '@eform/core/api/saved-registrations';
import { SAVED_SYNC_PART_BYTES } from '@eform/core/constants';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { TSyncPart } from '../api/sync-api';
import {
  freshDb,
  meldingInput,
  OWNER,
  PNG_DATA_URL,
  saveOwnerRegistration,
  serverVersion,
} from './fixtures.test-support';
import type { TLocalRegistration } from './local-db';
import { listRegistrations, readForFill, resolveConflict, saveRegistration } from './saved-store';
import { syncSaved } from './sync';
import { getSyncProgress, onSyncProgress, type TSyncProgress } from './sync-progress';

/** The registrations of a part as the server reads them. */
const decoded = (part: TSyncPart): TSavedRegistration[] =>
  part.encoded.map((json) => JSON.parse(json) as TSavedRegistration);

const save = saveOwnerRegistration;

/** A server that keeps what it is sent, as the real one does without conflicts. */
function keepingServer() {
  const stored = new Map<string, TSavedRegistration>();
  const parts: TSavedRegistration[][] = [];
  const send = vi.fn(async (encoded: TSyncPart) => {
    const part = decoded(encoded);
    parts.push(part);
    for (const r of part)
      stored.set(r.fill_token, { ...r, server_updated_at: r.registration_updated_at });
    return { registrations: [...stored.values()], conflicts: [], refused: [] };
  });
  return { stored, parts, send };
}

describe('syncing the saved registrations', () => {
  it('sends an empty list when nothing waits (after login) and takes in the server list', async () => {
    freshDb();
    const send = vi.fn(async () => ({
      registrations: [serverVersion({ fill_token: 'elsewhere' })],
      conflicts: [],
      refused: [],
    }));
    await syncSaved(OWNER, send);
    expect(send).toHaveBeenCalledWith({ encoded: [], versions: [] }, []);
    const [row] = await listRegistrations(OWNER.userId);
    expect(row).toMatchObject({
      fillToken: 'elsewhere',
      unsynced: false,
      serverUpdatedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('sends the unsynced ones in parts under the size limit', async () => {
    freshDb();
    const big = 'x'.repeat(Math.floor(SAVED_SYNC_PART_BYTES / 2.5));
    await save('a', { tekst: big });
    await save('b', { tekst: big });
    await save('c', { tekst: big });
    const server = keepingServer();
    await syncSaved(OWNER, server.send);
    expect(server.parts.map((p) => p.length)).toEqual([2, 1]);
    expect(
      server.parts
        .flat()
        .map((r) => r.fill_token)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    for (const part of server.parts)
      expect(JSON.stringify(part).length).toBeLessThan(SAVED_SYNC_PART_BYTES);
    expect((await listRegistrations(OWNER.userId)).every((r) => !r.unsynced)).toBe(true);
    // Synced: the next sync sends nothing again.
    await syncSaved(OWNER, server.send);
    expect(server.parts.at(-1)).toEqual([]);
  });

  it('reports its progress part by part while it runs, and none once done', async () => {
    freshDb();
    const big = 'x'.repeat(Math.floor(SAVED_SYNC_PART_BYTES / 2.5));
    for (const token of ['a', 'b', 'c']) await save(token, { tekst: big });
    const seen: TSyncProgress[] = [];
    const stop = onSyncProgress(() => seen.push(getSyncProgress()));
    await syncSaved(OWNER, keepingServer().send);
    stop();
    expect(seen).toEqual([
      { done: 0, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
      null,
    ]);
  });

  it('resolves a conflict either way and sends the kept one again', async () => {
    for (const keep of ['local', 'server'] as const) {
      freshDb();
      await save('tok-1', { naam: 'hier' });
      const theirs = serverVersion({
        values: { naam: 'daar' },
        registration_updated_at: '2030-01-01T00:00:00.000Z',
      });
      await syncSaved(OWNER, async (part) => ({
        registrations: [theirs],
        conflicts: [
          {
            fill_token: 'tok-1',
            client_version: decoded(part)[0] ?? theirs,
            server_version: theirs,
          },
        ],
        refused: [],
      }));
      expect(
        (
          await syncSaved(OWNER, async () => ({
            registrations: [theirs],
            conflicts: [],
            refused: [],
          }))
        ).conflicts,
      ).toBe(1);
      await resolveConflict(OWNER, 'tok-1', keep);
      const [row] = await listRegistrations(OWNER.userId);
      expect(row?.conflict).toBeNull();
      expect(row?.values.naam).toBe(keep === 'local' ? 'hier' : 'daar');
      const server = keepingServer();
      await syncSaved(OWNER, server.send);
      if (keep === 'local') {
        expect(server.parts[0]?.[0]).toMatchObject({
          fill_token: 'tok-1',
          server_updated_at: theirs.registration_updated_at,
        });
      } else {
        expect(server.parts[0]).toEqual([]);
      }
    }
  });

  it('tells the server which versions it holds and keeps their values and files when answered without content', async () => {
    freshDb();
    const photo = { name: 'foto.png', type: 'image/png', data: PNG_DATA_URL };
    await save('a', { naam: 'Jan', foto: [photo] });
    const stored = new Map<string, TSavedRegistration>();
    const knownSent: TKnownVersion[][] = [];
    /** As the real server with the object body: versions held or just sent come without content. */
    const send = async (encoded: TSyncPart, known: TKnownVersion[]) => {
      const part = decoded(encoded);
      knownSent.push(known);
      for (const r of part)
        stored.set(r.fill_token, { ...r, server_updated_at: r.registration_updated_at });
      const held = new Set(
        [...known, ...part].map((v) => `${v.fill_token}@${v.registration_updated_at}`),
      );
      const registrations = [...stored.values()].map((r) =>
        held.has(`${r.fill_token}@${r.registration_updated_at}`)
          ? { ...r, values: {}, schema: [], content_omitted: true as const }
          : r,
      );
      return { registrations, conflicts: [], refused: [] };
    };
    await syncSaved(OWNER, send);
    await syncSaved(OWNER, send);
    const [row] = await listRegistrations(OWNER.userId);
    expect(knownSent).toEqual([
      [],
      [{ fill_token: 'a', registration_updated_at: row?.registrationUpdatedAt }],
    ]);
    expect(row).toMatchObject({ unsynced: false, serverUpdatedAt: row?.registrationUpdatedAt });
    expect((await readForFill(OWNER.userId, 'a'))?.values).toEqual({ naam: 'Jan', foto: [photo] });
  });

  it('drops one the server says was sent already', async () => {
    freshDb();
    await save('tok-1');
    await syncSaved(OWNER, async () => ({
      registrations: [],
      conflicts: [],
      refused: [{ fill_token: 'tok-1', reason: 'already_sent' }],
    }));
    expect(await listRegistrations(OWNER.userId)).toEqual([]);
  });

  it("keeps a save made while a sync's answer is merged, and has the server ask about it", async () => {
    const db = freshDb();
    // The device holds version 1 from the server; the form is open on it.
    const v1 = serverVersion({ values: { naam: 'A1' } });
    await syncSaved(OWNER, async () => ({ registrations: [v1], conflicts: [], refused: [] }));
    const opened = await readForFill(OWNER.userId, 'tok-1');
    expect(opened?.values).toEqual({ naam: 'A1' });
    // Another device's version 2 arrives; the form is saved just as the merge reads the rows.
    const v2 = serverVersion({
      values: { naam: 'B1' },
      registration_updated_at: '2026-11-21T10:00:00.000Z',
      server_updated_at: '2026-11-21T10:00:00.000Z',
    });
    let saving: Promise<string> | undefined;
    const saveOnRead = (row: TLocalRegistration) => {
      saving ??= Dexie.ignoreTransaction(() =>
        saveRegistration(OWNER, {
          ...meldingInput('tok-1', { naam: 'A2' }),
          editedVersion: opened?.version,
        }),
      );
      return row;
    };
    await syncSaved(OWNER, async () => {
      // The answer is on its way: the next read of the rows is the merge's.
      db.registrations.hook('reading', saveOnRead);
      return { registrations: [v2], conflicts: [], refused: [] };
    });
    await saving;
    const [row] = await listRegistrations(OWNER.userId);
    // What was typed is kept and waits to be sent, claiming no server version as its base: it
    // was made on version 1, so the server answers a conflict instead of losing version 2.
    expect(row).toMatchObject({ values: { naam: 'A2' }, unsynced: true, serverUpdatedAt: null });
  });
});
