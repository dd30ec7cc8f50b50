import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, expect } from 'vitest';
import { uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import type { TApp } from '../../app';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { mimeParts, readMail, startSmtpSink } from '../deliveries/smtp-sink.test-support';
import { registerAccountMailJob, type TAccountMailDeps } from '.';

/** The public URL the test mails' links start with. */
export const PUBLIC_URL = 'https://eform.test';

/**
 * The real app with the account mail worker running on pg-boss, sending to a real SMTP server
 * in the test's process. Call at the top of a test file.
 */
export async function getAccountsServer() {
  const server = await getTestServer();
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
  afterAll(() => mailer.close());
  const boss = new PgBoss({ connectionString: server.url, schema: BOSS_SCHEMA, max: 2 });
  await boss.start();
  afterAll(() => boss.stop({ graceful: false, wait: true }));
  const deps: TAccountMailDeps = {
    db: server.db,
    mailer,
    log: pino({ level: 'silent' }),
    publicUrl: PUBLIC_URL,
  };
  await registerAccountMailJob(boss, deps, { pollingIntervalSeconds: 0.5 });
  return { ...server, sink, deps };
}

type TSink = Awaited<ReturnType<typeof getAccountsServer>>['sink'];

/** A received mail read: subject, HTML, plain text and the password link's token (if any). */
export function readAccountMail(mail: TSink['received'][number]) {
  const read = readMail(mail);
  const text = mimeParts(mail.raw)
    .parts.filter((part) => part.headers['content-type']?.startsWith('text/plain'))
    .map((part) => part.body.toString('utf8'))
    .join('');
  const token = /\/user\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
  return { ...read, text, token };
}

/** The mails `to` has received so far, read. */
export function mailsTo(sink: TSink, to: string) {
  return sink.received.filter((mail) => mail.rcptTo.includes(to)).map(readAccountMail);
}

/** Waits until `to` has received `count` mails; answers them. */
export async function waitForMails(sink: TSink, to: string, count = 1) {
  await expect
    .poll(() => mailsTo(sink, to).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(sink, to);
}

/** POST /api/user/set-password with a mail's token, as a guest from an address of its own. */
export function setPassword(
  app: TApp,
  token: string | null | undefined,
  password = 'een-nieuw-wachtwoord',
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/set-password',
    payload: { token, password },
    remoteAddress: uniqueIp(),
  });
}
