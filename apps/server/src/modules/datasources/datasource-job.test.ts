import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, getTestServer } from '../../../test/support';
import { BOSS_SCHEMA } from '../../jobs/boss';
import { registerDatasourceJobs } from './datasource-batch.job';
import { clientWith, csvOf, uploadCsv } from './datasources.test-support';

// The import as the runtime runs it: queued by the route, taken by the pg-boss worker, followed
// by the screen with GET api/batch/process until nothing is left in the queue.

const { app, db, url } = await getTestServer();
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));
await registerDatasourceJobs(boss, { db, storage: app.storage, log: pino({ level: 'silent' }) });

async function waitUntilDone(key: string, batchName: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const batch = (await callApi(app, key, 'GET', `/api/batch/process/${batchName}`)).json();
    if (batch.items_in_queue === 0) return batch;
    if (Date.now() > until) throw new Error('the batch did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the datasource job', () => {
  it('imports a queued batch, then exports it to a download', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const rows = Array.from({ length: 2500 }, (_, i) => `Adres ${i + 1};${i % 7}`);
    const file = (
      await uploadCsv(app, key, client.id, csvOf(['object.name;wijk', ...rows]))
    ).json();
    const created = await callApi(app, key, 'POST', `/api/clients/${client.id}/datasources`, {
      type: 'search',
      name: 'Adressen',
      file_id: file.file_id,
    });
    const id = created.json().id;
    const started = await callApi(app, key, 'POST', `/api/datasource/${id}/import`);
    const imported = await waitUntilDone(key, started.json().batch_name);
    expect(imported.total_items).toBe(2500);
    const ds = (await callApi(app, key, 'GET', `/api/datasources/${id}`)).json();
    expect(ds).toMatchObject({ import_state: 'done', items_count: 2500, fields: ['wijk'] });

    const exportStart = await callApi(app, key, 'POST', `/api/datasource/${id}/export`);
    const exported = await waitUntilDone(key, exportStart.json().batch_name);
    expect(exported.download_url).toBeDefined();
    const download = await callApi(app, key, 'GET', exported.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.body.trim().split('\r\n')).toHaveLength(2501);
  });
});
