import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { TExportFormat } from '@eform/core/api/registrations-admin';
import type { TElement } from '@eform/core/elements';
import yazl from 'yazl';
import type { TStorage, TStoredObject } from '../../storage/storage';
import {
  elementHeader,
  registrationColumns,
  subformColumns,
  subformElements,
  subformItems,
  type TExportRow,
  type TSubformItem,
} from './export-columns';
import type { TExportFile } from './exports.repository';
import { csvTableWriter, type TTableWriter, xlsxTableWriter } from './table-writers';

/** What an export is made of: the form's schema, its rows and (for the zip) their files. */
export interface TExportSource {
  schema: readonly TElement[];
  sheetName: string;
  rows: AsyncIterable<TExportRow[]>;
  files: () => AsyncIterable<TExportFile[]>;
}

/** The main file's name inside the zip. */
export const MAIN_CSV_NAME = 'registraties.csv';

/**
 * Streams `source` into the storage as the export's file; nothing but one batch is held. A
 * failure (or a cancel, thrown by the rows) drops what was written so far.
 */
export async function storeExportFile(
  format: TExportFormat,
  source: TExportSource,
  storage: TStorage,
): Promise<TStoredObject> {
  if (format === 'csv-with-attachments') return storeZip(source, storage);
  const out = new PassThrough();
  const stored = storage.put(out);
  // Handled when awaited below; a rejection before then must not count as unhandled.
  stored.catch(() => undefined);
  try {
    const columns = registrationColumns(source.schema);
    const table =
      format === 'xlsx'
        ? await xlsxTableWriter(out, columns, source.sheetName)
        : csvTableWriter(out, columns);
    for await (const rows of source.rows) await table.write(rows);
    await table.end();
  } catch (error) {
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return stored;
}

/** A file name without folders, for inside the zip. */
function safeName(name: string): string {
  const cleaned = name
    .replace(/[/\\]|\p{Cc}/gu, '_')
    .replace(/^\.+/, '_')
    .trim();
  return cleaned === '' ? 'bestand' : cleaned.slice(0, 200);
}

/**
 * The zip of csv-with-attachments: the main CSV, a CSV per subform (one row per item, with the
 * registration's number), then each registration's files in a folder named by its number. The
 * CSVs are written to a temporary folder while the rows stream by; the files are streamed from
 * storage one at a time, each opened only when the zip reaches it.
 */
async function storeZip(source: TExportSource, storage: TStorage): Promise<TStoredObject> {
  const dir = await mkdtemp(join(tmpdir(), 'eform-export-'));
  try {
    const tables = await writeCsvFiles(source, dir);
    const zip = new yazl.ZipFile();
    const stored = storage.put(zip.outputStream as Readable);
    stored.catch(() => undefined);
    try {
      for (const table of tables) {
        zip.addReadStreamLazy(table.name, (done) => done(null, createReadStream(table.path)));
      }
      await addFiles(zip, source, storage);
      zip.end();
    } catch (error) {
      (zip.outputStream as Readable).destroy(error as Error);
      await stored.catch(() => undefined);
      throw error;
    }
    return await stored;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeCsvFiles(source: TExportSource, dir: string) {
  const main = { name: MAIN_CSV_NAME, path: join(dir, 'main.csv') };
  const mainTable = csvTableWriter(
    createWriteStream(main.path),
    registrationColumns(source.schema),
  );
  const used = new Set([MAIN_CSV_NAME]);
  const subforms = subformElements(source.schema).map((subform, index) => {
    let name = `${safeName(elementHeader(subform))}.csv`;
    if (used.has(name)) name = `${safeName(elementHeader(subform))} (${index + 1}).csv`;
    used.add(name);
    const path = join(dir, `subform-${index}.csv`);
    const table: TTableWriter<TSubformItem> = csvTableWriter(
      createWriteStream(path),
      subformColumns(subform),
    );
    return { name, path, table, dataName: subform.name };
  });
  for await (const rows of source.rows) {
    await mainTable.write(rows);
    for (const subform of subforms) {
      const items: TSubformItem[] = [];
      for (const row of rows) {
        for (const item of subformItems(row.values?.[subform.dataName])) {
          items.push({ serial: row.serial_number, item });
        }
      }
      if (items.length > 0) await subform.table.write(items);
    }
  }
  await mainTable.end();
  for (const subform of subforms) await subform.table.end();
  return [main, ...subforms];
}

/** Files the zip has been handed but not yet reached; more wait (constant memory). */
const FILES_AHEAD = 32;

async function addFiles(zip: yazl.ZipFile, source: TExportSource, storage: TStorage) {
  let ahead = 0;
  let wake: (() => void) | undefined;
  let failure: unknown;
  zip.on('error', (error) => {
    failure = error;
    wake?.();
  });
  const namesIn = new Map<number, Set<string>>();
  for await (const batch of source.files()) {
    for (const file of batch) {
      // One folder per registration; the same name twice gets a number.
      const names = namesIn.get(file.serial_number) ?? new Set<string>();
      if (!namesIn.has(file.serial_number)) {
        namesIn.clear();
        namesIn.set(file.serial_number, names);
      }
      const base = safeName(file.filename);
      let name = base;
      for (let n = 2; names.has(name); n += 1) name = numbered(base, n);
      names.add(name);
      ahead += 1;
      zip.addReadStreamLazy(`${file.serial_number}/${name}`, (done) => {
        ahead -= 1;
        wake?.();
        storage.get(file.sha256).then(
          (stream) => done(null, stream),
          (error) => done(error, undefined as never),
        );
      });
      while (ahead > FILES_AHEAD && failure === undefined) {
        await new Promise<void>((resolve) => (wake = resolve));
      }
      if (failure !== undefined) throw failure;
    }
  }
}

function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}
