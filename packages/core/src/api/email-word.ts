// The Word attachment calls of document 2 §7: uploading a template (api/file-upload/email-word)
// and polling its processing (api/process-word-file/{form_id}/{file_id}).
import { z } from 'zod';

/** Query of POST /api/file-upload/email-word: the form whose e-mails use the template. */
export const ZEmailWordUploadQuery = z.object({
  form_id: z.string().describe('form_id (uuid) of the form whose e-mails use it'),
});

/** Params of GET /api/process-word-file/{form_id}/{file_id}. */
export const ZProcessWordFileParams = z.object({
  form_id: z.string(),
  file_id: z.string(),
});

/** Where a Word template is: queued, checked and usable, or refused (its `error` says why). */
export const WORD_FILE_STATES = ['pending', 'processed', 'failed'] as const;
/** One of {@link WORD_FILE_STATES}. */
export type TWordFileStatus = (typeof WORD_FILE_STATES)[number];

/**
 * GET /api/process-word-file/{form_id}/{file_id} answer: `processed` true once the job has
 * checked the template (also when it refused it: then `state` is 'failed' with the Dutch
 * `error`); `path` is the template's download path once known (doc 2 §7: polled until then);
 * `tokens` the tokens the template uses, `unknown_tokens` those the form does not know.
 */
export const ZWordFileState = z
  .object({
    file_id: z.string(),
    name: z.string(),
    state: z.enum(WORD_FILE_STATES),
    processed: z.boolean(),
    path: z.string().nullable(),
    tokens: z.array(z.string()),
    unknown_tokens: z.array(z.string()),
    error: z.string().nullable(),
  })
  .meta({ id: 'WordFileState' });
/** A Word template's processing state. */
export type TWordFileState = z.infer<typeof ZWordFileState>;
