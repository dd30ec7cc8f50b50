import { afterAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/support';
import { buildApp } from '../app';

const { database } = await getTestDatabase();
const TOKEN = 'prometheus-geheim-1234';

async function appWith(metricsToken?: string) {
  const app = await buildApp({ db: database.db, webDistDir: '/nonexistent', metricsToken });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const withToken = await appWith(TOKEN);
const scrape = (authorization?: string) =>
  withToken.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The sample lines of one metric in a scrape's text. */
const samples = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('GET /metrics', () => {
  it('answers 404 without METRICS_TOKEN, as an unknown path', async () => {
    const app = await appWith();
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 without the bearer token or with another one', async () => {
    for (const authorization of [
      undefined,
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('eform_');
    }
  });

  it('answers the Prometheus text with requests by route pattern, the pool, the queues and the event loop', async () => {
    await withToken.inject({ method: 'GET', url: '/health' });
    await withToken.inject({ method: 'GET', url: '/api/client/98765/info?naam=jan' });
    await withToken.inject({ method: 'DELETE', url: '/nergens/98765' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(samples(text, 'eform_http_requests_total')).toEqual(
      expect.arrayContaining([
        'eform_http_requests_total{route="/health",method="GET",status="200"} 1',
        'eform_http_requests_total{route="/api/client/:id/info",method="GET",status="401"} 1',
        'eform_http_requests_total{route="(geen route)",method="DELETE",status="404"} 1',
      ]),
    );
    expect(samples(text, 'eform_http_request_duration_seconds_bucket')).toContain(
      'eform_http_request_duration_seconds_bucket{le="+Inf",route="/health",method="GET",status="200"} 1',
    );
    // No id, path or query of a request in any label.
    expect(text).not.toContain('98765');
    expect(text).not.toContain('jan');
    for (const name of [
      'eform_db_pool_connections',
      'eform_db_pool_idle_connections',
      'eform_db_pool_waiting_clients',
      'eform_nodejs_eventloop_lag_seconds',
      'eform_process_resident_memory_bytes',
    ]) {
      expect(samples(text, name), name).toHaveLength(1);
    }
    for (const name of [
      'eform_registration_submits_total',
      'eform_mail_failures_total',
      'eform_hook_failures_total',
      'eform_job_queue_jobs',
      'eform_job_queue_oldest_waiting_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    // A second app on the same process keeps its own counts (no clash of names either).
    const other = await appWith(TOKEN);
    const again = await other.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(samples(again.body, 'eform_http_requests_total')).toEqual([]);
  });
});
