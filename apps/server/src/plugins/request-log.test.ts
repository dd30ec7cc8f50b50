import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../test/log-capture';
import { getTestDatabase } from '../../test/support';
import { buildApp } from '../app';

const { database } = await getTestDatabase();

async function appWith(requestLog: { slowMs?: number; summaryIntervalMs?: number }) {
  const { logger, lines } = captureLog();
  const app = await buildApp({
    db: database.db,
    webDistDir: '/nonexistent',
    loggerInstance: logger,
    requestLog,
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Only the interval is faked: the summary is written when its timer fires, which the test
  // drives, so a busy machine cannot make it early or late; requests and the database run as ever.
  it('writes one line per request at its end, and one summary per interval that had requests', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app, lines } = await appWith({ summaryIntervalMs: 100 });
    const summaries = () => lines.filter((l) => l.requests !== undefined);
    try {
      for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/health' });
      expect(lines).toHaveLength(20);
      expect(lines[0]).toEqual({
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: 'GET',
        route: '/health',
        statusCode: 200,
        ms: expect.any(Number),
        msg: 'request',
      });
      expect(new Set(lines.map((l) => l.reqId)).size).toBe(20);
      vi.advanceTimersByTime(100);
      expect(summaries()).toEqual([
        expect.objectContaining({ level: 30, requests: 20, serverErrors: 0, slow: 0 }),
      ]);
      // Quiet intervals write nothing; the next one with a request counts only that request.
      vi.advanceTimersByTime(300);
      expect(summaries()).toHaveLength(1);
      await app.inject({ method: 'GET', url: '/health' });
      vi.advanceTimersByTime(100);
      expect(summaries()[1]).toMatchObject({ requests: 1, serverErrors: 0, slow: 0 });
    } finally {
      await app.close();
    }
  });

  it("takes a caller's x-request-id when it looks like one, echoes it, and logs with it", async () => {
    const { app, lines } = await appWith({ summaryIntervalMs: 60_000 });
    try {
      const given = await app.inject({
        method: 'GET',
        url: '/api/client/12345/info',
        headers: { 'x-request-id': 'nginx-7f3a.b_9' },
      });
      expect(given.statusCode).toBe(401);
      expect(given.headers['x-request-id']).toBe('nginx-7f3a.b_9');
      expect(lines.at(-1)).toMatchObject({
        reqId: 'nginx-7f3a.b_9',
        route: '/api/client/:id/info',
        statusCode: 401,
        msg: 'request',
      });
      // Too long, or with characters a log or header would need escaped: a new id instead.
      for (const bad of ['a'.repeat(65), 'id met spaties', 'x"}{', 'ïd']) {
        const answer = await app.inject({
          method: 'GET',
          url: '/health',
          headers: { 'x-request-id': bad },
        });
        const id = answer.headers['x-request-id'];
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(lines.at(-1)).toMatchObject({ reqId: id, route: '/health' });
      }
      expect(JSON.stringify(lines)).not.toContain('12345');
    } finally {
      await app.close();
    }
  });

  it('logs a slow request by its route pattern, without ids or query', async () => {
    const { app, lines } = await appWith({ slowMs: 0, summaryIntervalMs: 60_000 });
    try {
      await app.inject({ method: 'GET', url: '/api/client/12345/info?geheim=ja' });
      // The request's one line, at warn level.
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'slow request',
          route: '/api/client/:id/info',
          statusCode: 401,
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('12345');
      expect(JSON.stringify(lines)).not.toContain('geheim');
    } finally {
      await app.close();
    }
  });
});
