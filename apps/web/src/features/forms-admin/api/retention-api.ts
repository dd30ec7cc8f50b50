import type { TFormRetention } from '@eform/core/api';
import {
  previewQueryOf,
  type TRetentionPreview,
  ZRetentionPreview,
} from '@eform/core/api/forms-admin';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * GET /api/form/{form_id}/retention-preview: how many registrations the next retention run
 * would delete under `retention` (a term not yet saved).
 */
export function fetchRetentionPreview(
  formId: string,
  retention: TFormRetention,
  signal?: AbortSignal,
): Promise<TRetentionPreview> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(previewQueryOf(retention))) {
    if (value !== undefined) query.set(key, String(value));
  }
  return apiRequest(
    `/api/form/${encodeURIComponent(formId)}/retention-preview?${query}`,
    ZRetentionPreview,
    { signal },
  );
}
