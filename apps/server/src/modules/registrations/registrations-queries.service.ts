import type { TRegistrationHookStatus } from '@eform/core/api/integrations';
import type { TReviewState } from '@eform/core/api/registrations';
import {
  GUEST_SEARCH_MIN_QUERY_LENGTH,
  MY_REGISTRATIONS_PAGE_SIZE,
  REGISTRATION_SEARCH_PAGE_SIZE,
} from '@eform/core/constants';
import type { TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import { allRulesOf, type TRule, ZRule } from '@eform/core/rules';
import { REGISTRATION_TOKENS, registrationName } from '@eform/core/tokens';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import {
  canManageRegistrations,
  fillerIn,
  formForUser,
  mayContinueDraft,
  mayViewRegistration,
  type TFormRow,
  tenantForClient,
  tenantOfRef,
} from '../access';
import type { TAuth } from '../auth';
import { readStoredRevision } from '../form-revisions';
import { guestFormOf, limitGuest } from './guest-access';
import { prepareForm } from './registration-values';
import {
  findRegistrationByUuid,
  findRevisionContent,
  listAssignedDrafts,
  listHookStatuses,
  listPublishedForms,
  listRegistrationDeliveries,
  listUserRegistrations,
  searchFormRegistrations,
} from './registrations-queries.repository';

/**
 * The reads of the filling side (doc 1 §7): the guest form, a registration, the user's own and
 * assigned lists, the published forms, search. Each answers domain rows; registration-answer.ts
 * makes the wire shape.
 */

type TFound = NonNullable<Awaited<ReturnType<typeof findRegistrationByUuid>>>;

/** A registration with its form, its filler's e-mail and the schema and rules it was filled on. */
export interface TRegistrationView extends TFound {
  schema: TSchema;
  rules: TRule[];
  /** Its e-mails and where they are: for the form's registration managers only. */
  deliveries?: Awaited<ReturnType<typeof listRegistrationDeliveries>>;
  /** Where each of its hooks is (latest round): for the form's registration managers only. */
  hooks?: TRegistrationHookStatus[];
  /**
   * Its review (issue 34): for the form's registration managers only; a review's comment is the
   * managers' note, not an answer to the sender.
   */
  review?: { state: TReviewState | null; comment: string | null };
}

/** A guest form with its prepared schema and all its rules. */
export interface TGuestFormView {
  form: TFormRow;
  schema: TSchema;
  rules: TRule[];
}

/** GET /api/guest/form/{guest_id}: what a guest needs to fill the form. */
export async function getGuestForm(db: TDb, guestId: string): Promise<TGuestFormView> {
  const form = await guestFormOf(db, guestId);
  const schema = prepareForm(form.id, form.revision, form.schema, form.rules).schema;
  return { form, schema, rules: allRulesOf(schema, form.rules) };
}

/**
 * A registration for its owner, its assignee, or a manager of the form's registrations in its
 * client; NOT_FOUND for anyone else and for another form's path. With the schema and rules of
 * the form revision it was filled on.
 */
export async function getRegistration(
  db: TDb,
  auth: TAuth,
  formRef: string,
  registrationRef: string,
): Promise<TRegistrationView> {
  const found = await findRegistrationByUuid(db, registrationRef, { withTrashed: true });
  if (!found || found.form.uuid !== formRef.toLowerCase()) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, found.registration.clientId);
  // A trashed registration is the managers' (its detail in the trash tab); for its filler and
  // assignee it is gone.
  const allowed =
    found.registration.deletedAt === null
      ? mayViewRegistration(tenant, auth.user.id, found.registration)
      : canManageRegistrations(tenant);
  if (!allowed) throw new DomainError('NOT_FOUND');
  const view = await withContent(db, found);
  // Whom its e-mails went to is the managers' business, not its filler's or assignee's.
  if (!canManageRegistrations(tenant)) return view;
  const { clientId, id } = found.registration;
  const [deliveries, hooks] = await Promise.all([
    listRegistrationDeliveries(db, clientId, id),
    listHookStatuses(db, clientId, [id]),
  ]);
  const { reviewState: state, reviewComment: comment } = found.registration;
  return { ...view, deliveries, hooks: hooks.get(id) ?? [], review: { state, comment } };
}

/**
 * GET /api/assigned-registration/{id}: a draft to continue, for its assignee or a manager of the
 * form's registrations; NOT_FOUND otherwise (also once it is completed).
 */
export async function getAssignedRegistration(
  db: TDb,
  auth: TAuth,
  id: string,
): Promise<TRegistrationView> {
  const found = await findRegistrationByUuid(db, id);
  if (found?.registration.status !== 'draft') throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, found.registration.clientId);
  if (!mayContinueDraft(tenant, auth.user.id, found.registration)) {
    throw new DomainError('NOT_FOUND');
  }
  return withContent(db, found);
}

const ZStoredRules = z.array(ZRule);

/** The registration with the schema and rules of the revision it was filled on. */
async function withContent(db: TDb, found: TFound): Promise<TRegistrationView> {
  const { registration, form } = found;
  const stored = await findRevisionContent(db, form.id, registration.formRevision);
  // Read as every reader reads a revision; its schema is then checked by prepareForm (one that
  // does not parse is a 500), and without a stored revision today's form stands in.
  const content =
    stored == null ? { schema: form.schema, rules: form.rules } : readStoredRevision(stored);
  const revision = registration.formRevision;
  const { schema } = prepareForm(form.id, revision, content?.schema, content?.rules);
  // Rules an older version stored and today's schema refuses are left out, not passed on unread.
  const rules = ZStoredRules.safeParse(content?.rules);
  return { ...found, schema, rules: allRulesOf(schema, rules.success ? rules.data : []) };
}

