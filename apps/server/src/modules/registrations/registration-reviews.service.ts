import type {
  TCorrectionBody,
  TRegistrationReview,
  TReviewBody,
  TReviewUser,
} from '@eform/core/api/registration-reviews';
import { REGISTRATION_VERSIONS_MAX } from '@eform/core/constants';
import { isInputElement, type TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import { valueChanges } from '@eform/core/validation';
import type { TDb } from '../../db/client';
import { assertPermission, formForUser, type TAsker, type TFormRow } from '../access';
import { readStoredRevision } from '../form-revisions';
import {
  findReview,
  findReviewTarget,
  insertVersions,
  listReviews,
  listVersions,
  lockForCorrection,
  updateValues,
  writeReview,
} from './registration-reviews.repository';
import { checkValues, prepareForm, RegistrationInvalidError } from './registration-values';
import type { TActedRegistration } from './registrations-admin.service';
import { findRevisionContent } from './registrations-queries.repository';

/**
 * Review states and edit history of a sent registration (issue 34). A review is the managers'
 * ('eform manage form registrations', who read every registration anyway); a correction changes
 * what was sent, so it needs the permission to edit forms ('eform manage form edit') besides.
 */

const MANAGE = 'eform manage form registrations';
const EDIT = 'eform manage form edit';

/**
 * Who acts, and from where: the request's address is kept with the call so the audit log (wired
 * later) can record each review and correction with it.
 */
export interface TReviewActor {
  auth: TAsker;
  ip: string;
  /** Hears what was done once it is stored (the route writes the audit log entry). */
  done?: (acted: TActedRegistration & { details?: Record<string, unknown> }) => void;
}

/** The registration of the form the path names, if it was sent and is not in the trash. */
async function sentRegistration(db: TDb, form: TFormRow, registrationRef: string) {
  const found = await findReviewTarget(db, form.clientId, form.id, registrationRef);
  if (!found) throw new DomainError('NOT_FOUND');
  // A draft is still being filled and a trashed one is on its way out: neither is judged.
  if (found.status !== 'completed' || found.deletedAt !== null) {
    throw new DomainError('CONFLICT', { messageKey: 'server.registration.reviewNotSent' });
  }
  return found;
}

function userOf(row: { userId: number | null; userName: string | null }): TReviewUser | null {
  return row.userId === null ? null : { id: row.userId, display_name: row.userName ?? '' };
}

/** A comment as stored: trimmed, and none when empty. */
function commentOf(comment: string | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The review now on a registration, as the contract answers it. */
async function reviewAnswer(db: TDb, clientId: number, id: number): Promise<TRegistrationReview> {
  const row = await findReview(db, clientId, id);
  return {
    review_state: row?.state ?? null,
    review_comment: row?.comment ?? null,
    reviewed_at: row?.at?.toISOString() ?? null,
    reviewed_by: row ? userOf(row) : null,
  };
}

/**
 * PATCH .../registrations/{id}/review: sets the review of a sent registration and adds it to
 * its history. A draft or a trashed registration: CONFLICT; another client's: NOT_FOUND.
 */
export async function reviewRegistration(
  db: TDb,
  actor: TReviewActor,
  formRef: string,
  registrationRef: string,
  body: TReviewBody,
): Promise<TRegistrationReview> {
  const { ref } = await formForUser(db, actor.auth, formRef, MANAGE);
  const found = await sentRegistration(db, ref.form, registrationRef);
  const clientId = ref.form.clientId;
  await db.transaction((tx) =>
    writeReview(tx, {
      clientId,
      id: found.id,
      state: body.review_state,
      comment: commentOf(body.comment),
      userId: actor.auth.user.id,
    }),
  );
  actor.done?.({
    clientId,
    formId: ref.form.id,
    uuid: registrationRef.toLowerCase(),
    details: { review_state: body.review_state },
  });
  return reviewAnswer(db, clientId, found.id);
}

/** GET .../registrations/{id}/reviews: every review given, newest first. */
export async function getReviewHistory(
  db: TDb,
  auth: TAsker,
  formRef: string,
  registrationRef: string,
) {
  const { ref } = await formForUser(db, auth, formRef, MANAGE);
  const found = await findReviewTarget(db, ref.form.clientId, ref.form.id, registrationRef);
  if (!found) throw new DomainError('NOT_FOUND');
  const rows = await listReviews(db, ref.form.clientId, found.id);
  return {
    items: rows.map((row) => ({
      review_state: row.state,
      comment: row.comment,
      at: row.at.toISOString(),
      user: userOf(row),
    })),
  };
}

/** The schema of the form revision the registration was filled on (today's when not stored). */
async function revisionOf(db: TDb, form: TFormRow, revision: number) {
  const stored = await findRevisionContent(db, form.id, revision);
  const content =
    stored == null ? { schema: form.schema, rules: form.rules } : readStoredRevision(stored);
  return prepareForm(form.id, revision, content?.schema, content?.rules);
}

const FILE_TYPES: ReadonlySet<string> = new Set(['file', 'image', 'signature']);
const COMPUTED_TYPES: ReadonlySet<string> = new Set(['calculation', 'computed', 'autoIncrement']);

/**
 * Refuses a correction of a name that is no input of the schema, of what the server computes,
 * or of files (a correction carries no uploads): a 400 naming the field.
 */
function refuseUncorrectable(schema: TSchema, names: string[]): void {
  for (const name of names) {
    const element = schema.find((e) => isInputElement(e) && e.name === name);
    if (!element || COMPUTED_TYPES.has(element.elementType)) {
      throw new RegistrationInvalidError({ [name]: [fieldInvalid(name)] });
    }
    if (FILE_TYPES.has(element.elementType)) {
      throw new DomainError('VALIDATION', {
        messageKey: 'server.registration.correctionFileField',
        params: { field: name },
      });
    }
  }
}

function fieldInvalid(name: string): string {
  return ts('server.error.fieldInvalid', { field: name });
}

/** Whether a message path is the field `name` or inside it (a subform row's field). */
const within = (path: string, name: string) => path === name || path.startsWith(`${name}.`);

/**
 * PATCH .../registrations/{id}: corrects fields of a sent registration. The values are checked
 * as a submit checks them (shapes, limits, rules, required), on the schema of the registration's
 * revision; only messages on the corrected fields refuse it (an older registration may miss a
 * field made required since, which no manager should have to fill to fix a typo). The first
 * correction stores the values as sent as version 1; each correction is the next version, and
 * registrations.values the latest. No credit is taken and no e-mail is sent again. A correction
 * that changes nothing writes nothing and answers the latest version.
 */
export async function correctRegistration(
  db: TDb,
  actor: TReviewActor,
  formRef: string,
  registrationRef: string,
  body: TCorrectionBody,
) {
  const { ref, tenant } = await formForUser(db, actor.auth, formRef, MANAGE);
  // Both permissions: the edit permission alone does not let a user read registrations.
  assertPermission(tenant, EDIT);
  const form = ref.form;
  const found = await sentRegistration(db, form, registrationRef);
  const prepared = await revisionOf(db, form, found.formRevision);
  const names = Object.keys(body.values);
  refuseUncorrectable(prepared.schema, names);
  const corrected = await db.transaction(async (tx) => {
    const locked = await lockForCorrection(tx, form.clientId, found.id);
    if (!locked) throw new DomainError('NOT_FOUND');
    const current = locked.values;
    const checked = checkValues(prepared, { ...current, ...body.values }, found.phase);
    const errors = Object.fromEntries(
      Object.entries(checked.errors).filter(([path]) => names.some((name) => within(path, name))),
    );
    if (Object.keys(errors).length > 0) throw new RegistrationInvalidError(errors);
    const next: Record<string, unknown> = { ...current };
    for (const element of prepared.schema) {
      if (!isInputElement(element)) continue;
      const recomputed =
        element.elementType === 'calculation' || element.elementType === 'computed';
      if (!names.includes(element.name) && !recomputed) continue;
      if (checked.values[element.name] === undefined) delete next[element.name];
      else next[element.name] = checked.values[element.name];
    }
    if (valueChanges(prepared.schema, current, next).length === 0) {
      return {
        version: Math.max(locked.latest, 1),
        values: current,
        updatedAt: found.updatedAt,
        changed: false,
      };
    }
    const version = Math.max(locked.latest, 1) + 1;
    const comment = commentOf(body.comment);
    const base = { clientId: form.clientId, registrationId: found.id };
    await insertVersions(tx, [
      ...(locked.latest === 0
        ? [
            {
              ...base,
              version: 1,
              values: current,
              userId: null,
              comment: null,
              at: found.registeredAt,
            },
          ]
        : []),
      { ...base, version, values: next, userId: actor.auth.user.id, comment },
    ]);
    const updated = await updateValues(tx, form.clientId, found.id, next);
    return {
      version,
      values: next,
      updatedAt: updated?.updatedAt ?? found.updatedAt,
      changed: true,
    };
  });
  const { changed, ...answer } = corrected;
  if (changed) {
    actor.done?.({
      clientId: form.clientId,
      formId: form.id,
      uuid: registrationRef.toLowerCase(),
      details: { version: answer.version, fields: names },
    });
  }
  return answer;
}

/**
 * GET .../registrations/{id}/versions: the versions newest first, each with its changes against
 * the one before (core's valueChanges on the registration's revision schema); empty while never
 * corrected.
 */
export async function getVersions(db: TDb, auth: TAsker, formRef: string, registrationRef: string) {
  const { ref } = await formForUser(db, auth, formRef, MANAGE);
  const form = ref.form;
  const found = await findReviewTarget(db, form.clientId, form.id, registrationRef);
  if (!found) throw new DomainError('NOT_FOUND');
  const [rows, prepared] = await Promise.all([
    listVersions(db, form.clientId, found.id),
    revisionOf(db, form, found.formRevision),
  ]);
  const shown = rows.slice(0, REGISTRATION_VERSIONS_MAX);
  return {
    items: shown.map((row, index) => {
      const before = rows[index + 1];
      return {
        version: row.version,
        at: row.at.toISOString(),
        user: userOf(row),
        comment: row.comment,
        changes: before ? valueChanges(prepared.schema, before.values, row.values) : [],
      };
    }),
  };
}
