import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

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

export interface TSentMail {
  messageId: string;
  /** The .eml file written, when no SMTP server is configured. */
  file?: string;
}

export interface TMailer {
  send(mail: TMail): Promise<TSentMail>;
  close(): void;
}

export interface TMailerOptions {
  from: string;
  /** smtp:// or smtps:// URL; without it mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
}

/**
 * Sends mail by SMTP when configured; otherwise writes each message as an .eml file to the outbox
 * folder, so development and demos need no mail server and every mail can be opened and checked.
 */
export function createMailer(options: TMailerOptions): TMailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string): TMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ fromName, ...mail }) {
      const info = await transport.sendMail({ ...mail, from: sender(from, fromName) });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ from, outboxDir }: TMailerOptions): TMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ fromName, ...mail }) {
      const info = await transport.sendMail({ ...mail, from: sender(from, fromName) });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time; the uuid keeps names unique across app servers sharing the folder.
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

/** The From header: the configured address, with the setting's display name when it has one. */
function sender(from: string, name: string | undefined) {
  if (!name?.trim()) return from;
  // MAIL_FROM may carry a name of its own ('eForm <no-reply@…>'): the setting's name replaces it.
  return { name: name.trim(), address: /<([^>]+)>/.exec(from)?.[1] ?? from };
}
