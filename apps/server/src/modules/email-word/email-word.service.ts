import { buffer } from 'node:stream/consumers';
import type { TWordFileState } from '@eform/core/api';
import type { TUploadedFile } from '@eform/core/api/registrations';
import { type TSchema, ZSchema } from '@eform/core/elements';
import { ZEmailSettingFields } from '@eform/core/email';
import { DomainError } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import {
  fillTemplateInSandbox,
  isSandboxClosed,
  prepareTemplateInSandbox,
} from '../../sandbox/documents';
import { SandboxError } from '../../sandbox/pool';
import type { TStorage } from '../../storage/storage';
import { formForUser, type TAsker } from '../access';
import type { TAuth } from '../auth';
import {
  DOCX_MIME_TYPE,
  extensionOf,
  fileUrl,
  storeUpload,
  type TUploadPart,
  toUploadedFile,
  unreferencedKeys,
} from '../files';
import {
  deleteFileRow,
  findClientFilesByUuid,
  findFormWordFile,
  findFormWordFlags,
  findWordFileForJob,
  settleWordFile,
  upsertPendingWordFile,
} from './email-word.repository';
import { unknownTokens, WordTemplateError } from './word-template';

/** The permission of the e-mails tab, which uploads and polls the templates. */
const EMAILS_PERMISSION = 'eform manage form emails';

/** The processing job of one template (a row of email_word_files). */
export const EMAIL_WORD_QUEUE = 'email-word.process';
export interface TEmailWordJob {
  client_id: number;
  word_file_id: number;
}
const wordJobs = jobSender<TEmailWordJob>(EMAIL_WORD_QUEUE);

/** The upload rule of doc 2 §5: a .docx by name and by bytes ('Er kunnen alleen Word …'). */
const EMAIL_WORD_UPLOAD = {
  typesFor: (filename: string) => (extensionOf(filename) === 'docx' ? [DOCX_MIME_TYPE] : undefined),
  refusedKey: 'server.emailWord.types',
} as const;

function refused(): DomainError {
  return new DomainError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'server.emailWord.types' });
}

/** Marks the file a pending template of the form and queues its processing, in one transaction. */
async function queueProcessing(db: TDb, row: { clientId: number; formId: number; fileId: number }) {
  // Without pg-boss in this database (a bare test server) the template stays pending.
  const ready = await wordJobs.ready(db);
  await db.transaction(async (tx) => {
    const id = await upsertPendingWordFile(tx, row);
    if (ready) await wordJobs.send(tx, { client_id: row.clientId, word_file_id: id });
  });
}

/** Forgets an upload that is no .docx and answers the spec's 415. */
async function refuseUpload(
  db: TDb,
  storage: TStorage,
  row: { clientId: number; id: number; sha256: string },
): Promise<never> {
  await deleteFileRow(db, row.clientId, row.id);
  for (const key of await unreferencedKeys(db, [row.sha256])) {
    await storage.remove(key, new Date(Date.now() + 1000));
  }
  throw refused();
}

/**
 * POST /api/file-upload/email-word?form_id=: stores a Word template for the form's e-mails
 * ('eform manage form emails' on the form): a .docx by its name and its bytes (a zip holding
 * word/document.xml), at most 20 MB; anything else 415 with the spec's text. The template is
 * queued for processing; the form cannot be filled until that is done.
 */
export async function uploadEmailWord(
  db: TDb,
  storage: TStorage,
  auth: TAuth,
  formRef: string,
  part: () => Promise<TUploadPart | undefined>,
): Promise<TUploadedFile> {
  const row = await storeUpload(
    db,
    storage,
    auth,
    { formRef, permission: EMAILS_PERMISSION },
    part,
    EMAIL_WORD_UPLOAD,
  );
  try {
    // Read in the sandbox: an upload is untrusted (a zip bomb would end the server's process).
    await prepareTemplateInSandbox(await buffer(await storage.get(row.sha256)));
  } catch (error) {
    const refusedHere = error instanceof WordTemplateError || error instanceof SandboxError;
    if (!refusedHere || isSandboxClosed(error)) throw error;
    // A .docx refused for what it holds (too large once unpacked, …) is kept and queued: the
    // processing job marks it failed with that reason, which the e-mails tab shows.
    const keep = error instanceof WordTemplateError && !error.unreadable;
    if (!keep) return refuseUpload(db, storage, row);
  }
  if (row.formId === null) throw new DomainError('NOT_FOUND');
  await queueProcessing(db, { clientId: row.clientId, formId: row.formId, fileId: row.id });
  return toUploadedFile(row);
}

