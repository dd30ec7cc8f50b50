import { randomUUID } from 'node:crypto';
import { DIRECT_EXPORT_MAX } from '@eform/core/api/registrations-admin';
import { newEmailSetting } from '@eform/core/email';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startCluster } from '../../../../scripts/cluster/cluster';
import { registrations } from '../../src/db/schema';
import { MAX_ACCOUNT_ADDRESS_FAILURES } from '../../src/modules/auth/rate-limit';
import {
  download,
  insertManyRegistrations,
  startExport,
} from '../../src/modules/exports/exports.test-support';
import { el, fillingHelpers } from '../../src/modules/registrations/filling.test-support';
import { guestSend, solvedChallenge } from '../../src/modules/registrations/guest.test-support';
import { createUser, login, TEST_PASSWORD, uniqueIp } from '../factories';
import { TINY_PNG, uploadFile } from '../files';
import { httpApp } from '../http-app';
import { callApi, getTestDatabase } from '../support';
import { startHoldingSmtp, waitFor } from './fault-support';

// Issue 33, item 2: the whole product on 2 API processes and 2 workers (the built server, as
// `npm run cluster` runs it) behind nginx, on one PostgreSQL and one shared store. Whatever a user
// does works whichever process answers: each check goes to a chosen process (A or B) where
// that proves something, else through nginx.
const { database, url } = await getTestDatabase();
const db = database.db;
const smtp = await startHoldingSmtp();
const cluster = await startCluster({
  databaseUrl: url,
  bundle: inject('serverBundle'),
  // One object store (s3rver), each process with a disk of its own: an upload on A is read on B
  // from the bucket, never through a shared folder.
  s3: true,
  env: { SMTP_URL: smtp.url },
});
afterAll(async () => {
  await cluster.stop();
  await smtp.close();
});
const [nodeA, nodeB] = cluster.nodes.filter((node) => node.role === 'api');
if (!nodeA || !nodeB) throw new Error('two API processes expected');
const onA = httpApp(nodeA.url);
const onB = httpApp(nodeB.url);
const viaNginx = httpApp(cluster.url);
const { setup } = fillingHelpers(viaNginx, db);