/** GET /api/my-registrations: the user's own registrations, newest first, in pages. */
export async function getMyRegistrations(db: TDb, auth: TAuth, page: number) {
  const pageSize = MY_REGISTRATIONS_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  const { rows, total } = await listUserRegistrations(db, auth.user.id, pageSize, offset);
  return { rows, total, pageSize };
}

/** GET /api/assigned-registrations: the drafts assigned to the user, newest change first. */
export function getAssignedRegistrations(db: TDb, auth: TAuth) {
  return listAssignedDrafts(db, auth.user.id);
}

/** GET /api/forms/published/{client_id}: the published forms the user may fill, by name. */
export async function getPublishedForms(db: TDb, auth: TAuth, clientRef: string) {
  const tenant = await tenantOfRef(db, auth, clientRef);
  return listPublishedForms(db, tenant.client.id, fillerIn(tenant, auth.user.id));
}

/** A search of a form's registrations on one of its searchable fields. */
export interface TSearch {
  field?: string | undefined;
  query: string;
  page: number;
}

/** One search hit as it may be shown: `user` is an e-mail address only for whom may see it. */
export interface TSearchHit {
  uuid: string;
  name: string;
  registeredAt: Date;
  user: string | null;
  value: string;
}

/**
 * Who searches: a guest (a query of GUEST_SEARCH_MIN_QUERY_LENGTH) or a signed-in filler. Only a
 * filler who may manage the client's registrations (`seesAll`: they read every registration, its
 * sender included, anyway) gets stored names and senders' e-mail addresses; everyone else gets
 * names made from the searchable fields and 'Medewerker' for a user's registration.
 */
type TSearcher = { guest: boolean; seesAll: boolean };

type TSearchRow = Awaited<ReturnType<typeof searchFormRegistrations>>['rows'][number];

/**
 * A registration's name as a guest (or a filler who may not manage registrations) may read it, made again from the form's pattern with only the
 * searchable fields' values and no sender: the stored name may hold any field (and an older
 * pattern). A pattern naming other fields or the sender gives the default name instead.
 */
function guestName(form: TFormRow, fields: readonly string[], row: TSearchRow): string {
  const allowed = (token: string) => GUEST_NAME_TOKENS.has(token) || fields.includes(token);
  const pattern = form.registrationNameToken;
  const tokens = [...pattern.matchAll(/\$([^\s$]+)\$/g)].map((m) => m[1] ?? '');
  const schema = prepareForm(form.id, form.revision, form.schema, form.rules).schema;
  return registrationName(tokens.every(allowed) ? pattern : '', {
    schema,
    values: row.searchable,
    registration: {
      registration_serial_number: row.serialNumber,
      registration_date: row.registeredAt.toISOString(),
      registration_phase: row.phase,
      form_name: form.name,
    },
  });
}

/** The registration tokens a guest may read: not registration_user (an e-mail address). */
const GUEST_NAME_TOKENS: ReadonlySet<string> = new Set(
  REGISTRATION_TOKENS.filter((token) => token !== 'registration_user'),
);

async function search(db: TDb, form: TFormRow, query: TSearch, who: TSearcher) {
  const { settings } = form;
  if (settings.search_enabled !== true) throw new DomainError('NOT_FOUND');
  const fields = (settings.searchable_fields ?? []).map((f) => f.value);
  const field = query.field ?? fields[0];
  if (field === undefined || !fields.includes(field)) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldInvalid',
      params: { field: 'field' },
    });
  }
  const text = query.query.trim();
  if (who.guest && text.length < GUEST_SEARCH_MIN_QUERY_LENGTH) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.registration.searchQueryShort',
      params: { field: 'query', min: GUEST_SEARCH_MIN_QUERY_LENGTH },
    });
  }
  const pageSize = REGISTRATION_SEARCH_PAGE_SIZE;
  const { rows, total } = await searchFormRegistrations(db, form.clientId, form.id, {
    field,
    query: text,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
    fields,
  });
  const staff = ts('server.registration.staffUser');
  const hits = rows.map(
    (row): TSearchHit => ({
      uuid: row.uuid,
      name: who.seesAll ? row.name : guestName(form, fields, row),
      registeredAt: row.registeredAt,
      user: row.userId === null ? null : who.seesAll ? row.username : staff,
      value: row.value,
    }),
  );
  return { rows: hits, total, pageSize };
}

/**
 * GET /api/form/{form_id}/registrations/search: for users who may fill the form, while its
 * search is enabled (NOT_FOUND otherwise).
 */
export async function searchRegistrations(db: TDb, auth: TAuth, formRef: string, query: TSearch) {
  const { ref, tenant } = await formForUser(db, auth, formRef);
  if (ref.form.publishedAt === null) throw new DomainError('NOT_FOUND');
  return search(db, ref.form, query, { guest: false, seesAll: canManageRegistrations(tenant) });
}

/**
 * GET /api/guest/form/{guest_id}/registrations/search: while the guest form's search is enabled;
 * rate limited per address like the guest submit.
 */
export async function searchGuestRegistrations(
  db: TDb,
  guestId: string,
  ip: string,
  query: TSearch,
) {
  const form = await guestFormOf(db, guestId);
  await limitGuest(db, form, ip, new Date(), 'search');
  return search(db, form, query, { guest: true, seesAll: false });
}
