import {
  type TKnownVersion,
  type TSavedRegistration,
  type TSavedRegistrationsSyncAnswer,
  ZSavedRegistrationsSyncAnswer,
} from '@eform/core/api/saved-registrations';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST api/saved-registrations-sync (doc 1 §7): the device's unsynced registrations (one part)
 * and the versions it already holds, answered 201 with all of the user's (those it holds without
 * their content), the conflicts and the refused. A call nobody waits for ('background'): a 403
 * does not leave the screen.
 */
export function postSync(
  part: readonly TSavedRegistration[],
  known: readonly TKnownVersion[],
): Promise<TSavedRegistrationsSyncAnswer> {
  return apiRequest('/api/saved-registrations-sync', ZSavedRegistrationsSyncAnswer, {
    method: 'POST',
    body: { registrations: part, known },
    intent: 'background',
  });
}
