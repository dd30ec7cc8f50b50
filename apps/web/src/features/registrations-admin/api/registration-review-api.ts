import {
  type TCorrectionBody,
  type TReviewBody,
  ZCorrectionAnswer,
  ZRegistrationReview,
  ZRegistrationReviewHistory,
  ZRegistrationVersions,
} from '@eform/core/api/registration-reviews';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { registrationDetailKey } from './registration-detail-api';

/** The review and version calls of one registration (issue 34). */

const registrationPath = (formId: string, registrationId: string) =>
  `/api/form/${encodeURIComponent(formId)}/registrations/${encodeURIComponent(registrationId)}`;

/** The key of a registration's review history: below the detail's, refreshed with it. */
export const registrationReviewsKey = (formId: string, registrationId: string) =>
  [...registrationDetailKey(formId, registrationId), 'reviews'] as const;

/** The key of a registration's versions: below the detail's, refreshed with it. */
export const registrationVersionsKey = (formId: string, registrationId: string) =>
  [...registrationDetailKey(formId, registrationId), 'versions'] as const;

/** GET .../reviews: every review given, newest first. */
export function registrationReviewsQuery(formId: string, registrationId: string) {
  return queryOptions({
    queryKey: registrationReviewsKey(formId, registrationId),
    queryFn: (context) =>
      apiRequest(
        `${registrationPath(formId, registrationId)}/reviews`,
        ZRegistrationReviewHistory,
        {
          signal: context.signal,
          intent: queryIntent(context),
        },
      ),
  });
}

/** GET .../versions: the versions newest first, each with its changes. */
export function registrationVersionsQuery(formId: string, registrationId: string) {
  return queryOptions({
    queryKey: registrationVersionsKey(formId, registrationId),
    queryFn: (context) =>
      apiRequest(`${registrationPath(formId, registrationId)}/versions`, ZRegistrationVersions, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** PATCH .../review: the review set, answered with the review now. */
export function saveRegistrationReview(formId: string, registrationId: string, body: TReviewBody) {
  return apiRequest(`${registrationPath(formId, registrationId)}/review`, ZRegistrationReview, {
    method: 'PATCH',
    body,
    intent: 'in-form',
  });
}

/** PATCH .../{registration_id}: a correction of the fields that change. */
export function correctRegistration(formId: string, registrationId: string, body: TCorrectionBody) {
  return apiRequest(registrationPath(formId, registrationId), ZCorrectionAnswer, {
    method: 'PATCH',
    body,
    intent: 'in-form',
  });
}