describe('two API processes and two workers behind nginx', () => {
  it('signs in on A and works on B; a sign-out on A is refused on B within moments', async () => {
    const { user } = await setup([el('text', 'naam')]);
    for (let round = 0; round < 5; round += 1) {
      const apiKey = await login(onA, user);
      // B looks the session up and keeps it in its cache.
      expect((await callApi(onB, apiKey, 'GET', '/api/user/info')).statusCode).toBe(200);
      expect((await callApi(onB, apiKey, 'GET', '/api/user/info')).statusCode).toBe(200);
      expect((await callApi(onA, apiKey, 'POST', '/api/user/logout')).statusCode).toBe(200);
      // B hears of it through PostgreSQL's notification: milliseconds, but not inside A's
      // answer, so on a loaded machine the next request may still be B's cached one.
      await expect
        .poll(async () => (await callApi(onB, apiKey, 'GET', '/api/user/info')).statusCode, {
          timeout: 3000,
          interval: 20,
        })
        .toBe(401);
    }
  });

  it('counts failed sign-ins of one address on both processes together', async () => {
    const user = await createUser(db);
    const ip = uniqueIp();
    const attempt = (app: typeof onA, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: ip,
        payload: { username: user.email, password },
      });
    for (let i = 0; i < MAX_ACCOUNT_ADDRESS_FAILURES; i += 1) {
      expect((await attempt(i % 2 === 0 ? onA : onB, 'fout-wachtwoord')).statusCode).toBe(401);
    }
    // Each process saw only half of them; the count is the database's.
    for (const app of [onA, onB]) {
      const refused = await attempt(app, TEST_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    }
  });

  it('verifies on B a challenge made on A, once', async () => {
    const guestId = randomUUID();
    const { form } = await setup([el('text', 'naam')], {
      extra: { guestId, settings: { guestAccess: true } },
    });
    const guest = { guestId, formId: form.uuid, ip: uniqueIp() };
    const altcha = await solvedChallenge(onA, guestId);
    expect((await guestSend(onB, guest, { naam: 'Gast' }, altcha)).statusCode).toBe(200);
    expect((await guestSend(onA, guest, { naam: 'Nog eens' }, altcha)).statusCode).toBe(403);
  });

  it('downloads on B a file uploaded on A', async () => {
    const { form, apiKey } = await setup([el('file', 'foto')]);
    const upload = await uploadFile(onA, apiKey, `form_id=${form.uuid}`, {
      filename: 'foto.png',
      bytes: TINY_PNG,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const file = await onB.inject({ url: upload.json().url, headers: { 'api-key': apiKey } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('fetches from B an export started on A and made by a worker', async () => {
    const { form, client, user } = await setup([el('text', 'omschrijving')]);
    await db.execute(
      sql`update memberships set roles = '{form_manager}' where user_id = ${user.id} and client_id = ${client.id}`,
    );
    const managerKey = await login(onA, user);
    await insertManyRegistrations(db, form, DIRECT_EXPORT_MAX + 1);
    const started = await startExport(onA, managerKey, form.uuid, 'csv');
    expect(started.statusCode, started.body).toBe(200);
    const { queue_id: queueId } = started.json();
    const progressUrl = `/api/form/${form.uuid}/registrations/queue/progress/${queueId}`;
    const done = await waitFor(
      'the export',
      async () => {
        const progress = (await callApi(onB, managerKey, 'GET', progressUrl)).json();
        return progress.status === 'done' ? progress : undefined;
      },
      45_000,
    );
    const file = await download(onB, managerKey, done.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\n').filter(Boolean)).toHaveLength(DIRECT_EXPORT_MAX + 2);
  });

  it('syncs saved registrations on alternating processes', async () => {
    const schema = [el('text', 'naam')];
    const { form, apiKey } = await setup(schema);
    const saved = (naam: string, updatedAt: string, serverUpdatedAt?: string) => ({
      form_id: form.uuid,
      form_name: 'Inspectie',
      form_summary: naam,
      fill_token: token,
      schema,
      values: { naam },
      registration_updated_at: updatedAt,
      registration_saved_deleted_at: null,
      ...(serverUpdatedAt ? { server_updated_at: serverUpdatedAt } : {}),
    });
    const token = randomUUID();
    const sync = (app: typeof onA, body: unknown) =>
      callApi(app, apiKey, 'POST', '/api/saved-registrations-sync', body);
    const first = new Date(Date.now() - 60_000).toISOString();
    expect((await sync(onA, [saved('Eerste', first)])).statusCode).toBe(201);
    const onOther = (await sync(onB, [])).json();
    expect(onOther.registrations.map((r: { values: unknown }) => r.values)).toEqual([
      { naam: 'Eerste' },
    ]);
    const second = new Date().toISOString();
    const replaced = await sync(onB, [saved('Tweede', second, first)]);
    expect(replaced.json().conflicts).toEqual([]);
    const back = (await sync(onA, [])).json();
    expect(back.registrations.map((r: { values: unknown }) => r.values)).toEqual([
      { naam: 'Tweede' },
    ]);
  });

  it('has every job queued through nginx done once, by either worker', async () => {
    const subject = `Melding ${randomUUID().slice(0, 8)}`;
    const { form, apiKey } = await setup([el('text', 'naam')], {
      extra: {
        emailSettings: [
          {
            ...newEmailSetting(),
            to_addresses: [{ to_address: 'ontvanger@example.nl' }],
            email_subject: `${subject} $registration_serial_number$`,
            email_add_attachment_registration_pdf: false,
          },
        ],
      },
    });
    const SUBMITS = 20;
    for (let i = 0; i < SUBMITS; i += 1) {
      const sent = await callApi(viaNginx, apiKey, 'POST', '/api/registration', {
        form_id: form.uuid,
        fill_token: randomUUID(),
        values: { naam: `Melding ${i}` },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const ours = () => smtp.accepted.filter((mail) => mail.includes(subject));
    await waitFor('every mail', () => (ours().length >= SUBMITS ? true : undefined), 45_000);
    const serials = ours().map((mail) => new RegExp(`${subject} (\\d+)`).exec(mail)?.[1]);
    expect(new Set(serials).size).toBe(SUBMITS);
    const [stored] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${registrations} where ${eq(registrations.formId, form.id)}`,
      )
    ).rows;
    expect(stored?.n).toBe(SUBMITS);
    // Every job completed once (pg-boss marks it after the mail went), and no mail came twice.
    const states = () =>
      db.execute<{ state: string; n: number }>(
        sql`select state, count(*)::int as n from pgboss.job
          where name = 'registration.sent' and data->>'client_id' = ${String(form.clientId)}
          group by state`,
      );
    const settled = await waitFor(
      'the jobs to complete',
      async () => {
        const { rows } = await states();
        return rows.every((row) => row.state === 'completed') ? rows : undefined;
      },
      30_000,
    );
    expect(settled).toEqual([{ state: 'completed', n: SUBMITS }]);
    expect(ours()).toHaveLength(SUBMITS);
  });
});
