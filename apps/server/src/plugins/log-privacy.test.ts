import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/support';
import { buildApp } from '../app';
import { serializeError } from './log-privacy';

const { database } = await getTestDatabase();

/** Personal data a failing query carries: it must never reach the log. */
const MARKER = 'jan.jansen-4711@example.nl';

/** An app whose logger (without serialisers of its own) writes to `output`. */
async function appWithLog() {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString('utf8');
      done();
    },
  });
  const app = await buildApp({
    db: database.db,
    webDistDir: '/nonexistent',
    loggerInstance: pino({ level: 'info' }, stream),
  });
  // A route whose query fails on the value sent, as a bug in a real route would.
  app.post('/api/test/:form_id/failing-query', async (request) => {
    const { email } = request.body as { email: string };
    await app.db.execute(sql`select ${email}::uuid, ${`Registratie van ${email}`}::text`);
  });
  await app.ready();
  return { app, log: () => output };
}

describe('logged errors', () => {
  it('a failed query is logged with its code, route and ids, never its values', async () => {
    const { app, log } = await appWithLog();
    const formId = crypto.randomUUID();
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/${formId}/failing-query`,
      payload: { email: MARKER },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(MARKER);
    const text = log();
    expect(text).toContain('request failed');
    // The SQL state of 'invalid input syntax for type uuid', the route pattern and the id.
    expect(text).toContain('22P02');
    expect(text).toContain('/api/test/:form_id/failing-query');
    expect(text).toContain(formId);
    expect(text).toContain('select $1::uuid');
    expect(text).not.toContain('jan.jansen');
    expect(text).not.toContain('4711');
  });

  it('strips params, quoted values and detail from an error and its causes', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${MARKER}"`), {
      code: '22P02',
      detail: `Key (email)=(${MARKER}) already exists.`,
      where: `JSON data, line 1: "${MARKER}`,
      constraint: 'users_email_key',
    });
    const error = new DrizzleQueryError('select $1', [MARKER, 'Jan Jansen'], cause);
    const outer = new Error('submit failed', { cause: error });
    const logged = JSON.stringify(serializeError(outer));
    expect(logged).not.toContain('jan.jansen');
    expect(logged).not.toContain('Jan Jansen');
    expect(logged).toContain('22P02');
    expect(logged).toContain('users_email_key');
    expect(logged).toContain('Failed query: select $1');
    expect(logged).toContain('invalid input syntax for type uuid');
  });
});
