import { ZForm, ZFormMetadata } from '@eform/core/api';
import { ZRegistration } from '@eform/core/api/registrations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

export const enc = encodeURIComponent;

/**
 * Keys of the filler's data. A form and a registration belong to one client whatever the current
 * one is (the server scopes them); the lists are the user's own and refetch on a client switch.
 */
export const fillKeys = {
  form: (formId: string) => ['fill', 'form', formId] as const,
  metadata: (formId: string) => ['fill', 'form', formId, 'metadata'] as const,
  registration: (formId: string, id: string) =>
    ['fill', 'form', formId, 'registration', id] as const,
  myRegistrations: (page: number) => ['fill', 'my-registrations', page] as const,
  myRegistrationsAll: ['fill', 'my-registrations'] as const,
  assigned: ['fill', 'assigned-registrations'] as const,
  assignedOne: (id: string) => ['fill', 'assigned-registrations', id] as const,
  guestForm: (guestId: string) => ['fill', 'guest', guestId] as const,
  guestMetadata: (formId: string) => ['fill', 'guest', 'metadata', formId] as const,
};

/**
 * With force_reload '1' a form fetched this long ago still counts as reloaded: the fill route
 * asks for it as the navigation starts (its loader), and the screen must not ask again on mount.
 */
export const FORCE_RELOAD_FRESH_MS = 5_000;

/**
 * GET /api/form/{form_id}: the form to fill. `forceReload` ('1' online) fetches it anew on every
 * open (unless fetched in the last {@link FORCE_RELOAD_FRESH_MS}); '0' (offline) keeps the copy
 * already loaded (doc 1 §2.8).
 */
export function fillFormQuery(formId: string, forceReload: boolean) {
  return queryOptions({
    queryKey: fillKeys.form(formId),
    queryFn: (context) =>
      apiRequest(`/api/form/${enc(formId)}`, ZForm, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
    staleTime: forceReload ? FORCE_RELOAD_FRESH_MS : Number.POSITIVE_INFINITY,
  });
}

/** GET /api/form/{form_id}/metadata: the Word processing flags (doc 1 §2.9), polled every 10 s. */
export function formMetadataQuery(formId: string, anonymous = false) {
  return queryOptions({
    queryKey: anonymous ? fillKeys.guestMetadata(formId) : fillKeys.metadata(formId),
    queryFn: (context) =>
      apiRequest(
        `/api/form/${enc(formId)}/metadata${anonymous ? '/anonymous' : ''}`,
        ZFormMetadata,
        {
          signal: context.signal,
          intent: 'background',
        },
      ),
    refetchInterval: 10_000,
  });
}

/** GET /api/form/{form_id}/registrations/{id}: one of the user's registrations with its values. */
export function registrationQuery(formId: string, registrationId: string) {
  return queryOptions({
    queryKey: fillKeys.registration(formId, registrationId),
    queryFn: (context) =>
      apiRequest(`/api/form/${enc(formId)}/registrations/${enc(registrationId)}`, ZRegistration, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}
