import {
  REGISTRATION_SORT_FIELDS,
  ZRegistrationListQuery,
} from '@eform/core/api/registrations-admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createForm } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { el } from './filling.test-support';
import { registrationListSql } from './registration-filters';
import { countListed, listPage } from './registrations-admin.repository';

/**
 * The list's pages are index scans for every tab and sort, on a table too big to read whole:
 * checked with EXPLAIN on generated rows (issue 19 'Scale by design').
 */
const { database } = await getTestDatabase();
const db = database.db;
const client = await createClient(db);
const schema = [el('number', 'bedrag'), el('text', 'opmerking')];
const form = await createForm(db, client, null, { schema });
const neighbour = await createForm(db, client, null, { schema });

// 30,000 rows of the form (5% drafts, 1% trashed) and 30,000 of another form.
for (const target of [form, neighbour]) {
  await db.execute(sql`
    insert into registrations (client_id, form_id, form_revision, serial_number, name, status,
      values, registered_at, updated_at, deleted_at)
    select ${target.clientId}, ${target.id}, 1, g, 'Registratie ' || g,
      case when g % 20 = 0 then 'draft' else 'completed' end,
      jsonb_build_object('bedrag', g % 1000, 'opmerking', 'tekst ' || g),
      timestamptz '2025-01-01' + g * interval '1 minute',
      timestamptz '2025-01-01' + g * interval '1 minute',
      case when g % 100 = 1 then timestamptz '2026-01-01' + g * interval '1 second' end
    from generate_series(1, 30000) g`);
}
await db.execute(sql`vacuum analyze registrations`);

type TPlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: TPlanNode[];
};

function nodesOf(node: TPlanNode): TPlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The plan nodes that read the registrations table. */
async function registrationScans(search: string, page = 1, readRange = false) {
  const query = ZRegistrationListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
  const list = registrationListSql(form, query);
  const pageQuery = listPage(db, client.id, list, 20, (page - 1) * 20, readRange);
  const { sql: text, params } = pageQuery.toSQL();
  const result = await database.pool.query(`explain (format json) ${text}`, params);
  const plan = (result.rows[0] as { 'QUERY PLAN': { Plan: TPlanNode }[] })['QUERY PLAN'][0];
  if (!plan) throw new Error('no plan');
  return nodesOf(plan.Plan).filter((node) => node['Relation Name'] === 'registrations');
}

const TABS = ['status=completed', 'status=draft', 'trashed=1', ''];

describe('the list query plans', () => {
  for (const tab of TABS) {
    for (const sortBy of REGISTRATION_SORT_FIELDS) {
      for (const direction of ['1', '-1']) {
        const search = `${tab}&sort_by=${sortBy}&sort_direction=${direction}`;
        it(`reads an index, never the whole table: ${search}`, async () => {
          for (const page of [1, 50]) {
            const scans = await registrationScans(search, page);
            expect(scans.length).toBeGreaterThan(0);
            for (const scan of scans) expect(scan['Node Type']).not.toBe('Seq Scan');
          }
        });
      }
    }
  }

  it('serves live pages of the default sort from the index alone', async () => {
    const scans = await registrationScans('', 50);
    expect(scans.map((scan) => scan['Node Type'])).toContain('Index Only Scan');
  });

  it('reads an index for filtered pages and counts', async () => {
    for (const search of [
      'min:registration_serial_number=100&max:registration_serial_number=200',
      'min:registration_date=2025-01-02&max:registration_date=2025-01-03',
      'min:bedrag=500&max:bedrag=510',
      'eq:opmerking=tekst 12',
    ]) {
      const scans = await registrationScans(search);
      for (const scan of scans) expect(scan['Node Type'], search).not.toBe('Seq Scan');
    }
    const list = registrationListSql(form, ZRegistrationListQuery.parse({ 'eq:bedrag': '7' }));
    expect(await countListed(db, list)).toBe(30);
  });

  it('reads a narrow serial range through the serial index, not the walk of the date index', async () => {
    const search = 'min:registration_serial_number=15000&max:registration_serial_number=15999';
    const walked = (await registrationScans(search)).map((scan) => scan['Index Name']);
    expect(walked).toContain('registrations_list_date_idx');
    const scans = await registrationScans(search, 1, true);
    for (const scan of scans) expect(scan['Node Type']).not.toBe('Seq Scan');
    expect(scans.map((scan) => scan['Index Name'])).not.toContain('registrations_list_date_idx');
    expect(scans.map((scan) => scan['Index Name'])).toContain('registrations_list_serial_idx');
  });

  it('answers the same pages reading a serial range as walking the sort index', async () => {
    const ranges = [
      'min:registration_serial_number=14001&max:registration_serial_number=14500',
      'min:registration_serial_number=29900',
      'max:registration_serial_number=99&eq:bedrag=50',
    ];
    for (const range of ranges) {
      for (const tab of TABS) {
        for (const sortBy of REGISTRATION_SORT_FIELDS) {
          for (const direction of ['1', '-1']) {
            const search = `${range}&${tab}&sort_by=${sortBy}&sort_direction=${direction}`;
            const query = ZRegistrationListQuery.parse(
              Object.fromEntries(new URLSearchParams(search)),
            );
            const list = registrationListSql(form, query);
            for (const page of [1, 3]) {
              const [walked, read] = await Promise.all(
                [false, true].map(async (readRange) => {
                  const rows = await listPage(db, client.id, list, 20, (page - 1) * 20, readRange);
                  return rows.map((row) => row.registration.id);
                }),
              );
              expect(read, `${search} page ${page}`).toEqual(walked);
            }
          }
        }
      }
    }
  });
});
