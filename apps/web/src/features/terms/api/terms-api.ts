import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/client/{client_uuid}/accept-terms-and-conditions (doc 1 §7). */
export function acceptTermsAndConditions(clientUuid: string): Promise<{ status: string }> {
  return apiRequest(`/api/client/${encodeURIComponent(clientUuid)}/accept-terms-and-conditions`, {
    method: 'POST',
    body: { client_uuid: clientUuid },
  });
}
