import { join } from 'node:path';
import { newEmailSetting } from '@eform/core/email';
import { ts } from '@eform/core/messages/server-only';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationDeliveries } from '../../src/db/schema';
import { BOSS_SCHEMA } from '../../src/jobs/boss-schema';
import { DEFAULT_RETRY_DELAYS, DELIVERY_RETRY_QUEUE } from '../../src/modules/deliveries';
import { createRegistration } from '../../src/modules/registrations/registrations.test-support';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage';
import { createClient, createFolder, createForm, createUser, login } from '../factories';
import { makeDataDir, stopServer, type TServerProcess } from '../server-process';
import { callApi, getTestServer } from '../support';
import {
  jobsOutlastTheirWork,
  noUnfinishedStarts,
  queueRegistrationSent,
  startFaultWorker,
  startHoldingSmtp,
  waitFor,
} from './fault-support';

// The SMTP server down for the whole retry window, then back (issue 29, fault suite). A real
// worker process (SERVER_ROLE=worker) sends a registration's e-mail while nothing listens on
// the SMTP port. The delivery goes 'retrying' with the reason through its whole schedule (1 min,
// 5 min, 30 min, 2 h, 6 h: DEFAULT_RETRY_DELAYS) and ends 'failed'; the test drives the
// schedule by moving each queued retry's start_after to now, after checking it was queued for
// the delay the schedule names. With the mail server back, a manager's retry sends it once.

const dataDir = await makeDataDir('eform-smtp-down-');
const { app, db, url } = await getTestServer({
  storage: createLocalDiskStorage(join(dataDir.dir, 'files')),
});
const smtp = await startHoldingSmtp();
// Down: the port is known, nothing listens on it (a connection is refused).
await smtp.close();
const workers: TServerProcess[] = [];
afterAll(async () => {
  for (const worker of workers) await stopServer(worker, 'SIGKILL');
  await smtp.close();
  await dataDir.remove();
});

type TDelivery = typeof registrationDeliveries.$inferSelect;

async function deliveryWhen(id: number, what: string, ok: (row: TDelivery) => boolean) {
  let last: TDelivery | undefined;
  return waitFor(
    what,
    async () => {
      [last] = await db
        .select()
        .from(registrationDeliveries)
        .where(eq(registrationDeliveries.registrationId, id));
      return last && ok(last) ? last : undefined;
    },
    20_000,
  ).catch((error: Error) => {
    throw new Error(
      `${error.message}: ${JSON.stringify(last)}\n${workers[0]?.output().slice(-3000)}`,
    );
  });
}

/** The delivery's retry jobs that wait for their time, with the seconds until then. */
async function waitingRetries(deliveryId: number) {
  const { rows } = await db.execute<{ id: string; seconds: number }>(
    sql.raw(`select id, extract(epoch from start_after - now())::float8 as seconds
      from ${BOSS_SCHEMA}.job
      where name = '${DELIVERY_RETRY_QUEUE}' and state in ('created', 'retry')
        and (data->>'delivery_id')::int = ${deliveryId}`),
  );
  return rows;
}

describe('the SMTP server down for the whole retry window', () => {
  it('retries on schedule with the reason, fails, and a manager’s retry sends it once when it is back', async () => {
    const client = await createClient(db);
    const form = await createForm(db, client, await createFolder(db, client), {
      emailSettings: [
        {
          ...newEmailSetting(),
          to_addresses: [{ to_address: 'ontvanger@example.nl' }],
          email_subject: 'Melding',
          email_add_attachment_registration_pdf: false,
        },
      ],
    });
    const manager = await login(
      app,
      await createUser(db, { client, roles: ['form_view_registrations'] }),
    );
    const registration = await createRegistration(db, form, { values: {} });
    await startFaultWorker(dataDir.dir, url, { SMTP_URL: smtp.url }, workers);
    await jobsOutlastTheirWork(db);
    await queueRegistrationSent(url, client.id, registration.id);

    const refused = `${ts('server.delivery.smtpFailed', { error: '' })}`;
    for (const [index, delay] of DEFAULT_RETRY_DELAYS.entries()) {
      const retrying = await deliveryWhen(
        registration.id,
        `attempt ${index + 1} retrying`,
        (row) => row.status === 'retrying' && row.attempts === index + 1,
      );
      expect(retrying.reason).toContain(refused);
      expect(retrying.reason).toMatch(/ECONNREFUSED/);
      const [retry, ...more] = await waitFor(
        `retry ${index + 1} queued`,
        async () => {
          const rows = await waitingRetries(retrying.id);
          return rows.length > 0 ? rows : undefined;
        },
        10_000,
      );
      expect(more).toEqual([]);
      // Queued for the delay the schedule names (the statement ran a moment ago).
      expect(retry?.seconds).toBeGreaterThan(delay - 30);
      expect(retry?.seconds).toBeLessThanOrEqual(delay);
      // Its time has come.
      await db.execute(
        sql.raw(`update ${BOSS_SCHEMA}.job set start_after = now() where id = '${retry?.id}'`),
      );
    }
    const failed = await deliveryWhen(
      registration.id,
      'the delivery failed',
      (row) => row.status === 'failed',
    );
    expect(failed.attempts).toBe(DEFAULT_RETRY_DELAYS.length + 1);
    expect(failed.reason).toContain(refused);
    expect(await waitingRetries(failed.id)).toEqual([]);
    expect(smtp.accepted).toEqual([]);

    // The mail server is back; a manager retries the failed e-mail.
    await smtp.reopen();
    const path = `/api/form/${form.uuid}/registrations/${registration.uuid}/deliveries/${failed.uuid}/retry`;
    const retried = await callApi(app, manager, 'GET', path);
    expect(retried.statusCode, retried.body).toBe(200);
    const sent = await deliveryWhen(
      registration.id,
      'the delivery sent',
      (row) => row.status === 'sent',
    );
    expect(sent.reason).toBeNull();
    expect(smtp.accepted).toHaveLength(1);
    // Sent is sent: a second retry is refused, nothing is sent again or left waiting.
    expect((await callApi(app, manager, 'GET', path)).statusCode).toBe(409);
    expect(await waitingRetries(failed.id)).toEqual([]);
    expect(await noUnfinishedStarts(db)).toEqual([]);
    expect(smtp.accepted).toHaveLength(1);
  }, 60_000);
});
