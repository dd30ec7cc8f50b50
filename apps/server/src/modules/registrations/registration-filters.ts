import type { TFormRetention } from '@eform/core/api';
import type { THookStatus } from '@eform/core/api/integrations';
import type { TRegistrationStatus } from '@eform/core/api/registrations';
import {
  registrationFiltersOf,
  type TRegistrationFilter,
  type TRegistrationListQuery,
  type TRegistrationSortField,
  type TReviewStateFilter,
} from '@eform/core/api/registrations-admin';
import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import type { TElement, TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { retentionCutoffs } from '@eform/core/retention';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hookDeliveries, REGISTRATION_NAME_SORT_CHARS, registrations } from '../../db/schema';

/**
 * The WHERE and ORDER BY of a form's registrations list, shared by the list and the exports
 * (issue 19). Every filter is checked against the form's schema: an unknown name or a value that
 * does not read as its kind is a 400 naming the query key (`min:leeftijd`).
 */

/** The form a list is of: its client, its id, and its current schema (the filterable names). */
export interface TListForm {
  id: number;
  clientId: number;
  schema: TSchema;
}

/** The list's selection: everything but the page. */
export type TListSelection = Pick<
  TRegistrationListQuery,
  'trashed' | 'status' | 'sort_by' | 'sort_direction' | 'hook_status' | 'review_state'
> &
  Record<string, unknown>;

/** What the list asks of the registrations table, as drizzle SQL. */
export interface TRegistrationListSql {
  /** Client, form, tab (trashed, status) and the filters. */
  where: SQL;
  /** The sort column in the asked direction, then `id` the same way (a unique order). */
  orderBy: SQL[];
  /** The sort as asked: its field, its column (an expression for names) and its direction. */
  sort: { field: TRegistrationSortField; key: SQL; descending: boolean };
  /**
   * The serial numbers the filters leave (both ends inclusive; an end not given is undefined),
   * or undefined when no filter is on the serial number. The list may read a narrow range
   * through the serial index and sort it instead of walking its sort's index (listPage).
   */
  serialRange: TSerialRange | undefined;
  /** Whether any `min:`/`max:`/`eq:` filter applies (counts then cannot come from the counters). */
  filtered: boolean;
  /** The filters as checked, in key order (a stable key for a count cache). */
  filters: TRegistrationFilter[];
  /** The tab: trashed or not, and the status listed (undefined: every status, in the trash). */
  trashed: boolean;
  status: TRegistrationStatus | undefined;
  /** Only registrations with a hook (its latest delivery) in this status. */
  hookStatus: THookStatus | undefined;
  /** Only registrations in this review state ('none': not reviewed). */
  reviewState: TReviewStateFilter | undefined;
}

/** The serial numbers a list's filters allow, both ends inclusive. */
export interface TSerialRange {
  min: number | undefined;
  max: number | undefined;
}

const SORT_COLUMNS: Record<TRegistrationSortField, PgColumn | SQL> = {
  registration_date: registrations.registeredAt,
  registration_serial_number: registrations.serialNumber,
  registration_updated_at: registrations.updatedAt,
  // The expression of registrations_list_name_idx (long names sort by their start).
  registration_name: sql`left(${registrations.name}, ${sql.raw(String(REGISTRATION_NAME_SORT_CHARS))})`,
  deleted_at: registrations.deletedAt,
};

/**
 * The list's SQL. Tabs: `trashed` false lists the registrations not trashed, of `status`
 * ('completed' when not given: the first tab; every live page is then served by an index with
 * the status in it); `trashed` true lists the trash, of every status unless `status` is given.
 * Default sort registration_date descending, deleted_at descending in the trash; deleted_at
 * outside the trash (where it is empty) sorts by registration_date.
 */
