import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  CSV_BOM,
  csvRecord,
  endStream,
  neutralise,
  type TCsvField,
  writeChunk,
} from '../../csv/csv';
import { cellText, type TColumnKind, type TExportColumn } from './export-columns';

/** One table of an export (the main file, a subform's file, the workbook's sheet). */
export interface TTableWriter<R> {
  /** Writes a batch of rows; resolves when the output takes more. */
  write(rows: readonly R[]): Promise<void>;
  /** Writes what is left; the output is ended. */
  end(): Promise<void>;
}

/**
 * CSV as Dutch Excel opens it: UTF-8 with BOM, semicolons, CRLF, fields quoted where needed,
 * values as a person reads them and text that could start a formula neutralised. A batch is
 * one chunk, so the stream's bookkeeping stays per batch, not per row.
 */
export function csvTableWriter<R>(out: Writable, columns: readonly TExportColumn<R>[]) {
  const kinds = columns.map((column) => column.kind);
  let started = false;
  const header = () => CSV_BOM + csvRecord(columns.map((column) => column.header));
  const writer: TTableWriter<R> = {
    async write(rows) {
      let chunk = started ? '' : header();
      started = true;
      for (const row of rows) {
        const fields: TCsvField[] = new Array(columns.length);
        for (let i = 0; i < columns.length; i += 1) {
          fields[i] = cellText((columns[i] as TExportColumn<R>).cell(row), kinds[i] as TColumnKind);
        }
        chunk += csvRecord(fields);
      }
      await writeChunk(out, chunk);
    },
    async end() {
      if (!started) await writeChunk(out, header());
      started = true;
      await endStream(out);
    },
  };
  return writer;
}

const DATE_FORMATS: Record<TColumnKind, string | undefined> = {
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
  plain: undefined,
};

/**
 * An XLSX workbook with one sheet, written as it goes (exceljs' streaming writer: each committed
 * row leaves memory): numbers as numbers, dates as real dates in a Dutch date format, the rest
 * as (neutralised) text.
 */
export async function xlsxTableWriter<R>(
  out: Writable,
  columns: readonly TExportColumn<R>[],
  sheetName: string,
): Promise<TTableWriter<R>> {
  // Loaded when the first workbook is written: exceljs costs some 30 MB of memory, which a
  // server that never exports XLSX should not carry.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => {
    const numFmt = DATE_FORMATS[column.kind];
    return {
      header: neutralise(column.header),
      width: Math.min(Math.max(column.header.length + 2, column.kind === 'plain' ? 12 : 17), 60),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  return {
    async write(rows) {
      for (const row of rows) {
        const values = columns.map((column) => {
          const cell = column.cell(row);
          return typeof cell === 'string' ? neutralise(cell) : cell;
        });
        sheet.addRow(values).commit();
      }
      // exceljs does not wait for its output: hold the next batch while the output is full.
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async end() {
      const finished = once(out, 'finish');
      sheet.commit();
      await workbook.commit();
      await finished;
    },
  };
}
