import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema';
import { MAX_MAIL_REQUESTS_PER_IP } from '../../src/modules/accounts/mail-requests';
import { createClient, createUser, login, uniqueIp } from '../factories';
import { listenOnce, openSocket, parseAnswer, type TRawAnswer } from '../raw-http';
import { callApi, getTestServer } from '../support';

/**
 * Abuse suite, accounts and bodies (issue 29): the probe's inputs, kept for good.
 * - 200 set-password guesses from one address went through in 1.7 s: now at most the guest
 *   limit reaches the token lookup, however parallel they come.
 * - A user_manager removed an admin's and an eform_employee's membership: now 403.
 * - Five parallel 60 MB syncs by one user doubled the server's memory: now one large body per
 *   user is read at a time, the others wait unread (figures shrunk: 1 KB is large here).
 */
const KB = 1024;
const { app, db } = await getTestServer({
  largeBodies: { minBytes: KB, budgetBytes: 16 * KB, waitMs: 5000 },
});

describe('the probe', () => {
  it('200 parallel set-password guesses from one address: only the limit gets through', async () => {
    const remoteAddress = uniqueIp();
    const guesses = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/user/set-password',
          payload: { token: randomBytes(32).toString('base64url'), password: 'raden-raden-123' },
          remoteAddress,
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(MAX_MAIL_REQUESTS_PER_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      200 - MAX_MAIL_REQUESTS_PER_IP,
    );
  });

  it('a user_manager removing an admin and an eform_employee from a client: 403, both stay', async () => {
    const client = await createClient(db);
    const manager = await createUser(db, { client, roles: ['user_manager'] });
    const key = await login(app, manager, uniqueIp());
    for (const role of ['admin', 'eform_employee'] as const) {
      const target = await createUser(db, { client, roles: [role] });
      const url = `/api/clients/${client.id}/remove-user/${target.uuid}`;
      expect((await callApi(app, key, 'PATCH', url)).statusCode).toBe(403);
      const kept = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.clientId, client.id), eq(memberships.userId, target.id)));
      expect(kept).toHaveLength(1);
    }
  });

  it('five parallel large syncs by one user: one is read at a time, the others wait unread', async () => {
    const port = await listenOnce(app);
    const client = await createClient(db);
    const key = await login(app, await createUser(db, { client }), uniqueIp());
    const size = 4 * KB;
    const body = Buffer.from(`[]${' '.repeat(size - 2)}`);
    const syncs = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const socket = await openSocket(port);
        socket.write(
          `POST /api/saved-registrations-sync HTTP/1.1\r\nhost: x\r\napi-key: ${key}\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\nconnection: close\r\n\r\n`,
        );
        socket.write(body.subarray(0, 100));
        return { socket, answer: answerOf(socket) };
      }),
    );
    await expect
      .poll(() => app.largeBodyStats())
      .toEqual({
        inFlightBytes: size,
        admitted: 1,
        waiting: 4,
      });
    for (const { socket } of syncs) socket.write(body.subarray(100));
    const answers = await Promise.all(syncs.map(({ answer }) => answer));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(app.largeBodyStats()).toEqual({ inFlightBytes: 0, admitted: 0, waiting: 0 });
  });
});

function answerOf(socket: Socket): Promise<TRawAnswer> {
  const chunks: Buffer[] = [];
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}