/** The file uuids the form's e-mail settings use as Word template. */
function settingTemplates(emailSettings: unknown): string[] {
  const list = Array.isArray(emailSettings) ? emailSettings : [];
  return list.flatMap((raw) => {
    const parsed = ZEmailSettingFields.safeParse(raw);
    return parsed.success && parsed.data.word_upload ? [parsed.data.word_upload.file_id] : [];
  });
}

/**
 * After a form's e-mail settings are saved: a template they name that the form has not had
 * processed (a form copied with its settings, a file of another form of the client) is queued.
 */
export async function queueSavedWordFiles(
  db: TDb,
  form: { clientId: number; id: number; emailSettings: unknown },
): Promise<void> {
  const uuids = settingTemplates(form.emailSettings);
  if (uuids.length === 0) return;
  for (const file of await findClientFilesByUuid(db, form.clientId, uuids)) {
    if (await findFormWordFile(db, form.clientId, form.id, file.uuid)) continue;
    await queueProcessing(db, { clientId: form.clientId, formId: form.id, fileId: file.id });
  }
}

/**
 * The metadata flags (doc 2 §3): per template of the form's settings (and any still pending)
 * whether it is processed. A false flag locks filling.
 */
export async function wordFilesProcessed(
  db: TDb,
  form: { clientId: number; id: number; emailSettings: unknown },
): Promise<Record<string, boolean>> {
  const rows = await findFormWordFlags(
    db,
    form.clientId,
    form.id,
    settingTemplates(form.emailSettings),
  );
  return Object.fromEntries(rows.map((row) => [row.uuid, row.status !== 'pending']));
}

/** GET /api/process-word-file/{form_id}/{file_id}: the template's processing state. */
export async function wordFileState(
  db: TDb,
  auth: TAsker,
  formRef: string,
  fileRef: string,
): Promise<TWordFileState> {
  const { ref } = await formForUser(db, auth, formRef, EMAILS_PERMISSION);
  const row = await findFormWordFile(db, ref.form.clientId, ref.form.id, fileRef);
  if (!row) throw new DomainError('NOT_FOUND', { messageKey: 'server.emailWord.notFound' });
  return {
    file_id: row.file.uuid,
    name: row.file.filename,
    state: row.status,
    processed: row.status !== 'pending',
    path: row.status === 'processed' ? fileUrl(row.file.uuid) : null,
    tokens: row.tokens,
    unknown_tokens: row.unknownTokens,
    error: row.error,
  };
}

/**
 * The 'email-word.process' job: reads the template, joins its tokens, lists them and those the
 * form does not know, and fills it once with an empty registration (an unclosed loop or a
 * broken document shows here, not when a mail is sent). Processed, or failed with the reason.
 */
export async function processWordFile(
  deps: { db: TDb; storage: TStorage; log: Logger },
  job: TEmailWordJob,
): Promise<void> {
  const found = await findWordFileForJob(deps.db, job.client_id, job.word_file_id);
  if (found?.word.status !== 'pending') return;
  const parsed = ZSchema.safeParse(found.schema);
  const schema: TSchema = parsed.success ? parsed.data : [];
  let verdict: Parameters<typeof settleWordFile>[3];
  try {
    const bytes = await buffer(await deps.storage.get(found.file.sha256));
    const prepared = await prepareTemplateInSandbox(bytes);
    await fillTemplateInSandbox(prepared, { schema, values: {} });
    verdict = {
      status: 'processed',
      tokens: prepared.tokens,
      unknownTokens: unknownTokens(prepared.tokens, schema),
      error: null,
    };
  } catch (error) {
    // The server stops: the job runs again on the next start.
    if (isSandboxClosed(error)) throw error;
    const message =
      error instanceof WordTemplateError
        ? error.message
        : ts('server.emailWord.invalid', {
            error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
          });
    deps.log.warn({ err: error, wordFileId: job.word_file_id }, 'word template refused');
    verdict = { status: 'failed', tokens: [], unknownTokens: [], error: message };
  }
  await settleWordFile(deps.db, job.client_id, job.word_file_id, verdict);
}
