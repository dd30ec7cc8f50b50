import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { ALL_DECIMALS, formatNumber } from '@eform/core/format';

/**
 * The one CSV dialect the server writes (issue 29, finding 4): registration exports, their zip's
 * subform files, the periodic mail's attachment and the datasource export all build their lines
 * here, so no writer can forget to make a formula inert. Dutch Excel's dialect: UTF-8 with a
 * BOM, semicolons, CRLF, RFC 4180 quoting.
 */

/** UTF-8 byte order mark: Dutch Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';
/** Semicolons: Excel with Dutch settings splits on them (the comma is the decimal sign). */
export const CSV_SEPARATOR = ';';

/**
 * Text a spreadsheet would run as a formula: = + - @ (also their full-width forms, and after
 * white space), or a tab or CR first; also such text behind leading quotes, so that the quote
 * this writer adds can always be told from one the text had (see {@link unneutralise}).
 */
const FORMULA_START = /^'*(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** A plain (negative) number is a number to a spreadsheet, never a formula: '-3', '-2,5'. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/** What {@link neutralise} made: a quote before text that would otherwise need one. */
const NEUTRALISED = /^'+(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * Text made inert for spreadsheets: a cell that could start a formula gets one leading quote
 * (OWASP's advice; Excel then shows it as text). `unneutralise(neutralise(t)) === t` for every t.
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * The text a neutralised cell was written from: the one quote {@link neutralise} added goes.
 * A datasource import reads its own export's cells back with it, so an export imports again
 * unchanged. A quote the text had itself stays (the writer added a second one before it).
 */
export function unneutralise(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** A cell: text (made inert) or a number we wrote (a Dutch decimal comma, never quoted). */
export type TCsvField = string | number;

const NEEDS_QUOTES = /[";\r\n]/;
const QUOTE = /"/g;

/**
 * One CSV record: text cells neutralised, numbers with a decimal comma, a field quoted when it
 * holds the separator, a quote or a line break; CRLF.
 */
export function csvRecord(fields: readonly TCsvField[]): string {
  let line = '';
  for (let i = 0; i < fields.length; i += 1) {
    const cell = fields[i] ?? '';
    const field = typeof cell === 'number' ? formatNumber(cell, ALL_DECIMALS) : neutralise(cell);
    if (i > 0) line += CSV_SEPARATOR;
    line += NEEDS_QUOTES.test(field) ? `"${field.replace(QUOTE, '""')}"` : field;
  }
  return `${line}\r\n`;
}

/** Writes `chunk`, waiting for 'drain' when the stream's buffer is full (rejects on its error). */
export async function writeChunk(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Ends `out` and waits until everything was handed on. */
export async function endStream(out: Writable): Promise<void> {
  if (out.writableFinished) return;
  const finished = once(out, 'finish');
  out.end();
  await finished;
}
