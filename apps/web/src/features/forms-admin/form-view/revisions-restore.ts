import type { ZFormRevision } from '@eform/core/api/forms-admin';
import type { z } from 'zod';

/** One entry of the revision history. */
export type TFormRevision = z.infer<typeof ZFormRevision>;

/** After a restore the page reloads after this long (doc 2 §4: 'reload after 3 s'). */
export const REVISION_RESTORE_RELOAD_DELAY_MS = 3000;

/**
 * A revision can be restored with 'eform form edit', except the one the form is now: `revision`
 * is the number the form's `revision_id` names (the restore call takes the entry's id).
 */
export function canRestoreRevision(
  revision: TFormRevision,
  currentRevision: number,
  canEdit: boolean,
): boolean {
  return canEdit && revision.revision !== currentRevision;
}

/** Reloads the page after {@link REVISION_RESTORE_RELOAD_DELAY_MS}, so the toast can be read. */
export function scheduleReloadAfterRestore(reload: () => void = () => window.location.reload()) {
  return setTimeout(reload, REVISION_RESTORE_RELOAD_DELAY_MS);
}
