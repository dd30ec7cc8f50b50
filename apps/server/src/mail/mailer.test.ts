import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  mimeParts,
  startSmtpSink,
  type TMimePart,
} from '../modules/deliveries/smtp-sink.test-support';
import { createMailer, type TMail } from './mailer';
import { buildRawMail, RAW_SLICE_BYTES } from './message';

const FROM = 'eform@example.nl';

describe('Mailer', () => {
  it('sends by SMTP when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      from: FROM,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/x',
    });
    try {
      const sent = await mailer.send({
        to: 'piet@example.nl',
        subject: 'Welkom bij eForm',
        text: 'Hallo Piet, uw account is aangemaakt.',
      });
      expect(sent.messageId).toBeTruthy();
      expect(sent.file).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe(FROM);
      expect(received[0]?.to).toEqual(['piet@example.nl']);
      expect(received[0]?.data).toContain('Subject: Welkom bij eForm');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes .eml files to the outbox without SMTP_URL', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'eform-mail-'));
    afterAll(() => rm(outboxDir, { recursive: true, force: true }));
    const mailer = createMailer({ from: FROM, outboxDir: join(outboxDir, 'mail') });
    const sent = await mailer.send({
      to: 'els@example.nl',
      subject: 'Registratie',
      html: '<p>Hoi</p>',
    });
    mailer.close();
    expect(await readdir(join(outboxDir, 'mail'))).toHaveLength(1);
    const eml = await readFile(sent.file ?? '', 'utf8');
    expect(eml).toContain('To: els@example.nl');
    expect(eml).toContain('Subject: Registratie');
  });

  it('sends a message built ahead (buildRawMail) as send() would send the same mail', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({ from: FROM, smtpUrl: sink.url, outboxDir: '/x' });
    // Lines that start with a dot (SMTP stuffs them) across many slices of the raw message.
    const notes = Buffer.from('.punt aan het begin\r\n'.repeat((3 * RAW_SLICE_BYTES) / 10));
    const mail: TMail = {
      fromName: 'Gemeente Voorbeeld',
      to: ['piet@example.nl'],
      cc: ['kees@example.nl'],
      bcc: ['geheim@example.nl'],
      subject: 'Melding 12 van Jan',
      html: `<p>Beste Jan,</p><p>${'lange tekst '.repeat(20_000)}</p>`,
      text: 'Beste Jan,',
      attachments: [{ filename: 'notities.txt', content: notes, contentType: 'text/plain' }],
    };
    try {
      await mailer.send(mail);
      const built = await buildRawMail(mail, FROM);
      expect(built.raw.length).toBeGreaterThan(3 * RAW_SLICE_BYTES);
      const sent = await mailer.sendRaw(built);
      expect(sent.messageId).toBe(built.messageId);
      expect(sink.received).toHaveLength(2);
      const [direct, raw] = sink.received.map((r) => ({ to: r.rcptTo, ...mimeParts(r.raw) }));
      expect(raw?.to).toEqual(['piet@example.nl', 'kees@example.nl', 'geheim@example.nl']);
      expect(raw?.to).toEqual(direct?.to);
      for (const header of ['from', 'to', 'cc', 'subject', 'content-type']) {
        const boundless = (value = '') => value.replace(/boundary="[^"]+"/, '');
        expect(boundless(raw?.headers[header]), header).toBe(boundless(direct?.headers[header]));
      }
      expect(raw?.headers.from).toBe('Gemeente Voorbeeld <eform@example.nl>');
      expect(raw?.headers.bcc).toBeUndefined();
      // Compared as text: a deep equality of large Buffers takes seconds.
      const bodies = (parts: TMimePart[] = []) => parts.map((part) => part.body.toString('base64'));
      expect(bodies(raw?.parts)).toEqual(bodies(direct?.parts));
      expect(raw?.parts.map((part) => part.headers['content-type'])).toEqual([
        'text/plain; charset=utf-8',
        'text/html; charset=utf-8',
        'text/plain; name=notities.txt',
      ]);
      expect(raw?.parts[2]?.body.equals(notes)).toBe(true);
    } finally {
      mailer.close();
      await sink.close();
    }
  });

  it('writes a message built ahead to the outbox as it is', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'eform-mail-'));
    afterAll(() => rm(outboxDir, { recursive: true, force: true }));
    const mailer = createMailer({ from: FROM, outboxDir });
    const built = await buildRawMail({ to: 'els@example.nl', subject: 'Registratie' }, FROM);
    const sent = await mailer.sendRaw(built);
    mailer.close();
    expect(await readFile(sent.file ?? '')).toEqual(built.raw);
  });
});
