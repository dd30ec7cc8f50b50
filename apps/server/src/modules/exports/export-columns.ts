import type { TRegistrationStatus, TReviewState } from '@eform/core/api/registrations';
import {
  isElementOfType,
  isInputElement,
  type TElement,
  type TSubformElement,
} from '@eform/core/elements';
import { wallClockMs } from '@eform/core/format';
import { toFiniteNumber } from '@eform/core/formula';
import { ts } from '@eform/core/messages/server-only';
import { formatTokenValue } from '@eform/core/tokens';
import type { TCsvField } from '../../csv/csv';

/** A registration as the export reads it from the database. */
export interface TExportRow {
  id: number;
  serial_number: number;
  registered_at: Date;
  name: string;
  phase: string | null;
  status: TRegistrationStatus;
  username: string | null;
  /** The manager's review (issue 34); null or absent: not reviewed. */
  review_state?: TReviewState | null;
  /** The latest values: a corrected registration's correction, never its first version. */
  values: Record<string, unknown>;
}

/**
 * A cell: text, a number, or a date as its wall-clock time in the Dutch time zone (kept in the
 * Date's UTC fields, which is how spreadsheets read a date without a zone). '' is empty.
 */
export type TCell = string | number | Date;

/** How a column's cells are written: a date without time, a date with time, or as they come. */
export type TColumnKind = 'date' | 'datetime' | 'plain';

/** One column of an export: its header and how a row (or subform item) gives its cell. */
export interface TExportColumn<R> {
  header: string;
  kind: TColumnKind;
  cell(row: R): TCell;
}

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();
/** The zone's offset at an instant, per hour (offsets change on whole hours): few Intl calls. */
function offsetAt(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = wallClockMs(hour * HOUR_MS) - hour * HOUR_MS;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The Dutch wall-clock time of an instant, in a Date's UTC fields. */
export function wallTime(instant: Date): Date {
  const time = instant.getTime();
  return new Date(time + offsetAt(time));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;
const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A stored date value as a wall-clock Date, or undefined when it is none. */
function dateValue(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  if (ZONED.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : wallTime(instant);
  }
  // A date-time the filler typed without a zone is their wall-clock time already.
  const local = ZONELESS.exec(text);
  if (!local) return undefined;
  const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0));
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** dd-mm-jjjj (and hh:mm): how a Dutch reader writes a date. */
export function dutchDate(wall: Date, withTime: boolean): string {
  const day = `${pad(wall.getUTCDate())}-${pad(wall.getUTCMonth() + 1)}-${wall.getUTCFullYear()}`;
  return withTime ? `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` : day;
}

/** A number value as a number (read as core reads stored numbers); other text stays text. */
function numberValue(value: unknown): TCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value !== 'string' || value.trim() === '') return '';
  return toFiniteNumber(value) ?? value;
}

const NUMBER_TYPES = ['number', 'decimal', 'calculation', 'autoIncrement'] as const;

/** The cell of one element's value, typed where a spreadsheet can use the type. */
function elementCell(element: TElement): { kind: TColumnKind; cell(value: unknown): TCell } {
  if (isElementOfType(element, ...NUMBER_TYPES)) return { kind: 'plain', cell: numberValue };
  if (isElementOfType(element, 'date', 'datetime')) {
    return {
      kind: element.elementType === 'date' ? 'date' : 'datetime',
      cell: (value) => dateValue(value) ?? (typeof value === 'string' ? value : ''),
    };
  }
  if (isElementOfType(element, 'subform')) {
    return { kind: 'plain', cell: (value) => (Array.isArray(value) ? value.length : 0) };
  }
  if (isElementOfType(element, 'text', 'textarea', 'email')) {
    return { kind: 'plain', cell: (value) => (typeof value === 'string' ? value : '') };
  }
  return { kind: 'plain', cell: (value) => formatTokenValue(element, value) };
}

