import type { TSchema } from '@eform/core/elements';
import { ts } from '@eform/core/messages/server-only';
import type { TReplaceTokensContext } from '@eform/core/tokens';
import { buildRawMail, type TMail, type TRawMail } from '../../mail/message';
import { renderRegistrationPdf, type TRegistrationDocument } from '../documents';
import { mailContent, type TComposedMail, type TContentSetting } from './mail-composition';

// The whole message of one delivery, built where the document sandbox runs it
// (sandbox/document-worker.ts, 'registration-mail'): the registration PDF, the content
// (sanitiser, tokens, the auto content's table, the text part) and the MIME (base64 of the PDF
// and the files, quoted-printable of the content). The after-send worker gets the finished bytes
// back and only streams them to the SMTP server (issue 29: these held the server's event loop
// for up to 0.7 s per mail of the hardest registration). The PDF rendered here never crosses to
// the server and back: only the finished message does.

/**
 * An attachment: bytes made for the mail (a Word file, a PDF rendered elsewhere), a stored
 * file's key, or the registration PDF to render with the message.
 */
export type TMailPart = { filename: string; contentType: string } & (
  | { content: Buffer }
  | { stored: string }
  | { pdf: Omit<TRegistrationDocument, 'readFile'> }
);

/** What building one delivery's message needs; plain data, it crosses to the sandbox. */
export interface TMailMessageInput {
  mail: Pick<TComposedMail, 'fromName' | 'to' | 'cc' | 'bcc' | 'subject'>;
  /** MAIL_FROM. */
  from: string;
  setting: TContentSetting;
  ctx: TReplaceTokensContext & { schema: TSchema };
  attachments: TMailPart[];
}

/**
 * What the builder asks the server for: an attachment's stored file by its key, or a picture a
 * value of the PDF names (a photo, a signature), as renderRegistrationPdf's readFile asks it.
 */
export type TMailFileAsk = { stored: string } | { picture: unknown };

/** Answers a TMailFileAsk (in the sandbox: the server's answer over IPC). */
export type TMailFileReader = (ask: unknown) => Promise<Buffer | undefined>;

/** A built message; `pdfError` when the PDF failed (Dutch) and the message went without it. */
export interface TBuiltMail {
  mail: TRawMail;
  pdfError?: string;
}

/** Builds a delivery's message (in the sandbox's child, or in this process for a test). */
export type TMailBuilder = (
  input: TMailMessageInput,
  readFile: TMailFileReader,
) => Promise<TBuiltMail>;

/** The message of one delivery: the PDF, the content, the attachments in their order, MIME. */
export const buildMailMessage: TMailBuilder = async (input, readFile) => {
  let pdfError: string | undefined;
  const attachments: NonNullable<TMail['attachments']> = [];
  for (const part of input.attachments) {
    const { filename, contentType } = part;
    if ('pdf' in part) {
      const readPicture = (reference: unknown) => readFile({ picture: reference });
      try {
        const content = await renderRegistrationPdf({ ...part.pdf, readFile: readPicture });
        attachments.push({ filename, content, contentType });
      } catch (error) {
        // The renderer's own error: the mail goes without the PDF and the delivery keeps why.
        const message = error instanceof Error ? error.message : String(error);
        pdfError = ts('server.document.failed', { error: message.slice(0, 300) });
      }
      continue;
    }
    const content = 'content' in part ? part.content : await readFile({ stored: part.stored });
    // A file gone from storage, or beyond what one mail may read: the attempt fails, as a
    // storage error did before, and is tried again later.
    if (!content) throw new Error(`stored file ${filename} could not be read`);
    attachments.push({ filename, content, contentType });
  }
  const { html, text } = mailContent(input.setting, input.ctx);
  const { mail } = input;
  const raw = await buildRawMail(
    {
      fromName: mail.fromName,
      to: mail.to,
      ...(mail.cc.length > 0 ? { cc: mail.cc } : {}),
      ...(mail.bcc.length > 0 ? { bcc: mail.bcc } : {}),
      subject: mail.subject,
      html,
      text,
      ...(attachments.length > 0 ? { attachments } : {}),
    },
    input.from,
  );
  return { mail: raw, ...(pdfError ? { pdfError } : {}) };
};
