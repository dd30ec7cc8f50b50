import { type TAcceptTermsBody, ZSuccessAnswer } from '@eform/core/api';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/client/{client_uuid}/accept-terms-and-conditions (doc 1 §7). */
export function acceptTermsAndConditions(clientUuid: string) {
  const path = `/api/client/${encodeURIComponent(clientUuid)}/accept-terms-and-conditions`;
  return apiRequest(path, ZSuccessAnswer, {
    method: 'POST',
    body: { client_uuid: clientUuid } satisfies TAcceptTermsBody,
  });
}
