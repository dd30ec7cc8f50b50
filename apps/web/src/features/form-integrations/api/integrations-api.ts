import { ZHookSecret, ZHookTestAnswer } from '@eform/core/api/integrations';
import { apiRequest } from '../../../lib/http/api-client';

const hookPath = (formId: string, hookId: string) =>
  `/api/form/${encodeURIComponent(formId)}/integrations/${encodeURIComponent(hookId)}`;

/** POST .../integrations/{hook_id}/secret: a new signing secret (the old one stops working). */
export function rollHookSecret(formId: string, hookId: string) {
  return apiRequest(`${hookPath(formId, hookId)}/secret`, ZHookSecret, {
    method: 'POST',
    intent: 'action',
  });
}

/** POST .../integrations/{hook_id}/test: a sample sent to the saved hook, and what came back. */
export function sendHookTest(formId: string, hookId: string) {
  return apiRequest(`${hookPath(formId, hookId)}/test`, ZHookTestAnswer, {
    method: 'POST',
    intent: 'action',
  });
}
