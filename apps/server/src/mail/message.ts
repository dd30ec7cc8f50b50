import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import MailComposer from 'nodemailer/lib/mail-composer';

// A mail's MIME message built ahead of sending (issue 29): the after-send worker builds it in the
// document sandbox (sandbox/document-worker.ts), where the base64 of a multi-MB PDF and the
// quoted-printable of a large HTML part cost the server's event loop nothing; the mailer then
// only streams the finished bytes (TMailer.sendRaw).

/** One outgoing e-mail. */
export interface TMail {
  /** The sender's display name; the address is always the configured MAIL_FROM. */
  fromName?: string;
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
}

/** A finished message: the SMTP envelope (bcc included), its bytes and its Message-ID. */
export interface TRawMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  messageId: string;
}

/** The From header: the configured address, with the mail's display name when it has one. */
export function sender(from: string, name: string | undefined) {
  if (!name?.trim()) return from;
  // MAIL_FROM may carry a name of its own ('eForm <no-reply@…>'): the mail's name replaces it.
  return { name: name.trim(), address: /<([^>]+)>/.exec(from)?.[1] ?? from };
}

/**
 * The message nodemailer's sendMail would send for `mail` from the configured `from` (the same
 * MailComposer, no transport headers added), with the envelope it would derive from the headers.
 */
export async function buildRawMail(mail: TMail, from: string): Promise<TRawMail> {
  const { fromName, ...fields } = mail;
  const node = new MailComposer({ ...fields, from: sender(from, fromName) }).compile();
  const envelope = node.getEnvelope();
  return {
    envelope: { from: envelope.from || from, to: envelope.to },
    messageId: node.messageId(),
    raw: await node.build(),
  };
}

/**
 * How much of a finished message goes to the SMTP connection per turn of the event loop. Its
 * transforms (dot-stuffing, line ends) look at every byte: a 10 MB message in one piece held the
 * loop for hundreds of milliseconds on a loaded machine; a slice of this size takes well under one.
 */
export const RAW_SLICE_BYTES = 64 * 1024;

/** `raw` as a stream of slices (views, not copies), one per turn of the event loop. */
export function rawSlices(raw: Buffer): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < raw.length; at += RAW_SLICE_BYTES) {
        if (at > 0) await nextTurn();
        yield raw.subarray(at, at + RAW_SLICE_BYTES);
      }
    })(),
  );
}
