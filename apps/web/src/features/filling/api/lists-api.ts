import {
  ZAssignedRegistrationList,
  ZGuestForm,
  ZMyRegistrationList,
  ZRegistration,
  ZRegistrationSearchAnswer,
} from '@eform/core/api/registrations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { enc, fillKeys } from './fill-api';

// The calls of the screens around the fill screen (lists, workflow, guest): apart from
// fill-api.ts so their answer schemas stay out of the fill route's chunk.

/** GET /api/my-registrations?page=n (1-based), newest first. */
export function myRegistrationsQuery(page: number) {
  return queryOptions({
    queryKey: fillKeys.myRegistrations(page),
    queryFn: (context) =>
      apiRequest(`/api/my-registrations?page=${page}`, ZMyRegistrationList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/assigned-registrations: the workflow drafts assigned to the user. */
export function assignedRegistrationsQuery() {
  return queryOptions({
    queryKey: fillKeys.assigned,
    queryFn: (context) =>
      apiRequest('/api/assigned-registrations', ZAssignedRegistrationList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/assigned-registration/{id}: a draft to continue, with its values. */
export function assignedRegistrationQuery(registrationId: string) {
  return queryOptions({
    queryKey: fillKeys.assignedOne(registrationId),
    queryFn: (context) =>
      apiRequest(`/api/assigned-registration/${enc(registrationId)}`, ZRegistration, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/guest/form/{guest_id}: the guest form, without sign-in. */
export function guestFormQuery(guestId: string) {
  return queryOptions({
    queryKey: fillKeys.guestForm(guestId),
    queryFn: (context) =>
      apiRequest(`/api/guest/form/${enc(guestId)}`, ZGuestForm, {
        signal: context.signal,
        apiKey: null,
      }),
  });
}

/**
 * One page of a registration search, newest first: GET /api/guest/form/{guest_id}/registrations/search
 * for a guest (no sign-in), else GET /api/form/{form_id}/registrations/search.
 */
export function searchRegistrations(
  where: { guestId: string } | { formId: string },
  params: { field: string; query: string; page: number },
  signal?: AbortSignal,
) {
  const search = new URLSearchParams({
    field: params.field,
    query: params.query,
    page: String(params.page),
  });
  const path =
    'guestId' in where
      ? `/api/guest/form/${enc(where.guestId)}/registrations/search`
      : `/api/form/${enc(where.formId)}/registrations/search`;
  return apiRequest(`${path}?${search}`, ZRegistrationSearchAnswer, {
    signal,
    intent: 'background',
    ...('guestId' in where ? { apiKey: null } : {}),
  });
}
