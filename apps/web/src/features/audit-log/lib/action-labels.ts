import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  type TAuditAction,
  type TAuditObjectType,
} from '@eform/core/api/audit';
import { tc } from '@eform/core/messages/clients';

/** The Dutch label of an action, as the catalogue names it. */
export function actionLabel(action: TAuditAction): string {
  return tc(`audit.action.${action}`);
}

/** The Dutch name of an object type; an unknown one as it is. */
export function objectLabel(objectType: string): string {
  return (AUDIT_OBJECT_TYPES as readonly string[]).includes(objectType)
    ? tc(`audit.object.${objectType as TAuditObjectType}`)
    : objectType;
}

/** The action filter's options: every action by its label. */
export function actionOptions(): { value: TAuditAction; label: string }[] {
  return AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));
}
