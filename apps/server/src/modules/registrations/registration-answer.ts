import type {
  TGuestForm,
  TRegistration,
  TSubmitRegistrationAnswer,
  ZAssignedRegistrationList,
  ZMyRegistrationList,
  ZPublishedFormList,
  ZRegistrationSearchAnswer,
} from '@eform/core/api/registrations';
import { t } from '@eform/core/messages';
import type { z } from 'zod';
import { withGuestFileUrls } from '../files';
import type {
  getAssignedRegistrations,
  getMyRegistrations,
  getPublishedForms,
  searchRegistrations,
  TGuestFormView,
  TRegistrationView,
} from './registrations-queries.service';
import type { TSubmitted } from './submit.service';

/** What the query service `F` answers. */
type TAnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The wire shapes of the filling calls (doc 1 §7 field names), made from the services' rows. */

/** What a sender hears after a submit. */
export function toSubmitAnswer(sent: TSubmitted): TSubmitRegistrationAnswer {
  return {
    status: 'success',
    message: t('fill.sent'),
    registration_id: sent.uuid,
    registration_serial_number: sent.serialNumber,
    registration_name: sent.name,
    registration_phase: sent.phase,
    registration_status: sent.status,
  };
}

/** A registration with the schema and rules it was filled on. */
export function toRegistration(view: TRegistrationView): TRegistration {
  const { registration: r, form, username } = view;
  return {
    _id: r.uuid,
    form_id: form.uuid,
    form_name: form.name,
    form_type: form.type,
    registration_date: r.registeredAt.toISOString(),
    registration_updated_at: r.updatedAt.toISOString(),
    registration_serial_number: r.serialNumber,
    registration_user_id: username ? { username } : null,
    registration_name: r.name,
    registration_phase: r.phase,
    registration_status: r.status,
    registration_visible_state_transition: r.visibleStateTransition,
    assigned_user_id: r.assignedUserId,
    deleted_at: r.deletedAt?.toISOString() ?? null,
    values: r.values,
    ...(view.review
      ? { review_state: view.review.state, review_comment: view.review.comment }
      : {}),
    schema: view.schema,
    rules: view.rules,
    ...(view.deliveries
      ? {
          deliveries: view.deliveries.map((d) => ({
            delivery_id: d.uuid,
            setting_index: d.settingIndex,
            recipients: d.recipients,
            status: d.status,
            reason: d.reason,
            attempts: d.attempts,
            updated_at: d.updatedAt.toISOString(),
          })),
        }
      : {}),
    ...(view.hooks ? { webhook_integrations: view.hooks } : {}),
  };
}

/** A guest form: only the settings a guest needs. */
export function toGuestForm({ form, schema, rules }: TGuestFormView): TGuestForm {
  const { settings } = form;
  return {
    form_id: form.uuid,
    form_name: form.name,
    form_type: form.type,
    form_summary: form.summary,
    schema: form.guestId ? withGuestFileUrls(schema, form.guestId) : schema,
    rules,
    settings: {
      search_enabled: settings.search_enabled,
      searchable_fields: settings.searchable_fields,
      bad_internet_mode: settings.bad_internet_mode,
    },
    form_settings: form.formSettings,
  };
}

/**
 * One page of a registrations list as the contract answers each (core's registrationsPage): the
 * rows, the number of pages and the total.
 */
export function paged<T, R>(
  page: { rows: T[]; total: number; pageSize: number },
  each: (row: T) => R,
) {
  return {
    registrations: page.rows.map(each),
    pages_count: Math.ceil(page.total / page.pageSize),
    registrations_count: page.total,
  };
}

/** The user's own registrations, one page. */
export function toMyRegistrationList(
  page: TAnswerOf<typeof getMyRegistrations>,
): z.infer<typeof ZMyRegistrationList> {
  return paged(page, (row) => ({
    _id: row.uuid,
    form_id: row.formUuid,
    form_name: row.formName,
    form_summary: row.formSummary,
    registration_name: row.name,
    registration_phase: row.phase,
    registration_date: row.registeredAt.toISOString(),
    registration_updated_at: row.updatedAt.toISOString(),
  }));
}

/** The drafts assigned to the user. */
export function toAssignedList(
  rows: TAnswerOf<typeof getAssignedRegistrations>,
): z.infer<typeof ZAssignedRegistrationList> {
  return rows.map(({ registration: r, formUuid, formName, formSummary }) => ({
    _id: r.uuid,
    form_id: formUuid,
    form_name: formName,
    form_summary: formSummary,
    registration_name: r.name,
    registration_phase: r.phase,
    registration_date: r.registeredAt.toISOString(),
  }));
}

/** The published forms a user may fill. */
export function toPublishedFormList(
  rows: TAnswerOf<typeof getPublishedForms>,
): z.infer<typeof ZPublishedFormList> {
  return rows.map((row) => ({
    form: { form_id: row.uuid, form_name: row.name, form_type: row.type, folder_id: row.folderId },
  }));
}

/** One page of search hits with the searched field's value (the service chose who sees what). */
export function toSearchAnswer(
  page: TAnswerOf<typeof searchRegistrations>,
): z.infer<typeof ZRegistrationSearchAnswer> {
  return paged(page, (row) => ({
    _id: row.uuid,
    registration_name: row.name,
    registration_user: row.user,
    registration_date: row.registeredAt.toISOString(),
    value: row.value,
  }));
}