export function registrationListSql(form: TListForm, query: TListSelection): TRegistrationListSql {
  const filters = registrationFiltersOf(query);
  const status = query.status ?? (query.trashed ? undefined : 'completed');
  const where = and(
    eq(registrations.clientId, form.clientId),
    eq(registrations.formId, form.id),
    query.trashed ? isNotNull(registrations.deletedAt) : isNull(registrations.deletedAt),
    status === undefined ? undefined : eq(registrations.status, status),
    ...filters.map((filter) => filterSql(form.schema, filter)),
    query.hook_status === undefined ? undefined : hookStatusSql(form, query.hook_status),
    reviewStateSql(query.review_state),
  ) as SQL;
  let sortBy = query.sort_by ?? (query.trashed ? 'deleted_at' : 'registration_date');
  if (sortBy === 'deleted_at' && !query.trashed) sortBy = 'registration_date';
  const descending = query.sort_direction !== 1;
  const order = descending ? desc : asc;
  return {
    where,
    orderBy: [order(SORT_COLUMNS[sortBy]), order(registrations.id)],
    sort: { field: sortBy, key: sql`${SORT_COLUMNS[sortBy]}`, descending },
    serialRange: serialRangeOf(filters),
    filtered:
      filters.length > 0 || query.hook_status !== undefined || query.review_state !== undefined,
    filters,
    trashed: query.trashed,
    status,
    hookStatus: query.hook_status,
    reviewState: query.review_state,
  };
}

/** The review filter (registrations_review_idx holds review_state after the status). */
function reviewStateSql(state: TReviewStateFilter | undefined): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === 'none') return isNull(registrations.reviewState);
  return eq(registrations.reviewState, state);
}

/**
 * Registrations of the form with a hook whose latest delivery (no later one of the same hook)
 * is in `status`: from the form's deliveries in that status (hook_deliveries_form_status_idx),
 * each checked for a later one (hook_deliveries_latest_idx).
 */
function hookStatusSql(form: TListForm, status: THookStatus): SQL {
  return sql`${registrations.id} in (
    select d.registration_id from ${hookDeliveries} d
    where d.client_id = ${form.clientId} and d.form_id = ${form.id} and d.status = ${status}
      and not exists (select 1 from ${hookDeliveries} n
        where n.client_id = d.client_id and n.registration_id = d.registration_id
          and n.hook_id = d.hook_id and n.id > d.id))`;
}

/** The serial numbers the filters allow (checked by filterSql before). */
function serialRangeOf(filters: TRegistrationFilter[]): TSerialRange | undefined {
  const serial = filters.filter((filter) => filter.name === 'registration_serial_number');
  if (serial.length === 0) return undefined;
  const range: TSerialRange = { min: undefined, max: undefined };
  for (const { operator, value } of serial) {
    const n = Number(value);
    if (operator !== 'max') range.min = Math.max(range.min ?? n, n);
    if (operator !== 'min') range.max = Math.min(range.max ?? n, n);
  }
  return range;
}

/**
 * `where` narrowed to the registrations not past their form's retention terms at `now` (issue
 * 34): exports and mails leave out what the daily run will delete, also between two runs.
 */
export function withinRetentionSql(
  where: SQL,
  retention: TFormRetention | null | undefined,
  now: Date,
): SQL {
  const cut = retentionCutoffs(retention, now);
  return and(
    where,
    cut.sent
      ? sql`(${registrations.status} = 'draft' or ${registrations.registeredAt} >= ${cut.sent})`
      : undefined,
    cut.drafts
      ? sql`(${registrations.status} <> 'draft' or ${registrations.updatedAt} >= ${cut.drafts})`
      : undefined,
  ) as SQL;
}

/** The 400 of a filter: 'Het veld "min:leeftijd" is niet goed ingevuld.' */
export function filterError(filter: TRegistrationFilter): DomainError {
  return new DomainError('VALIDATION', {
    messageKey: 'server.error.fieldInvalid',
    params: { field: `${filter.operator}:${filter.name}` },
  });
}

type TCompare = (left: SQL, right: unknown) => SQL;
const OPERATORS: Record<TRegistrationFilter['operator'], TCompare> = {
  min: (left, right) => sql`${left} >= ${right}`,
  max: (left, right) => sql`${left} <= ${right}`,
  eq: (left, right) => sql`${left} = ${right}`,
};

