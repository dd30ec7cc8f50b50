import { ZSuccessAnswer } from '@eform/core/api';
import { ZRegistrationHookDeliveries } from '@eform/core/api/integrations';
import { ZRegistration } from '@eform/core/api/registrations';
import { DELIVERY_STATUS_POLL_MS } from '@eform/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { fetchFileBlob } from '../../../lib/http/file-blob';

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
    // While an e-mail is on its way, its status shows without a reload.
    refetchInterval: (query) =>
      query.state.data?.deliveries?.some((d) => d.status === 'pending' || d.status === 'retrying')
        ? DELIVERY_STATUS_POLL_MS
        : false,
  });
}

/** The three actions on one registration (doc 2 §7), each answering {status: 'success'}. */
export type TRegistrationAction = 'trash' | 'untrash' | 'resend';

/**
 * GET .../{registration_id}/trash, /untrash or /resend; a resend with `hooks` sends the
 * integrations again too (`?hooks=1`).
 */
export function runRegistrationAction(
  formId: string,
  registrationId: string,
  action: TRegistrationAction,
  options: { hooks?: boolean } = {},
) {
  const query = action === 'resend' && options.hooks ? '?hooks=1' : '';
  return apiRequest(
    `${registrationPath(formId, registrationId)}/${action}${query}`,
    ZSuccessAnswer,
    { intent: 'action' },
  );
}

/** The key of a registration's hook deliveries: below the detail's, refreshed with it. */
export const registrationHooksKey = (formId: string, registrationId: string) =>
  [...registrationDetailKey(formId, registrationId), 'hooks'] as const;

/**
 * GET .../{registration_id}/hooks: each hook delivery with its attempts, newest round first;
 * asked again while one is pending.
 */
export function registrationHooksQuery(formId: string, registrationId: string) {
  return queryOptions({
    queryKey: registrationHooksKey(formId, registrationId),
    queryFn: (context) =>
      apiRequest(`${registrationPath(formId, registrationId)}/hooks`, ZRegistrationHookDeliveries, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
    refetchInterval: (query) =>
      query.state.data?.some((hook) => hook.hook_status === 'pending')
        ? DELIVERY_STATUS_POLL_MS
        : false,
  });
}

/** POST .../hooks/{delivery_id}/retry: a failed hook delivery tried once more. */
export function retryRegistrationHook(formId: string, registrationId: string, deliveryId: string) {
  return apiRequest(
    `${registrationPath(formId, registrationId)}/hooks/${encodeURIComponent(deliveryId)}/retry`,
    ZSuccessAnswer,
    { method: 'POST', intent: 'action' },
  );
}

/** GET .../deliveries/{delivery_id}/retry: a failed e-mail sent once more (409 when not failed). */
export function retryRegistrationDelivery(
  formId: string,
  registrationId: string,
  deliveryId: string,
) {
  return apiRequest(
    `${registrationPath(formId, registrationId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    ZSuccessAnswer,
    { intent: 'action' },
  );
}

/** Answer of GET .../download-emails (doc 2 §7 'status success and url'). */
const ZDownloadEmailsAnswer = z.object({ status: z.literal('success'), url: z.string() });

/**
 * The attachments of the registration's sent e-mails as one zip: GET .../download-emails has it
 * made and answers where it is, then the file is fetched with the session's key.
 */
export async function fetchEmailAttachments(formId: string, registrationId: string) {
  const { url } = await apiRequest(
    `${registrationPath(formId, registrationId)}/download-emails`,
    ZDownloadEmailsAnswer,
    { intent: 'action' },
  );
  return fetchFileBlob(url, { intent: 'action' });
}
