import { AUDIT_ACTIONS, type TAuditAction } from '@eform/core/api/audit';
import { tc } from '@eform/core/messages/clients';

/** The Dutch label of an action, as the catalogue names it. */
export function actionLabel(action: TAuditAction): string {
  return tc(`audit.action.${action}`);
}

/** The action filter's options: every action by its label. */
export function actionOptions(): { value: TAuditAction; label: string }[] {
  return AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));
}
