import { ZWordFileState } from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

/** How often a template's processing is asked while it runs (doc 2 §7). */
export const WORD_STATE_POLL_MS = 500;

/**
 * GET /api/process-word-file/{form_id}/{file_id}: the template's processing, asked every
 * 500 ms until it is processed, then no more.
 */
export function wordFileStateQuery(formId: string, fileId: string) {
  return queryOptions({
    queryKey: ['form-admin', formId, 'word-file', fileId] as const,
    queryFn: (context) =>
      apiRequest(
        `/api/process-word-file/${encodeURIComponent(formId)}/${encodeURIComponent(fileId)}`,
        ZWordFileState,
        { signal: context.signal, intent: 'background' },
      ),
    refetchInterval: (query) => (query.state.data?.processed ? false : WORD_STATE_POLL_MS),
  });
}
