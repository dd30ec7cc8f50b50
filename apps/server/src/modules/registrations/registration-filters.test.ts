import { ZRegistrationListQuery } from '@eform/core/api/registrations-admin';
import { isDomainError } from '@eform/core/errors';
import { describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { registrations } from '../../db/schema';
import { el } from './filling.test-support';
import { registrationListSql } from './registration-filters';
import { createRegistration } from './registrations.test-support';

const { database } = await getTestDatabase();
const db = database.db;

const options = {
  options: [
    { label: 'Noord', value: 'noord' },
    { label: 'Zuid', value: 'zuid' },
  ],
};
const schema = [
  el('number', 'leeftijd'),
  el('text', 'opmerking'),
  el('date', 'datum'),
  el('radio', 'wijk', options),
  el('checkbox_multiple', 'dagen', options),
  el('checkbox_single', 'akkoord'),
  el('file', 'bijlage'),
];
const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client), { schema });
const other = await createForm(db, client, null, { schema });

/** Serial n registered on 2026-03-0n at 12:00 Dutch time (11:00Z), values by n. */
const rows = [
  { leeftijd: 8, opmerking: 'Lantaarnpaal kapot', datum: '2026-01-05', wijk: 'noord' },
  {
    leeftijd: '12',
    opmerking: 'lantaarn brandt',
    datum: '2026-02-10',
    wijk: 'zuid',
    akkoord: true,
  },
  { leeftijd: 40.5, opmerking: 'Stoep', datum: '2026-03-01T09:00', dagen: ['zuid'] },
  { leeftijd: 'twaalf', opmerking: '100% zeker', datum: '2026-04-20', dagen: ['noord', 'zuid'] },
  { leeftijd: 65, opmerking: 'a_b', wijk: 'noord', akkoord: false },
];
const made: Awaited<ReturnType<typeof createRegistration>>[] = [];
for (const [i, values] of rows.entries()) {
  made.push(
    await createRegistration(db, form, {
      values,
      registeredAt: new Date(`2026-03-0${i + 1}T11:00:00Z`),
      updatedAt: new Date(`2026-05-0${5 - i}T11:00:00Z`),
      name: `${'edcba'[i]} registratie`,
      status: i === 4 ? 'draft' : 'completed',
    }),
  );
}
await createRegistration(db, other, { values: rows[0] });
const trashed = await createRegistration(db, form, {
  values: { leeftijd: 1 },
  deletedAt: new Date('2026-03-09T00:00:00Z'),
  status: 'draft',
});

/** The serial numbers the list answers for this query string. */
async function serials(search: string): Promise<number[]> {
  const query = ZRegistrationListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
  const { where, orderBy } = registrationListSql(form, query);
  const found = await db
    .select({ n: registrations.serialNumber })
    .from(registrations)
    .where(where)
    .orderBy(...orderBy);
  return found.map((row) => row.n);
}

function refusal(search: string): string {
  const query = ZRegistrationListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
  try {
    registrationListSql(form, query);
  } catch (error) {
    if (isDomainError(error) && error.code === 'VALIDATION') return error.message;
    throw error;
  }
  throw new Error(`not refused: ${search}`);
}

describe('registrationListSql', () => {
  it('lists the completed tab newest first by default, the other form and the trash apart', async () => {
    expect(await serials('')).toEqual([4, 3, 2, 1]);
    expect(await serials('status=draft')).toEqual([5]);
    expect(await serials('trashed=1')).toEqual([trashed.serialNumber]);
    expect(await serials('trashed=1&status=completed')).toEqual([]);
  });

  it('sorts by each column both ways', async () => {
    expect(await serials('sort_by=registration_serial_number&sort_direction=1')).toEqual([
      1, 2, 3, 4,
    ]);
    expect(await serials('sort_by=registration_name&sort_direction=1')).toEqual([4, 3, 2, 1]);
    expect(await serials('sort_by=registration_name&sort_direction=-1')).toEqual([1, 2, 3, 4]);
    expect(await serials('sort_by=registration_updated_at&sort_direction=1')).toEqual([4, 3, 2, 1]);
    expect(await serials('sort_by=registration_date&sort_direction=1')).toEqual([1, 2, 3, 4]);
  });

  it('filters by serial range and registration date (whole Dutch days)', async () => {
    expect(
      await serials('min:registration_serial_number=2&max:registration_serial_number=3'),
    ).toEqual([3, 2]);
    expect(await serials('eq:registration_serial_number=4')).toEqual([4]);
    expect(
      await serials('min:registration_date=2026-03-02&max:registration_date=2026-03-03'),
    ).toEqual([3, 2]);
    expect(await serials('eq:registration_date=2026-03-04')).toEqual([4]);
    expect(await serials('max:registration_date=2026-03-02T10:59:59Z')).toEqual([1]);
  });

  it('gives the serial range the filters leave (for reading it through the serial index)', () => {
    const range = (search: string) => {
      const query = ZRegistrationListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
      return registrationListSql(form, query).serialRange;
    };
    expect(range('min:leeftijd=3')).toBeUndefined();
    expect(range('min:registration_serial_number=2&max:registration_serial_number=30')).toEqual({
      min: 2,
      max: 30,
    });
    expect(range('max:registration_serial_number=7')).toEqual({ min: undefined, max: 7 });
    expect(range('eq:registration_serial_number=4&max:registration_serial_number=9')).toEqual({
      min: 4,
      max: 4,
    });
  });

  it('filters schema fields by their kind', async () => {
    // Numbers compare as numbers ('12' is 12, 'twaalf' is none); 8 < 12 although '8' > '12'.
    expect(await serials('min:leeftijd=10&max:leeftijd=50')).toEqual([3, 2]);
    expect(await serials('max:leeftijd=10,5')).toEqual([1]);
    expect(await serials('eq:opmerking=LANTAARN')).toEqual([2, 1]);
    expect(await serials('eq:opmerking=%')).toEqual([4]);
    expect(await serials('min:datum=2026-02-01&max:datum=2026-03-01')).toEqual([3, 2]);
    expect(await serials('eq:wijk=zuid')).toEqual([2]);
    expect(await serials('eq:dagen=zuid')).toEqual([4, 3]);
    expect(await serials('eq:akkoord=true')).toEqual([2]);
    expect(await serials('eq:akkoord=0')).toEqual([4, 3, 1]);
    expect(await serials('status=draft&eq:akkoord=false&min:leeftijd=60')).toEqual([5]);
  });

  it('refuses an unknown field or a value that is not of its kind, naming the key', () => {
    expect(refusal('eq:onbekend=1')).toBe('Het veld "eq:onbekend" is niet goed ingevuld.');
    for (const bad of [
      'min:registration_serial_number=abc',
      'min:registration_serial_number=-1',
      'max:registration_date=2026-02-30',
      'min:registration_date=gisteren',
      'min:leeftijd=veel',
      'min:opmerking=a',
      'eq:wijk=west',
      'eq:akkoord=ja',
      'eq:bijlage=x',
      'max:datum=1-1-2026',
    ]) {
      const key = bad.slice(0, bad.indexOf('='));
      expect(refusal(bad)).toBe(`Het veld "${key}" is niet goed ingevuld.`);
    }
  });
});
