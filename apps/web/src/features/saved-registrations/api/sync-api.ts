import {
  type TKnownVersion,
  type TSavedRegistrationsSyncAnswer,
  ZSavedRegistrationsSyncAnswer,
} from '@eform/core/api/saved-registrations';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * One part as it travels: each registration's JSON (made once, when the part is measured, and
 * sent as it is) and the version each one sent, for the merge. The registrations themselves,
 * files inline, are not kept beside their JSON.
 */
export type TSyncPart = {
  encoded: string[];
  versions: TKnownVersion[];
};

/**
 * POST api/saved-registrations-sync (doc 1 §7): the device's unsynced registrations (one part)
 * and the versions it already holds, answered 201 with all of the user's (those it holds without
 * their content), the conflicts and the refused. A call nobody waits for ('background'): a 403
 * does not leave the screen.
 * The body `{registrations, known}` is put together from the registrations' JSON as the part
 * measured it, as a Blob: a part is up to 16 MB of base64, and neither a second JSON.stringify
 * of it nor a string body (which fetch encodes and copies on the main thread) is needed.
 */
export function postSync(
  part: TSyncPart,
  known: readonly TKnownVersion[],
): Promise<TSavedRegistrationsSyncAnswer> {
  const pieces: string[] = ['{"registrations":['];
  part.encoded.forEach((json, index) => {
    if (index > 0) pieces.push(',');
    pieces.push(json);
  });
  pieces.push('],"known":', JSON.stringify(known), '}');
  return apiRequest('/api/saved-registrations-sync', ZSavedRegistrationsSyncAnswer, {
    method: 'POST',
    body: new Blob(pieces, { type: 'application/json' }),
    intent: 'background',
  });
}
