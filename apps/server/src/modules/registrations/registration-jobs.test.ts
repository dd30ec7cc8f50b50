import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { BOSS_SCHEMA } from '../../jobs/boss';
import { metricsText } from '../../observability/metrics';
import { counterValue } from '../../observability/metrics.test-support';
import {
  queueRegistrationSent,
  REGISTRATION_SENT_QUEUE,
  registrationQueueReady,
} from './registration-jobs';

const { app, db, url } = await getTestServer();
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));

/** The job rows of the queue, the columns pg-boss sets when a job is sent. */
async function jobRows() {
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, name, data, priority, state, retry_limit, retry_count, retry_delay, retry_backoff,
      singleton_key, singleton_on, expire_in::text as expire_in, dead_letter, policy,
      started_on, completed_on, output,
      (keep_until - start_after)::text as kept_for,
      start_after <= now() as due
    from ${sql.raw(BOSS_SCHEMA)}.job where name = ${REGISTRATION_SENT_QUEUE}
    order by created_on`);
  return result.rows;
}

describe("the 'registration.sent' job of a submit", () => {
  it('is the same row pg-boss itself makes, carries the request id, is counted, and a worker gets it', async () => {
    expect(await registrationQueueReady(db)).toBe(true);
    const client = await createClient(db);
    const folder = await createFolder(db, client);
    const form = await createForm(db, client, folder, {
      publishedAt: new Date(),
      schema: [{ uuid: randomUUID(), elementType: 'text', name: 'naam', label: 'Naam' }],
    });
    const user = await createUser(db, { client });
    await shareForm(db, form, { userId: user.id });
    await createCredits(db, client, 5);
    const apiKey = await login(app, user);

    const stored = () => counterValue(app.metrics.submits, { kind: 'user', outcome: 'stored' });
    const storedBefore = await stored();
    // Sent twice: the first submit looks the form up, the second uses the process's cache. The
    // first comes with an id from the proxy; the second gets one of its own.
    const ids: number[] = [];
    const reqIds: string[] = [];
    for (const naam of ['a', 'b']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/registration',
        headers: { 'api-key': apiKey, ...(naam === 'a' ? { 'x-request-id': 'proxy-42' } : {}) },
        payload: { form_id: form.uuid, fill_token: randomUUID(), values: { naam } },
      });
      expect(response.statusCode, response.body).toBe(200);
      reqIds.push(String(response.headers['x-request-id']));
      const stored = await db.query.registrations.findFirst({
        where: (r, { eq }) => eq(r.uuid, response.json().registration_id),
      });
      ids.push(Number(stored?.id));
    }
    // The reference: pg-boss's own send, as the submits with files use it.
    await queueRegistrationSent(db, { client_id: client.id, registration_id: 0 });

    const rows = await jobRows();
    expect(rows).toHaveLength(3);
    const [viaSubmit, viaCache, viaPgBoss] = rows;
    const { id: _a, data: dataA, ...restA } = viaSubmit ?? {};
    const { id: _b, data: dataB, ...restB } = viaCache ?? {};
    const { id: _c, data: dataC, ...restC } = viaPgBoss ?? {};
    expect(restA).toEqual(restC);
    expect(restB).toEqual(restC);
    expect(reqIds[0]).toBe('proxy-42');
    expect(dataA).toEqual({ client_id: client.id, registration_id: ids[0], req_id: 'proxy-42' });
    expect(dataB).toEqual({ client_id: client.id, registration_id: ids[1], req_id: reqIds[1] });
    expect(dataC).toEqual({ client_id: client.id, registration_id: 0 });

    expect((await stored()) - storedBefore).toBe(2);
    // The queue's depth as Prometheus reads it: three jobs waiting, the oldest of them due.
    const scrape = await metricsText(app.metrics);
    expect(scrape).toContain(
      `eform_job_queue_jobs{queue="${REGISTRATION_SENT_QUEUE}",state="created"} 3`,
    );
    expect(scrape).toMatch(
      new RegExp(
        `eform_job_queue_oldest_waiting_seconds\\{queue="${REGISTRATION_SENT_QUEUE}"\\} \\d`,
      ),
    );

    const fetched = await boss.fetch<{ client_id: number; registration_id: number }>(
      REGISTRATION_SENT_QUEUE,
      { batchSize: 10 },
    );
    const byNumber = (a: number, b: number) => a - b;
    expect(fetched.map((job) => job.data.registration_id).sort(byNumber)).toEqual(
      [0, ...ids].sort(byNumber),
    );
  });
});
