import type { TRegistrationListQuery } from '@eform/core/api/registrations-admin';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { processCache } from '../../db/process-caches';
import { formForUser, type TAsker, type TFormRow } from '../access';
import { registrationListSql, type TRegistrationListSql } from './registration-filters';
import { queueRegistrationSent, registrationQueueReady } from './registration-jobs';
import {
  countListed,
  findFormCounts,
  findFormRegistration,
  findSerialExtent,
  listPage,
  setTrashed,
} from './registrations-admin.repository';
import { listHookStatuses } from './registrations-queries.repository';

/**
 * The registrations of a form for whoever manages them (doc 2 'Registrations list' and
 * 'Registration detail', issue 19): the list, trash and restore, resend.
 */

const MANAGE = 'eform manage form registrations';
const DELETE = 'eform manage form registrations delete';

/** A filtered count is kept this long at most, and only while the form's stamp stays. */
const COUNT_CACHE_MS = 60_000;
const COUNT_CACHE_SIZE = 500;
const countCache = processCache(new Map<string, { stamp: number; count: number; at: number }>());

/**
 * How many registrations the list holds. Unfiltered: the form's counters (kept by triggers).
 * Filtered: counted once, then kept per (form, tab, filters) while the form's change stamp (the
 * sum of its counters' stamps, which every write to its registrations raises) stays the same,
 * so turning pages never counts again.
 */
async function countOf(db: TDb, form: TFormRow, list: TRegistrationListSql): Promise<number> {
  const counters = await findFormCounts(db, form.clientId, form.id);
  // Hook statuses change without the counters' stamps moving: counted each time.
  if (list.hookStatus !== undefined) return countListed(db, list);
  if (!list.filtered) {
    return counters
      .filter((c) => c.trashed === list.trashed && (!list.status || c.status === list.status))
      .reduce((sum, c) => sum + c.count, 0);
  }
  const stamp = counters.reduce((sum, c) => sum + c.stamp, 0);
  const key = JSON.stringify([form.id, list.trashed, list.status, list.filters, list.reviewState]);
  const cached = countCache.get(key);
  const now = Date.now();
  if (cached && cached.stamp === stamp && now - cached.at < COUNT_CACHE_MS) return cached.count;
  const counted = await countListed(db, list);
  countCache.delete(key);
  countCache.set(key, { stamp, count: counted, at: now });
  // A Map keeps insertion order: the first key is the oldest.
  if (countCache.size > COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value ?? '');
  return counted;
}

/**
 * A serial range of at most this many numbers is read through the serial index and sorted (about
 * 7 ms for 10,000 rows, 28 ms for 50,000 on the bench's million).
 */
const RANGE_READ_SERIALS = 20_000;

/**
 * Whether the page reads the list's serial range and sorts it (listPage's `readRange`) rather
 * than walking its sort's index: when the range holds few rows, since the walk passes every row
 * before the range in the sort first (half a million for a range in the middle sorted by date).
 * Serial numbers are unique per form, so a range holds at most as many rows as it has numbers;
 * an open end is the form's lowest or highest serial. Sorted by serial number, the serial index
 * is the sort's index and reads the range anyway.
 */
async function readsSerialRange(
  db: TDb,
  form: TFormRow,
  list: TRegistrationListSql,
): Promise<boolean> {
  const range = list.serialRange;
  if (!range || list.sort.field === 'registration_serial_number') return false;
  let { min, max } = range;
  if (min === undefined || max === undefined) {
    const extent = await findSerialExtent(db, form.clientId, form.id);
    if (!extent) return false;
    min = Math.max(min ?? extent.min, extent.min);
    max = Math.min(max ?? extent.max, extent.max);
  }
  return max - min + 1 <= RANGE_READ_SERIALS;
}

/**
 * GET /api/form/{form_id}/registrations: one page of the form's registrations with the number
 * of pages. Another client's form (or one the user may not see): NOT_FOUND; without the
 * permission: FORBIDDEN; a filter that does not fit the form: VALIDATION naming it.
 */
export async function listRegistrations(
  db: TDb,
  auth: TAsker,
  formRef: string,
  query: TRegistrationListQuery,
) {
  const { ref } = await formForUser(db, auth, formRef, MANAGE);
  const form = ref.form;
  const list = registrationListSql(form, query);
  const pageSize = query.items_per_page;
  const offset = (query.page - 1) * pageSize;
  const [rows, total] = await Promise.all([
    readsSerialRange(db, form, list).then((readRange) =>
      listPage(db, form.clientId, list, pageSize, offset, readRange),
    ),
    countOf(db, form, list),
  ]);
  // Each row's hooks (the latest round of each), the page's in one query.
  const ids = rows.map((row) => row.registration.id);
  const hooks = await listHookStatuses(db, form.clientId, ids);
  return { rows, total, pageSize, hooks };
}

/** The registration of the form the path names, trashed or not; NOT_FOUND otherwise. */
/** Which registration an action was done on, for its audit log entry. */
export interface TActedRegistration {
  clientId: number;
  formId: number;
  uuid: string;
}

async function registrationOf(db: TDb, form: TFormRow, registrationRef: string) {
  const found = await findFormRegistration(db, form.clientId, form.id, registrationRef);
  if (!found) throw new DomainError('NOT_FOUND');
  return found;
}

/**
 * GET .../trash and .../untrash: moves the registration to the trash or back (permission
 * 'eform manage form registrations delete'). Asking again what is already so changes nothing.
 */
export async function trashRegistration(
  db: TDb,
  auth: TAsker,
  formRef: string,
  registrationRef: string,
  trashed: boolean,
): Promise<TActedRegistration> {
  const { ref } = await formForUser(db, auth, formRef, DELETE);
  const found = await registrationOf(db, ref.form, registrationRef);
  await setTrashed(db, ref.form.clientId, found.id, trashed);
  return { clientId: ref.form.clientId, formId: ref.form.id, uuid: registrationRef.toLowerCase() };
}

/**
 * GET .../resend: queues the after-send job of a registration not trashed again: its e-mails,
 * and with `hooks` its integrations too (a new round of them). Until pg-boss is installed in the
 * database the job cannot wait anywhere: 503.
 */
export async function resendRegistration(
  db: TDb,
  auth: TAsker,
  formRef: string,
  registrationRef: string,
  /** With `hooks`, a new round of its integrations; `reqId`: the request's, for its jobs. */
  options: { hooks: boolean; reqId?: string } = { hooks: false },
): Promise<TActedRegistration> {
  const { ref } = await formForUser(db, auth, formRef, MANAGE);
  const found = await registrationOf(db, ref.form, registrationRef);
  if (found.deletedAt !== null) throw new DomainError('NOT_FOUND');
  // A workflow draft was never sent: there is nothing to send again.
  if (found.status !== 'completed') {
    throw new DomainError('CONFLICT', { messageKey: 'server.registration.draftNotSent' });
  }
  if (!(await registrationQueueReady(db))) throw new DomainError('SERVICE_UNAVAILABLE');
  await queueRegistrationSent(db, {
    client_id: ref.form.clientId,
    registration_id: found.id,
    ...(options.hooks ? {} : { hooks: false as const }),
    ...(options.reqId ? { req_id: options.reqId } : {}),
  });
  return { clientId: ref.form.clientId, formId: ref.form.id, uuid: registrationRef.toLowerCase() };
}
