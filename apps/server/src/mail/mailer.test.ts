import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

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
});
