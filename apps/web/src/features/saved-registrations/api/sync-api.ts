import {
  type TSavedRegistration,
  type TSavedRegistrationsSyncAnswer,
  ZSavedRegistrationsSyncAnswer,
} from '@eform/core/api/saved-registrations';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST api/saved-registrations-sync (doc 1 §7): the device's unsynced registrations (one part),
 * answered 201 with all of the user's, the conflicts and the refused. A call nobody waits for
 * ('background'): a 403 does not leave the screen.
 */
export function postSync(
  part: readonly TSavedRegistration[],
): Promise<TSavedRegistrationsSyncAnswer> {
  return apiRequest('/api/saved-registrations-sync', ZSavedRegistrationsSyncAnswer, {
    method: 'POST',
    body: part,
    intent: 'background',
  });
}