const INTEGER = /^\d{1,9}$/;
const NUMBER = /^-?\d+([.,]\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^\d{2}:\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
function isDay(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

function filterSql(schema: TSchema, filter: TRegistrationFilter): SQL {
  if (filter.name === 'registration_serial_number') return serialSql(filter);
  if (filter.name === 'registration_date') return registrationDateSql(filter);
  const element = schema.find((candidate) => 'name' in candidate && candidate.name === filter.name);
  if (!element) throw filterError(filter);
  return valueSql(element, filter);
}

function serialSql(filter: TRegistrationFilter): SQL {
  if (!INTEGER.test(filter.value)) throw filterError(filter);
  return OPERATORS[filter.operator](sql`${registrations.serialNumber}`, Number(filter.value));
}

/** A day in the Netherlands: from its first instant to the next day's (a whole day for `max`). */
function dayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${DEFAULT_TIME_ZONE})`;
}

function registrationDateSql(filter: TRegistrationFilter): SQL {
  const at = sql`${registrations.registeredAt}`;
  const { value } = filter;
  if (isDay(value)) {
    if (filter.operator === 'min') return sql`${at} >= ${dayStart(value)}`;
    if (filter.operator === 'max') return sql`${at} < ${dayStart(value, 1)}`;
    return sql`${at} >= ${dayStart(value)} and ${at} < ${dayStart(value, 1)}`;
  }
  const instant = DATE_TIME.test(value) ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime()) || !isDay(value.slice(0, 10))) {
    throw filterError(filter);
  }
  return OPERATORS[filter.operator](at, instant.toISOString());
}

const NUMERIC_TYPES = new Set(['number', 'decimal', 'calculation', 'autoIncrement']);
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'qrCodeScanner', 'computed']);
const DAY_TYPES = new Set(['date', 'datetime']);
const CHECKED = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/**
 * A stored value (jsonb) as a number: a number, or the text of one (values may hold either);
 * anything else is null. The filters and the charts read numbers the same way.
 */
export function numericValueSql(json: SQL): SQL {
  const text = sql`(${json} #>> '{}')`;
  return sql`(case when jsonb_typeof(${json}) = 'number' then ${text}::numeric
      when jsonb_typeof(${json}) = 'string' and btrim(${text}) ~ '^-?[0-9]+([.,][0-9]+)?$'
      then replace(btrim(${text}), ',', '.')::numeric end)`;
}

/** The filter on one schema field's stored value (jsonb), by the element's kind. */
function valueSql(element: TElement, filter: TRegistrationFilter): SQL {
  const type = element.elementType;
  const json = sql`(${registrations.values} -> ${filter.name})`;
  const text = sql`(${json} #>> '{}')`;
  const { operator, value } = filter;
  if (NUMERIC_TYPES.has(type)) {
    if (!NUMBER.test(value)) throw filterError(filter);
    // A number, or the text of one (values may hold either); anything else matches nothing.
    return OPERATORS[operator](numericValueSql(json), sql`${value.replace(',', '.')}::numeric`);
  }
  if (DAY_TYPES.has(type)) {
    const day = DATE_TIME.test(value) ? value.slice(0, 10) : value;
    if (!isDay(day)) throw filterError(filter);
    return OPERATORS[operator](sql`left(${text}, 10)`, day);
  }
  if (type === 'time') {
    if (!TIME.test(value)) throw filterError(filter);
    return OPERATORS[operator](sql`left(${text}, 5)`, value);
  }
  if (operator !== 'eq') throw filterError(filter);
  if (TEXT_TYPES.has(type)) {
    const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`${text} ilike ${`%${escaped}%`}`;
  }
  if (type === 'radio' || type === 'select' || type === 'checkbox_multiple') {
    const options = ('options' in element ? (element.options ?? []) : []).map((option) =>
      String(option.value),
    );
    if (!options.includes(value)) throw filterError(filter);
    if (type !== 'checkbox_multiple') return sql`${text} = ${value}`;
    // CASE, not AND: only a list is unnested (SQL does not promise AND's order).
    return sql`(case when jsonb_typeof(${json}) = 'array' then exists (
      select 1 from jsonb_array_elements_text(${json}) chosen where chosen = ${value}) else false end)`;
  }
  if (type === 'checkbox_single') {
    const wanted = CHECKED.get(value);
    if (wanted === undefined) throw filterError(filter);
    return sql`coalesce(${json} = 'true'::jsonb, false) = ${wanted}`;
  }
  throw filterError(filter);
}
