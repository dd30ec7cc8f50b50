import { ZSuccessAnswer } from '@eform/core/api';
import { ZRegistration } from '@eform/core/api/registrations';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

/**
 * A registration as the form's managers read it: core's ZRegistration with `deleted_at` always
 * there (null when it is not in the trash), so the screen need not tell missing from null.
 */
export const ZAdminRegistration = ZRegistration.extend({
  deleted_at: z.iso.datetime().nullable().default(null),
});
/** A registration with its trash state. */
export type TAdminRegistration = z.infer<typeof ZAdminRegistration>;

/**
 * The detail's key: under the form's keys (dropped with the form), outside the list's
 * (`registrationListKeys.all`), so refreshing the list after a trash does not refetch the
 * detail the screen still shows.
 */
export const registrationDetailKey = (formId: string, registrationId: string) =>
  ['form-admin', formId, 'registration', registrationId] as const;

const registrationPath = (formId: string, registrationId: string) =>
  `/api/form/${encodeURIComponent(formId)}/registrations/${encodeURIComponent(registrationId)}`;

/** GET /api/form/{form_id}/registrations/{registration_id}: values with the revision's schema. */
export function registrationDetailQuery(formId: string, registrationId: string) {
  return queryOptions({
    queryKey: registrationDetailKey(formId, registrationId),
    queryFn: (context) =>
      apiRequest(registrationPath(formId, registrationId), ZAdminRegistration, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** The three actions on one registration (doc 2 §7), each answering {status: 'success'}. */
export type TRegistrationAction = 'trash' | 'untrash' | 'resend';

/** GET .../{registration_id}/trash, /untrash or /resend. */
export function runRegistrationAction(
  formId: string,
  registrationId: string,
  action: TRegistrationAction,
) {
  return apiRequest(`${registrationPath(formId, registrationId)}/${action}`, ZSuccessAnswer, {
    intent: 'action',
  });
}
