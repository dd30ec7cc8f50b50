import type { TFormSettings } from '@eform/core/api';
import { MY_REGISTRATIONS_PAGE_SIZE } from '@eform/core/api/registrations';
import { REGISTRATION_SEARCH_PAGE_SIZE } from '@eform/core/constants';
import type { TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { allRulesOf, type TRule } from '@eform/core/rules';
import type { TDb } from '../../db/client';
import {
  fillerIn,
  formForUser,
  mayContinueDraft,
  mayViewRegistration,
  type TFormRow,
  tenantForClient,
  tenantOfRef,
} from '../access';
import type { TAuth } from '../auth/auth.service';
import { guestFormOf } from './guest-access';
import { prepareForm } from './registration-values';
import {
  findRegistrationByUuid,
  findRevisionContent,
  listAssignedDrafts,
  listPublishedForms,
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
  return { form, schema, rules: allRulesOf(schema, form.rules as TRule[]) };
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
  const found = await findRegistrationByUuid(db, registrationRef);
  if (!found || found.form.uuid !== formRef.toLowerCase()) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, found.registration.clientId);
  if (!mayViewRegistration(tenant, auth.user.id, found.registration)) {
    throw new DomainError('NOT_FOUND');
  }
  return withContent(db, found);
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

/** The registration with the schema and rules of the revision it was filled on. */
async function withContent(db: TDb, found: TFound): Promise<TRegistrationView> {
  const { registration, form } = found;
  const stored = await findRevisionContent(db, form.id, registration.formRevision);
  // Revisions may come from older versions of the product: read loosely, parsed by prepareForm.
  const content = (stored ?? { schema: form.schema, rules: form.rules }) as {
    schema?: unknown;
    rules?: unknown;
  };
  const revision = registration.formRevision;
  const { schema } = prepareForm(form.id, revision, content.schema, content.rules);
  const rules = (Array.isArray(content.rules) ? content.rules : []) as TRule[];
  return { ...found, schema, rules: allRulesOf(schema, rules) };
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

async function search(db: TDb, form: TFormRow, query: TSearch) {
  const settings = form.settings as TFormSettings;
  const fields = (settings.searchable_fields ?? []).map((f) => f.value);
  const field = query.field ?? fields[0];
  if (field === undefined || !fields.includes(field)) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldInvalid',
      params: { field: 'field' },
    });
  }
  const pageSize = REGISTRATION_SEARCH_PAGE_SIZE;
  const offset = (query.page - 1) * pageSize;
  const { rows, total } = await searchFormRegistrations(
    db,
    form.clientId,
    form.id,
    field,
    query.query,
    pageSize,
    offset,
  );
  return { rows, total, pageSize };
}

/** GET /api/form/{form_id}/registrations/search: for users who may fill the form. */
export async function searchRegistrations(db: TDb, auth: TAuth, formRef: string, query: TSearch) {
  const { ref } = await formForUser(db, auth, formRef);
  if (ref.form.publishedAt === null) throw new DomainError('NOT_FOUND');
  return search(db, ref.form, query);
}

/** GET /api/guest/form/{guest_id}/registrations/search: when the guest form enables search. */
export async function searchGuestRegistrations(db: TDb, guestId: string, query: TSearch) {
  const form = await guestFormOf(db, guestId);
  if ((form.settings as TFormSettings).search_enabled !== true) {
    throw new DomainError('NOT_FOUND');
  }
  return search(db, form, query);
}
