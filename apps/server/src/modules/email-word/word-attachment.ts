import { buffer } from 'node:stream/consumers';
import { DEFAULT_ATTACHMENT_NAME } from '@eform/core/email';
import { ts } from '@eform/core/messages/server-only';
import {
  fillTemplateInSandbox,
  isSandboxClosed,
  prepareTemplateInSandbox,
} from '../../sandbox/documents';
import type { TStorage } from '../../storage/storage';
import {
  attachmentName,
  type TWordAttachmentInput,
  type TWordAttachmentRenderer,
} from '../deliveries';
import { DOCX_MIME_TYPE, findFormFilesByUuid } from '../files';
import { findClientFilesByUuid } from './email-word.repository';
import { convertDocxToPdf, PdfConversionError } from './soffice';
import type { TPreparedTemplate } from './word-template';

// Prepared templates by their bytes' key: a form's registrations share one. Read and filled in
// the sandbox's child processes (sandbox/documents.ts); the prepared template is plain data and
// a Buffer, so it crosses to the child with each fill.
const prepared = new Map<string, Promise<TPreparedTemplate>>();
const MAX_PREPARED = 20;

function preparedTemplate(storage: TStorage, sha256: string): Promise<TPreparedTemplate> {
  let found = prepared.get(sha256);
  if (!found) {
    found = storage.get(sha256).then(buffer).then(prepareTemplateInSandbox);
    found.catch(() => prepared.delete(sha256));
    if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value ?? '');
    prepared.set(sha256, found);
  }
  return found;
}

/** The form's own files (an imageTag's picture) after the registration's. */
function pictureReader(input: TWordAttachmentInput) {
  return async (reference: unknown) => {
    const own = await input.readFile(reference);
    if (own) return own;
    const id =
      typeof reference === 'object' && reference !== null
        ? (reference as { file_id?: unknown }).file_id
        : undefined;
    if (typeof id !== 'string') return undefined;
    const [file] = await findFormFilesByUuid(input.db, input.clientId, input.formId, [id]);
    return file ? buffer(await input.storage.get(file.sha256)) : undefined;
  };
}

/**
 * The renderer of Word attachments (issue 20): the setting's template filled with the
 * registration, named by `word_filename` (tokens replaced); sent as docx, or as PDF converted
 * by `convert` (LibreOffice headless by default). A PDF that cannot be made (LibreOffice
 * missing, failing, too slow) gives the docx and a logged reason; a template that is gone or
 * cannot be filled (in time, within the sandbox's memory) gives no Word attachment and the
 * reason. Never throws, the mail is not lost; only a server that stops (the sandbox closed)
 * throws, so the delivery is tried again later.
 */
export function wordAttachmentRenderer(
  options: { convert?: (docx: Buffer) => Promise<Buffer> } = {},
): TWordAttachmentRenderer {
  const convert = options.convert ?? ((docx: Buffer) => convertDocxToPdf(docx));
  return async (input) => {
    const { setting, ctx, log } = input;
    const upload = setting.word_upload;
    if (!setting.email_send_word_attachment || !upload) return {};
    const name = upload.name ?? upload.file_id;
    const [file] = await findClientFilesByUuid(input.db, input.clientId, [upload.file_id]);
    if (!file) return { note: ts('server.emailWord.templateMissing', { name }) };
    let docx: Buffer;
    try {
      const template = await preparedTemplate(input.storage, file.sha256);
      docx = await fillTemplateInSandbox(template, { ...ctx, readFile: pictureReader(input) });
    } catch (error) {
      // The server stops: the delivery is tried again, not sent without its attachment.
      if (isSandboxClosed(error)) throw error;
      log.warn({ err: error, fileId: file.uuid }, 'word attachment not filled');
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      return { note: ts('server.emailWord.renderFailed', { error: message }) };
    }
    const asDocx = (note?: string) => ({
      attachment: {
        filename: attachmentName(setting.word_filename, ctx, DEFAULT_ATTACHMENT_NAME, 'docx'),
        content: docx,
        contentType: DOCX_MIME_TYPE,
      },
      ...(note ? { note } : {}),
    });
    if (setting.send_as_filetype !== 'pdf') return asDocx();
    try {
      const pdf = await convert(docx);
      return {
        attachment: {
          filename: attachmentName(setting.word_filename, ctx, DEFAULT_ATTACHMENT_NAME, 'pdf'),
          content: pdf,
          contentType: 'application/pdf',
        },
      };
    } catch (error) {
      const reason =
        error instanceof PdfConversionError
          ? error.message
          : ts('server.emailWord.sofficeFailed', { error: String(error).slice(0, 300) });
      log.error({ reason, fileId: file.uuid }, 'word attachment sent as docx: no PDF conversion');
      return asDocx(ts('server.emailWord.pdfFallback', { reason }));
    }
  };
}

/** The renderer with LibreOffice (`soffice` on the PATH). */
export const renderWordAttachment: TWordAttachmentRenderer = wordAttachmentRenderer();
