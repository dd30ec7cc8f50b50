import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { clients } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { queueDeliveryRetry } from '../deliveries';
import { registerDeliveryJobs } from '../deliveries/registration-deliveries.job';
import { mimeParts, startSmtpSink } from '../deliveries/smtp-sink.test-support';
import { el, fillingHelpers } from '../registrations/filling.test-support';
import { checkLowCredits } from '.';
import { registerLowCreditsMailJob } from './low-credits-mail.job';

const { app, db, url } = await getTestServer();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 4 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));
const log = pino({ level: 'silent' });
await registerDeliveryJobs(
  boss,
  { db, mailer, storage: app.storage, log, queueRetry: queueDeliveryRetry },
  { pollingIntervalSeconds: 0.5 },
);
await registerLowCreditsMailJob(boss, { db, mailer, log });
const { setup, send } = fillingHelpers(app, db);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jobs not yet done in any queue: queued, waiting for a retry, or running. */
async function unfinishedJobs(): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${sql.raw(BOSS_SCHEMA)}.job
         where state in ('created', 'retry', 'active')`,
  );
  return result.rows[0]?.count ?? 0;
}

/** The warnings `to` received so far. */
function warningsTo(to: string) {
  return sink.received
    .filter((m) => m.rcptTo.includes(to))
    .map((m) => {
      const { headers, parts } = mimeParts(m.raw);
      return { subject: headers.subject ?? '', text: String(parts[0]?.body) };
    })
    .filter((m) => m.subject.startsWith('Weinig credits'));
}

/**
 * The warnings `to` has once every job is done: the sends' after-send work and the warning mails
 * it queued. No extra mail can come after that, so no waiting 'a little longer' to see none does.
 */
async function expectWarnings(to: string, count: number) {
  for (let i = 0; i < 200 && (await unfinishedJobs()) > 0; i++) await sleep(50);
  expect(await unfinishedJobs()).toBe(0);
  expect(warningsTo(to)).toHaveLength(count);
  return warningsTo(to);
}

/** A client with `credits`, limit `limit`, a filler's send and a client manager to warn. */
async function clientWithLimit(credits: number, limit: number) {
  const filling = await setup([el('text', 'melding')], { credits });
  await db
    .update(clients)
    .set({ lowCreditEmailLimit: limit })
    .where(eq(clients.id, filling.client.id));
  const manager = `beheerder-${randomUUID().slice(0, 8)}@example.nl`;
  await createUser(db, { client: filling.client, roles: ['client_manager'], email: manager });
  const sendOne = async () => {
    const response = await send(filling.apiKey, filling.form.uuid, { melding: 'x' });
    expect(response.statusCode).toBe(200);
  };
  return { ...filling, manager, sendOne };
}

describe('low-credit warning', () => {
  it('mails the client managers once when credits fall below the limit, again only after a top-up', async () => {
    const c = await clientWithLimit(5, 4);
    await c.sendOne(); // 4 left: at the limit, not below
    await expectWarnings(c.manager, 0);
    await c.sendOne(); // 3 left: below 4
    const [warning] = await expectWarnings(c.manager, 1);
    expect(warning?.subject).toBe(`Weinig credits voor ${c.client.name}`);
    expect(warning?.text).toContain('er zijn nog 3 credits over');
    await c.sendOne(); // 2 left: still below, no second mail
    await expectWarnings(c.manager, 1);
    // An admin tops up to 4 (at the limit): armed again; the next send warns again.
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const added = await callApi(app, admin, 'POST', `/api/clients/${c.client.id}/credits`, {
      name: 'Aanvulling',
      credits_total: 2,
      contact_company: 'Bedrijf',
      contact_addressed_to: 'Iemand',
      contact_street: 'Straat 1',
      contact_postal_code: '1234 AB',
      contact_city: 'Stad',
      contact_email: 'iemand@example.nl',
    });
    expect(added.statusCode).toBe(201);
    await c.sendOne(); // 3 left again
    await expectWarnings(c.manager, 2);
  });

  it('warns once under many concurrent sends and checks', async () => {
    const c = await clientWithLimit(12, 10);
    await Promise.all(Array.from({ length: 6 }, () => c.sendOne()));
    await Promise.all(Array.from({ length: 10 }, () => checkLowCredits(db, c.client.id)));
    await expectWarnings(c.manager, 1);
  });

  it('never warns a client whose limit is 0', async () => {
    const c = await clientWithLimit(1, 0);
    await c.sendOne();
    await expectWarnings(c.manager, 0);
  });
});
