import { describe, expect, it } from 'vitest';
import { getTestServer } from '../../../test/support';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/client';

const { app, url } = await getTestServer();

describe('health and readiness', () => {
  it('answers /health while the process runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready with 503 once shutting down, and still serves', async () => {
    app.readiness.ready = false;
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      app.readiness.ready = true;
    }
  });

  it('answers /ready with 503 when the database does not', async () => {
    const broken = createDatabase(url, { max: 1 });
    await broken.close();
    const brokenApp = await buildApp({ db: broken.db, webDistDir: '/nonexistent' });
    try {
      const response = await brokenApp.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
      });
    } finally {
      await brokenApp.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/client/{id}/info']),
    );
  });
});
