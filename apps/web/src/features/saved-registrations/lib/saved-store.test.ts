import { describe, expect, it } from 'vitest';
import { LOCAL_FILE_REF } from './file-parts';
import { freshDb, OWNER, PNG_DATA_URL } from './fixtures.test-support';
import {
  applyRetention,
  deleteRegistration,
  listRegistrations,
  readForFill,
  saveRegistration,
  toWire,
} from './saved-store';

const input = (overrides: Record<string, unknown> = {}) => ({
  fillToken: 'tok-1',
  formId: 'form-1',
  formName: 'Melding',
  formSummary: 'Samenvatting',
  registrationNameToken: '',
  schema: [],
  values: {
    naam: 'Jan',
    foto: [{ name: 'a.png', filename: 'a.png', base64: PNG_DATA_URL, size: 68 }],
    items: [{ handtekening: { name: 'Handtekening.png', base64: PNG_DATA_URL } }],
    ...overrides,
  },
});

describe('the saved registrations store', () => {
  it('keeps files as bytes beside the values and gives them back as base64', async () => {
    const db = freshDb();
    await saveRegistration(OWNER, input());
    const [row] = await listRegistrations(OWNER.userId);
    expect(JSON.stringify(row?.values)).not.toContain('base64');
    const files = await db.files.toArray();
    expect(files).toHaveLength(2);
    expect(files[0]?.data).toBeInstanceOf(ArrayBuffer);
    expect(files[0]?.type).toBe('image/png');
    const back = await readForFill(OWNER.userId, 'tok-1');
    expect(back?.values).toEqual(input().values);
  });

  it("keeps the registration's name as its summary once the fields the form names are filled in", async () => {
    freshDb();
    const named = {
      ...input(),
      registrationNameToken: 'Melding $naam$',
      schema: [{ uuid: 'u-naam', name: 'naam', label: 'Naam', elementType: 'text' as const }],
    };
    await saveRegistration(OWNER, named);
    await saveRegistration(OWNER, { ...named, fillToken: 'tok-2', values: {} });
    const [first, second] = await listRegistrations(OWNER.userId);
    expect([first?.fillToken, second?.fillToken].sort()).toEqual(['tok-1', 'tok-2']);
    const summaryOf = (token: string) =>
      [first, second].find((row) => row?.fillToken === token)?.formSummary;
    expect(summaryOf('tok-1')).toBe('Melding Jan');
    // Nothing it names filled in yet: the form's own summary.
    expect(summaryOf('tok-2')).toBe('Samenvatting');
  });

  it('replaces the registration kept under its fill_token, per user', async () => {
    const db = freshDb();
    await saveRegistration(OWNER, input());
    await saveRegistration(OWNER, input({ naam: 'Piet', foto: [] }));
    await saveRegistration({ userId: 8, clientId: 3 }, input());
    expect(await listRegistrations(OWNER.userId)).toHaveLength(1);
    expect((await readForFill(OWNER.userId, 'tok-1'))?.values.naam).toBe('Piet');
    expect(await db.files.where('userId').equals(OWNER.userId).count()).toBe(1);
    expect(await readForFill(9, 'tok-1')).toBeNull();
  });

  it('removes one never synced at once and marks a synced one deleted', async () => {
    freshDb();
    await saveRegistration(OWNER, input());
    await deleteRegistration(OWNER.userId, 'tok-1');
    expect(await listRegistrations(OWNER.userId)).toEqual([]);

    const db = freshDb();
    await saveRegistration(OWNER, input());
    await db.registrations.toCollection().modify({ serverUpdatedAt: '2026-11-20T10:00:00.000Z' });
    await deleteRegistration(OWNER.userId, 'tok-1', new Date('2026-11-21T10:00:00Z'));
    const [row] = await listRegistrations(OWNER.userId);
    expect(row?.deletedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(row?.unsynced).toBe(true);
    expect(await db.files.count()).toBe(0);
    if (!row) throw new Error('row expected');
    expect((await toWire(row)).registration_saved_deleted_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it('drops files after 31 days and registrations after a year', async () => {
    const db = freshDb();
    const now = new Date('2026-11-25T12:00:00Z');
    await saveRegistration(
      OWNER,
      { ...input(), fillToken: 'fresh' },
      new Date('2026-11-20T12:00:00Z'),
    );
    await saveRegistration(
      OWNER,
      { ...input(), fillToken: 'month' },
      new Date('2026-10-24T11:00:00Z'),
    );
    await saveRegistration(
      OWNER,
      { ...input(), fillToken: 'year' },
      new Date('2025-11-25T11:00:00Z'),
    );
    await applyRetention(OWNER.userId, now);
    const rows = await listRegistrations(OWNER.userId);
    expect(rows.map((r) => r.fillToken)).toEqual(['fresh', 'month']);
    expect(await db.files.where('[userId+fillToken]').equals([OWNER.userId, 'month']).count()).toBe(
      0,
    );
    expect(await db.files.where('[userId+fillToken]').equals([OWNER.userId, 'fresh']).count()).toBe(
      2,
    );
    // A file gone after its retention leaves the value, the rest stays.
    const month = await readForFill(OWNER.userId, 'month');
    expect(month?.values).toEqual({ naam: 'Jan', foto: [], items: [{ handtekening: null }] });
    expect(JSON.stringify(rows[1]?.values)).toContain(LOCAL_FILE_REF);
  });
});
