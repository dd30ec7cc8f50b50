import { ZWordFileState } from '@eform/core/api';
import { type TUploadedFile, ZUploadedFile } from '@eform/core/api/registrations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { xhrRequest } from '../../../lib/http/xhr-request';

/** How often a template's processing is asked while it runs (doc 2 §7). */
export const WORD_STATE_POLL_MS = 500;

/**
 * POST /api/file-upload/email-word?form_id= : a Word template for the form's e-mails, as
 * multipart field `file`, reporting progress (0-100). A refused upload rejects with the
 * server's Dutch message, never leaving the e-mails tab (intent 'in-form').
 */
export function uploadEmailWord(
  formId: string,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<TUploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { onProgress, signal } = options;
  return xhrRequest(
    `/api/file-upload/email-word?form_id=${encodeURIComponent(formId)}`,
    ZUploadedFile,
    {
      method: 'POST',
      body,
      signal,
      intent: 'in-form',
      onProgress: onProgress && ((fraction) => onProgress(Math.round(fraction * 100))),
    },
  );
}

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