/** The elements of one level that hold a value (no header, static text, picture or file). */
export function valueElements(schema: readonly TElement[]): TElement[] {
  return schema.filter(isInputElement);
}

/** One value of a row by its element's data name, as the CSV writes its cell. */
export interface TNamedCell {
  name: string;
  header: string;
  kind: TColumnKind;
  cell(value: unknown): TCell;
}

/**
 * The cells of the main level's values by data name (the geo exports' properties), without the
 * tracking elements, whose routes are the geometry and would be a long text here.
 */
export function namedValueCells(schema: readonly TElement[]): TNamedCell[] {
  return valueElements(schema)
    .filter((element) => element.elementType !== 'tracking')
    .map((element) => ({
      name: element.name,
      header: elementHeader(element),
      ...elementCell(element),
    }));
}

/** The subforms of the main level. */
export function subformElements(schema: readonly TElement[]): TSubformElement[] {
  return schema.filter((element): element is TSubformElement =>
    isElementOfType(element, 'subform'),
  );
}

/** An element's column header: its label, or its data name when it has none. */
export function elementHeader(element: TElement): string {
  const label = 'label' in element && typeof element.label === 'string' ? element.label : '';
  return label.trim() === '' ? element.name : label;
}

function valueColumns<R>(
  schema: readonly TElement[],
  valuesOf: (row: R) => Record<string, unknown>,
): TExportColumn<R>[] {
  return valueElements(schema).map((element) => {
    const { kind, cell } = elementCell(element);
    const name = element.name;
    return { header: elementHeader(element), kind, cell: (row) => cell(valuesOf(row)[name]) };
  });
}

function statusText(status: TRegistrationStatus): string {
  return status === 'draft'
    ? ts('server.export.status.draft')
    : ts('server.export.status.completed');
}

/**
 * The columns of the main file: the registration's own (number, date, name, phase, status,
 * user, review), then one per element of the form that holds a value; a subform is its item count.
 */
export function registrationColumns(schema: readonly TElement[]): TExportColumn<TExportRow>[] {
  return [
    {
      header: ts('server.export.column.serial'),
      kind: 'plain',
      cell: (row) => row.serial_number,
    },
    {
      header: ts('server.export.column.date'),
      kind: 'datetime',
      cell: (row) => wallTime(row.registered_at),
    },
    { header: ts('server.export.column.name'), kind: 'plain', cell: (row) => row.name },
    { header: ts('server.export.column.phase'), kind: 'plain', cell: (row) => row.phase ?? '' },
    {
      header: ts('server.export.column.status'),
      kind: 'plain',
      cell: (row) => statusText(row.status),
    },
    {
      header: ts('server.export.column.user'),
      kind: 'plain',
      cell: (row) => row.username ?? ts('server.export.guest'),
    },
    {
      header: ts('server.export.column.review'),
      kind: 'plain',
      cell: (row) => (row.review_state ? ts(`server.export.review.${row.review_state}`) : ''),
    },
    ...valueColumns<TExportRow>(schema, (row) => row.values ?? {}),
  ];
}

/** One item of a subform, with the number of the registration it belongs to. */
export interface TSubformItem {
  serial: number;
  item: Record<string, unknown>;
}

/** The columns of a subform's file: the registration's number, then the subform's elements. */
export function subformColumns(subform: TSubformElement): TExportColumn<TSubformItem>[] {
  return [
    {
      header: ts('server.export.column.serial'),
      kind: 'plain',
      cell: (row) => row.serial,
    },
    ...valueColumns<TSubformItem>(subform.subform?.schema ?? [], (row) => row.item),
  ];
}

/** The items of a subform value (anything else is none). */
export function subformItems(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/**
 * A cell as the CSV writer takes it: a Dutch date as text; numbers and text as they are (the
 * writer gives numbers their decimal comma and makes text inert, csv/csv.ts).
 */
export function cellText(cell: TCell, kind: TColumnKind): TCsvField {
  return cell instanceof Date ? dutchDate(cell, kind === 'datetime') : cell;
}
