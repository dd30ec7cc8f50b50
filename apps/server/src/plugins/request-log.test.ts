import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTestDatabase } from '../../test/support';
import { buildApp } from '../app';

const { database } = await getTestDatabase();

/** A logger at info level whose lines land in `lines`. */
function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

async function appWith(requestLog: { slowMs?: number; summaryIntervalMs?: number }) {
  const { logger, lines } = captureLogger();
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
  it('writes no line per ordinary request, and one summary per interval that had requests', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app, lines } = await appWith({ summaryIntervalMs: 100 });
    const summaries = () => lines.filter((l) => l.requests !== undefined);
    try {
      for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/health' });
      expect(lines).toEqual([]);
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

  it('logs a slow request by its route pattern, without ids or query', async () => {
    const { app, lines } = await appWith({ slowMs: 0, summaryIntervalMs: 60_000 });
    try {
      await app.inject({ method: 'GET', url: '/api/client/12345/info?geheim=ja' });
      const slow = lines.filter((l) => l.msg === 'slow request');
      expect(slow).toEqual([
        expect.objectContaining({ level: 40, route: '/api/client/:id/info', statusCode: 401 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('12345');
      expect(JSON.stringify(lines)).not.toContain('geheim');
    } finally {
      await app.close();
    }
  });
});
