import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEmailSetting } from '@eform/core/email';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { BOSS_SCHEMA } from '../src/jobs/boss-schema';
import { REGISTRATION_SENT_QUEUE } from '../src/modules/registrations/registration-jobs';
import { createRegistration } from '../src/modules/registrations/registrations.test-support';
import { startRuntime, startWorkerRuntime } from '../src/runtime';
import { createClient, createFolder, createForm } from './factories';
import { getTestDatabase } from './support';

// SERVER_ROLE=api and SERVER_ROLE=worker on one database: the API process queues, the worker
// process sends. Mails go to DATA_DIR/mail (no SMTP_URL), where the test counts them.
const { database, url } = await getTestDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'eform-roles-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const outbox = join(dataDir, 'mail');

const configFor = (role: string) => ({
  ...loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SERVER_ROLE: role,
    ADMIN_PASSWORD: 'beheerder-wachtwoord',
    DEMO_PASSWORD: 'demo-wachtwoord',
    LOG_LEVEL: 'silent',
  }),
  port: 0,
  host: '127.0.0.1',
});

const mails = async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('SERVER_ROLE', () => {
  it('api serves HTTP without working jobs; a worker process sends what it queued', async () => {
    const api = await startRuntime(configFor('api'), { printNotice: () => undefined });
    try {
      const health = await fetch(`${api.address}/health`);
      expect(health.status).toBe(200);
      const client = await createClient(database.db);
      const setting = {
        ...newEmailSetting(),
        to_addresses: [{ to_address: 'ontvanger@example.nl' }],
        email_subject: 'Melding',
        email_add_attachment_registration_pdf: false,
      };
      const form = await createForm(database.db, client, await createFolder(database.db, client), {
        emailSettings: [setting],
      });
      const registration = await createRegistration(database.db, form, { values: {} });
      const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 1 });
      await boss.start();
      await boss.createQueue(REGISTRATION_SENT_QUEUE);
      await boss.send(REGISTRATION_SENT_QUEUE, {
        client_id: client.id,
        registration_id: registration.id,
      });
      await boss.stop({ graceful: false, wait: true });
      // The API process installed the job tables, but takes no job.
      expect(await waitFor(async () => (await mails()).length > 0, 2_000)).toBe(false);

      const token = 'metriek-sleutel-van-de-worker';
      const worker = await startWorkerRuntime({ ...configFor('worker'), metricsToken: token });
      try {
        expect(await waitFor(async () => (await mails()).length === 1, 20_000)).toBe(true);
        // The worker's mail and hook counters are scraped from the worker itself.
        const scrape = (authorization?: string) =>
          fetch(`${worker.metricsAddress}/metrics`, {
            headers: authorization ? { authorization } : {},
          });
        const metrics = await scrape(`Bearer ${token}`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toContain('eform_mail_failures_total');
        expect((await scrape('Bearer fout-fout-fout-fout')).status).toBe(401);
        const other = await fetch(`${worker.metricsAddress}/health`);
        expect(other.status).toBe(404);
        expect(await other.json()).toMatchObject({ code: 'NOT_FOUND' });
      } finally {
        await worker.stop();
      }
    } finally {
      await api.stop();
    }
  }, 60_000);

  it('refuses split roles without DATABASE_URL and unknown roles', () => {
    expect(() => loadConfig({ SERVER_ROLE: 'worker' })).toThrow(
      /SERVER_ROLE=worker heeft DATABASE_URL nodig/,
    );
    expect(() => loadConfig({ SERVER_ROLE: 'beide' })).toThrow(
      /SERVER_ROLE moet een van de volgende waarden zijn: all, api, worker/,
    );
    expect(loadConfig({}).role).toBe('all');
  });
});
