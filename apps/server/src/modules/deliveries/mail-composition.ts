import type { TSchema } from '@eform/core/elements';
import { DEFAULT_ATTACHMENT_NAME, type TEmailSettingFields } from '@eform/core/email';
import { escapeHtml } from '@eform/core/format';
import { sanitizeRichText } from '@eform/core/format/rich-text';
import { ts } from '@eform/core/messages/server-only';
import {
  isEmailOrToken,
  readableValues,
  replaceTokens,
  type TReplaceTokensContext,
} from '@eform/core/tokens';
import { htmlToMailText } from '../documents';

/**
 * What one e-mail setting makes of one registration: whom it goes to and its names (no I/O, no
 * content: the content is made with the message, mailContent, in the document sandbox).
 */
export interface TComposedMail {
  fromName: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** The PDF's file name when the setting attaches it ('Registratie.pdf'). */
  pdfName: string | null;
  withFiles: boolean;
}

/** The composed mail, or why it cannot be sent (a setting no retry will fix). */
export type TComposition =
  | { ok: true; mail: TComposedMail; recipients: string }
  | { ok: false; reason: string; recipients: string };

/** Where a developer-mode form sends every mail instead (null: nobody to send to). */
export type TDeveloperMode = { on: false } | { on: true; recipient: string | null };

const LISTS = [
  ['to', 'to_addresses', 'to_address'],
  ['cc', 'cc_addresses', 'cc_address'],
  ['bcc', 'bcc_addresses', 'bcc_address'],
] as const;

/** A resolved recipient is an address: a token left unresolved is not. */
const isAddress = (value: string) => !value.includes('$') && isEmailOrToken(value);

/** Values in HTML: escaped, line breaks kept (subform items are one per line). */
const htmlText = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

/**
 * `replaceTokens` for HTML the admin wrote: the same scan, but each value escaped, so a value
 * typed by a filler is text in the mail, never markup.
 */
export function replaceTokensInHtml(html: string, ctx: TReplaceTokensContext): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = html.indexOf('$', from);
    const end = start < 0 ? -1 : html.indexOf('$', start + 1);
    if (end < 0) return out + html.slice(from);
    const token = html.slice(start, end + 1);
    const value = /\s/.test(token) ? token : replaceTokens(token, ctx);
    if (value === token) {
      out += html.slice(from, end);
      from = end;
    } else {
      out += html.slice(from, start) + htmlText(value);
      from = end + 1;
    }
  }
}

/**
 * The auto content (email_content_mode 'auto'): every answered field of the registration as a
 * table of label and value as people read it; fields without a value are left out when the
 * setting hides empty values.
 */
export function autoContent(schema: TSchema, ctx: TReplaceTokensContext, hideEmpty: boolean) {
  const rows = readableValues(schema, ctx.values)
    .filter((row) => !hideEmpty || row.text.trim() !== '')
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${htmlText(row.label)}</th>` +
        `<td valign="top" style="padding:4px 0">${htmlText(row.text)}</td></tr>`,
    );
  return `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** A file name from the setting's pattern: tokens replaced, no path or control characters. */
export function attachmentName(
  pattern: string,
  ctx: TReplaceTokensContext,
  fallback: string,
  extension = 'pdf',
) {
  const name = replaceTokens(pattern, ctx)
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .trim();
  return `${name || fallback}.${extension}`;
}

/**
 * One e-mail setting applied to one registration (doc 2 §3, §5): recipients (each an address or
 * a token resolving to one; a token that resolves to nothing is left out, one that resolves to
 * no address fails the mail), subject and manual content with tokens replaced, or the auto
 * content. In developer mode the mail goes to the developer alone, never to the configured
 * recipients.
 */
export function composeMail(
  setting: TEmailSettingFields,
  ctx: TReplaceTokensContext & { schema: TSchema },
  developer: TDeveloperMode,
): TComposition {
  const resolved: Record<'to' | 'cc' | 'bcc', string[]> = { to: [], cc: [], bcc: [] };
  for (const [kind, list, key] of LISTS) {
    for (const entry of setting[list] as Record<string, string | undefined>[]) {
      const value = replaceTokens(entry[key] ?? '', ctx).trim();
      if (value === '') continue;
      if (!isAddress(value)) {
        const field = `${list}.${key}`;
        return {
          ok: false,
          reason: ts('server.delivery.recipientInvalid', { value: value.slice(0, 200), field }),
          recipients: summary(resolved),
        };
      }
      resolved[kind].push(value);
    }
  }
  let recipients = summary(resolved);
  if (developer.on) {
    if (!developer.recipient) {
      return { ok: false, reason: ts('server.delivery.noDeveloper'), recipients };
    }
    recipients = `${ts('server.delivery.developerMode')}: ${developer.recipient}`;
    resolved.to = [developer.recipient];
    resolved.cc = [];
    resolved.bcc = [];
  }
  if (resolved.to.length === 0) {
    return { ok: false, reason: ts('server.delivery.noRecipient'), recipients };
  }
  return {
    ok: true,
    recipients,
    mail: {
      fromName: replaceTokens(setting.from_name, ctx).replace(/\s+/g, ' ').trim(),
      ...resolved,
      subject: replaceTokens(setting.email_subject, ctx).replace(/\s+/g, ' ').trim(),
      pdfName: setting.email_add_attachment_registration_pdf
        ? attachmentName(setting.attachment_filename, ctx, DEFAULT_ATTACHMENT_NAME)
        : null,
      withFiles: setting.email_add_attachments,
    },
  };
}

/** What of a setting the content of its mail is made from. */
export type TContentSetting = Pick<
  TEmailSettingFields,
  'email_content_mode' | 'email_content' | 'email_hide_empty_values'
>;

/**
 * The content of one setting's mail for one registration: the HTML (the manual content with the
 * tokens replaced, or the auto content) and the same as plain text (the text/plain alternative).
 * The costly part of a mail: a registration's auto content can run to 700,000 characters, each
 * parsed by the sanitiser and the text part's HTML reader (the after-send worker makes it in the
 * document sandbox, never on the server's event loop).
 */
export function mailContent(
  setting: TContentSetting,
  ctx: TReplaceTokensContext & { schema: TSchema },
): { html: string; text: string } {
  // Sanitised again after the tokens are replaced (issue 29): a filler's value can be a link's
  // whole href ('<a href="$website$">'), and only there is its scheme known.
  const html =
    setting.email_content_mode === 'auto'
      ? autoContent(ctx.schema, ctx, setting.email_hide_empty_values)
      : sanitizeRichText(replaceTokensInHtml(sanitizeRichText(setting.email_content), ctx));
  return { html, text: htmlToMailText(html) };
}

/** 'aan: a@x.nl; cc: b@x.nl': whom a delivery is for, as the registration detail shows it. */
function summary(resolved: Record<'to' | 'cc' | 'bcc', string[]>): string {
  const label = { to: ts('server.delivery.to'), cc: 'cc', bcc: 'bcc' };
  return (['to', 'cc', 'bcc'] as const)
    .filter((kind) => resolved[kind].length > 0)
    .map((kind) => `${label[kind]}: ${resolved[kind].join(', ')}`)
    .join('; ');
}
