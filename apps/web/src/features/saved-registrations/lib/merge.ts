import type {
  TSavedRegistration,
  TSavedRegistrationsSyncAnswer,
} from '@eform/core/api/saved-registrations';
import type { TLocalRegistration } from './local-db';

/** What a sync answer changes on the device. */
export type TMergePlan = {
  /** Fill tokens to remove with their files. */
  remove: string[];
  /** Server versions to write over (or beside) the device's. */
  fromServer: TSavedRegistration[];
  /** Device rows whose flags changed (values and files untouched). */
  update: TLocalRegistration[];
};

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  a == null || b == null ? a == null && b == null : Date.parse(a) === Date.parse(b);

/**
 * How the answer of one sync part merges into the device's registrations (doc 1 §4, §7).
 * `sent` names what this part sent: fill_token → the registration_updated_at sent (a row changed
 * again while the request ran stays unsynced).
 * - The server's registrations replace the device's synced ones; a synced one the server no
 *   longer lists (sent, or expired) leaves the device; new ones arrive.
 * - The device's unsynced ones stay; those sent and taken become synced.
 * - Refused 'already_sent': it is on the server as a registration, the device drops its copy;
 *   'form_not_found', 'too_many' and 'too_long': it stays on this device only.
 * - A conflict keeps the device's version beside the server's until the user chooses.
 * - A server version answered without its content (`content_omitted`: the device said it holds
 *   it, or just sent it) never overwrites or adds a row: the device's values and files stay. One
 *   the device no longer matches waits for the next sync, which asks for it again.
 */
export function planMerge(
  local: readonly TLocalRegistration[],
  answer: TSavedRegistrationsSyncAnswer,
  sent: ReadonlyMap<string, string>,
): TMergePlan {
  const server = new Map(answer.registrations.map((r) => [r.fill_token, r]));
  const conflicts = new Map(answer.conflicts.map((c) => [c.fill_token, c.server_version]));
  const refused = new Map(answer.refused.map((r) => [r.fill_token, r.reason]));
  const plan: TMergePlan = { remove: [], fromServer: [], update: [] };
  const known = new Set<string>();

  for (const row of local) {
    const token = row.fillToken;
    known.add(token);
    const sentAt = sent.get(token);
    const wasSent = sentAt !== undefined;
    const unchanged = wasSent && sentAt === row.registrationUpdatedAt;
    const onServer = server.get(token);
    const reason = wasSent ? refused.get(token) : undefined;
    if (reason === 'already_sent') {
      plan.remove.push(token);
    } else if (reason) {
      if (unchanged) plan.update.push({ ...row, refused: reason });
    } else if (wasSent && conflicts.has(token)) {
      plan.update.push({ ...row, conflict: conflicts.get(token) ?? null, refused: null });
    } else if (row.conflict) {
      // Waits for the user's choice.
    } else if (row.unsynced) {
      if (unchanged && onServer) {
        plan.update.push({
          ...row,
          unsynced: false,
          refused: null,
          serverUpdatedAt: onServer.registration_updated_at,
        });
      } else if (unchanged) {
        // Taken but not kept: the deletion mark of one the server never had.
        plan.remove.push(token);
      } else if (wasSent && onServer) {
        plan.update.push({ ...row, serverUpdatedAt: onServer.registration_updated_at });
      }
    } else if (!onServer) {
      plan.remove.push(token);
    } else if (
      !onServer.content_omitted &&
      (!sameInstant(onServer.registration_updated_at, row.registrationUpdatedAt) ||
        !sameInstant(onServer.registration_saved_deleted_at, row.deletedAt))
    ) {
      plan.fromServer.push(onServer);
    }
  }
  for (const [token, registration] of server) {
    if (!known.has(token) && !registration.content_omitted) plan.fromServer.push(registration);
  }
  return plan;
}
