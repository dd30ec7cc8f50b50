import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { rawSlices, sender, type TMail, type TRawMail } from './message';

export type { TMail, TRawMail } from './message';

export interface TSentMail {
  messageId: string;
  /** The .eml file written, when no SMTP server is configured. */
  file?: string;
}

export interface TMailer {
  /** MAIL_FROM: the address every mail is sent from (a message built ahead needs it). */
  readonly from: string;
  send(mail: TMail): Promise<TSentMail>;
  /** Sends a message built ahead (message.ts, buildRawMail) as it is, streamed in slices. */
  sendRaw(mail: TRawMail): Promise<TSentMail>;
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
    from,
    async send({ fromName, ...mail }) {
      const info = await transport.sendMail({ ...mail, from: sender(from, fromName) });
      return { messageId: info.messageId };
    },
    async sendRaw({ envelope, raw, messageId }) {
      await transport.sendMail({ envelope, raw: rawSlices(raw) });
      return { messageId };
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ from, outboxDir }: TMailerOptions): TMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const write = async (message: Buffer) => {
    await mkdir(outboxDir, { recursive: true });
    // Sortable by time; the uuid keeps names unique across app servers sharing the folder.
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const file = join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, message);
    return file;
  };
  return {
    from,
    async send({ fromName, ...mail }) {
      const info = await transport.sendMail({ ...mail, from: sender(from, fromName) });
      return { messageId: info.messageId, file: await write(info.message as Buffer) };
    },
    async sendRaw({ raw, messageId }) {
      return { messageId, file: await write(raw) };
    },
    close: () => transport.close(),
  };
}
