import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
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
  it('writes no line per ordinary request, and one summary per interval', async () => {
    const { app, lines } = await appWith({ summaryIntervalMs: 100 });
    try {
      for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/health' });
      expect(lines).toEqual([]);
      await sleep(250);
      const summaries = lines.filter((l) => l.requests !== undefined);
      expect(summaries).toHaveLength(1);
      expect(summaries[0]).toMatchObject({ level: 30, requests: 20, serverErrors: 0, slow: 0 });
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
