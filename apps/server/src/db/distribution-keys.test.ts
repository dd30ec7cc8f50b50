import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/support';

const { database } = await getTestDatabase();

/** Tables that grow with registrations: distributed by client later (Citus), so keyed by it. */
const GROWING = ['registrations', 'registration_submits', 'files', 'credit_usages'];

describe('tables that grow with registrations', () => {
  it.each(GROWING)('%s has client_id in its primary key and every unique index', async (table) => {
    const result = await database.db.execute<{ name: string; primary: boolean; columns: string[] }>(
      sql`select i.relname as name, x.indisprimary as primary,
          array(select a.attname::text from unnest(x.indkey) k
            join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k) as columns
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        where t.relname = ${table} and x.indisunique`,
    );
    expect(result.rows.some((index) => index.primary)).toBe(true);
    for (const index of result.rows) {
      expect(index.columns, index.name).toContain('client_id');
    }
  });
});
