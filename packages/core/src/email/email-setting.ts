// The e-mails tab (a lazy admin chunk) and the server import these; the fill path never does.
import { z } from 'zod';
import type { TMessageKey } from '../messages';
import type { TEditorMessageKey } from '../messages/editor';
import { isEmailOrToken, isFilenameOrToken } from '../tokens/custom-rules';
import { makeIssue, type TEditorIssue } from '../validation/editor-issue';

/** The fonts a Word/PDF attachment may use (doc 2 §9). */
export const EMAIL_FONTS = [
  'Arial',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Times New Roman',
  'Georgia',
  'Garamond',
  'Courier New',
  'Brush Script MT',
] as const;
/** A font of {@link EMAIL_FONTS}. */
export type TEmailFont = (typeof EMAIL_FONTS)[number];

/** Default name of the registration's PDF attachment (doc 2 §9). */
export const DEFAULT_ATTACHMENT_NAME = 'Registratie';
/** Default content of a new e-mail: this text, then the form name's token (doc 2 §9). */
export const DEFAULT_EMAIL_CONTENT = 'Hierbij de registratie van $form_name$';

const addresses = <K extends string>(key: K) =>
  z.array(z.object({ [key]: z.string() } as Record<K, z.ZodString>)).default([]);

/** A stored Word template (api/file-upload/email-word). */
export const ZWordUpload = z.object({
  file_id: z.string(),
  url: z.string().optional(),
  name: z.string().optional(),
});

/**
 * One e-mail setting of a form (doc 2 §3 'E-mail setting'): recipients (each an e-mail address or
 * one `$token$`), sender name, subject, content (manual HTML with tokens, or auto: every answered
 * field), attachments (the registration as PDF named `attachment_filename`, its files, a Word
 * template filled in and sent as pdf or docx) and the attachment's styling. Unknown keys are kept,
 * so what GET answers a PATCH takes back.
 */
export const ZEmailSettingFields = z
  .object({
    to_addresses: addresses('to_address'),
    cc_addresses: addresses('cc_address'),
    bcc_addresses: addresses('bcc_address'),
    from_name: z.string().default(''),
    email_subject: z.string().default(''),
    email_content_mode: z.enum(['manual', 'auto']).default('manual'),
    email_content: z.string().default(''),
    email_hide_empty_values: z.boolean().default(true),
    email_add_attachment_registration_pdf: z.boolean().default(true),
    attachment_filename: z.string().default(DEFAULT_ATTACHMENT_NAME),
    email_add_attachments: z.boolean().default(false),
    email_no_styling: z.boolean().default(false),
    email_send_word_attachment: z.boolean().default(false),
    word_upload: ZWordUpload.nullable().default(null),
    word_filename: z.string().default(''),
    send_as_filetype: z.enum(['pdf', 'docx']).default('pdf'),
    styling_options: z
      .object({
        default_font: z.enum(EMAIL_FONTS).default('Arial'),
        /** Per radio/select data name, per option value: a CSS colour. */
        option_colors: z.record(z.string(), z.record(z.string(), z.string())).default({}),
      })
      .default({ default_font: 'Arial', option_colors: {} }),
  })
  .catchall(z.unknown());
/** An e-mail setting with every field (defaults filled in). */
export type TEmailSettingFields = z.infer<typeof ZEmailSettingFields>;

/** A new e-mail setting with the spec's defaults (doc 2 §9). */
export function newEmailSetting(): TEmailSettingFields {
  return ZEmailSettingFields.parse({ email_content: DEFAULT_EMAIL_CONTENT });
}

/**
 * The checks of doc 2 §5 'E-mail settings': at least one recipient, each (also cc, bcc) an e-mail
 * address or one token; from name and subject required; manual content required; a Word
 * attachment needs its upload and a file name (filenameOrToken); the PDF's name likewise; the
 * default font is required (the schema allows only the nine). Issues carry their Dutch text (the
 * editor catalogue's, like the element editor's); none: it may be saved.
 */
export function validateEmailSetting(setting: TEmailSettingFields): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  const report = (path: string, messageKey: TEditorMessageKey | TMessageKey) =>
    issues.push(makeIssue(path, messageKey));
  if (setting.to_addresses.length === 0) report('to_addresses', 'email.recipientRequired');
  const lists = [
    ['to_addresses', 'to_address'],
    ['cc_addresses', 'cc_address'],
    ['bcc_addresses', 'bcc_address'],
  ] as const;
  for (const [list, key] of lists) {
    (setting[list] as Record<string, string>[]).forEach((entry, index) => {
      const value = entry[key] ?? '';
      if (value.trim() === '') report(`${list}.${index}.${key}`, 'validation.required');
      else if (!isEmailOrToken(value)) report(`${list}.${index}.${key}`, 'validation.emailOrToken');
    });
  }
  if (setting.from_name.trim() === '') report('from_name', 'validation.required');
  if (setting.email_subject.trim() === '') report('email_subject', 'validation.required');
  if (setting.email_content_mode === 'manual' && stripHtml(setting.email_content) === '') {
    report('email_content', 'validation.required');
  }
  if (setting.email_add_attachment_registration_pdf) {
    if (setting.attachment_filename.trim() === '') {
      report('attachment_filename', 'validation.required');
    } else if (!isFilenameOrToken(setting.attachment_filename)) {
      report('attachment_filename', 'validation.filenameOrToken');
    }
  }
  if (setting.email_send_word_attachment) {
    if (!setting.word_upload) report('word_upload', 'email.wordRequired');
    if (setting.word_filename.trim() === '') report('word_filename', 'validation.required');
    else if (!isFilenameOrToken(setting.word_filename)) {
      report('word_filename', 'validation.filenameOrToken');
    }
  }
  return issues;
}

/** The text of an HTML fragment, trimmed (empty paragraphs count as no content). */
function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}
