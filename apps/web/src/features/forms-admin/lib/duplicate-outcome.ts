import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';

type TDuplicateTarget = { id: number; name: string };

/** After a copy: the client to switch to (null: stay) and the toast that says so. */
export type TDuplicateOutcome = { switchToClientId: number | null; message: string };

/**
 * What follows a successful duplicate (doc 2 §4 and §8): a copy in another client than the
 * current one switches to that client, and the toast names it; a copy in the current client
 * stays there. `sourceName` is the name of the form that was copied.
 */
export function describeDuplicate(
  sourceName: string,
  target: TDuplicateTarget,
  currentClientId: number | null,
): TDuplicateOutcome {
  if (target.id === currentClientId) {
    return { switchToClientId: null, message: t('forms.duplicated', { name: sourceName }) };
  }
  return {
    switchToClientId: target.id,
    message: ta('forms.duplicatedOtherClient', { name: sourceName, client: target.name }),
  };
}
