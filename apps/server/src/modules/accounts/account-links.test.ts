import { randomUUID } from 'node:crypto';
import { ts } from '@eform/core/messages/server-only';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createUser,
  login,
  uniqueIp,
} from '../../../test/factories';
import { callApi } from '../../../test/support';
import { formAccess, memberships } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { ACCOUNT_MAIL_QUEUE, runAccountMail } from './account-mail.job';
import {
  getAccountsServer,
  mailsTo,
  setPassword as setPasswordWith,
  waitForMails,
} from './accounts.test-support';
import { MAX_MAIL_REQUESTS_PER_EMAIL } from './mail-requests';

const { app, db, sink, deps } = await getAccountsServer();

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.nl`;
const DAY_MS = 24 * 60 * 60 * 1000;

function post(url: string, payload: object, remoteAddress = uniqueIp()) {
  return app.inject({ method: 'POST', url, payload, remoteAddress });
}
const setPassword = (token: string | null | undefined, password?: string) =>
  setPasswordWith(app, token, password);

describe('a forgotten password', () => {
  it('answers the same for any address and mails a reset link only to an account', async () => {
    const user = await createUser(db, { email: address('vergeten') });
    const unknown = address('onbekend');
    const known = await post('/api/user/password-reset', { email: user.email });
    const other = await post('/api/user/password-reset', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.json().message).toBe(ts('server.account.resetRequested', { email: user.email }));
    expect(other.json().message).toBe(ts('server.account.resetRequested', { email: unknown }));

    const [mail] = await waitForMails(sink, user.email);
    expect(mail?.subject).toBe('Nieuw wachtwoord instellen');
    expect(mail?.text).toContain('Hebt u dit niet aangevraagd?');
    const oldKey = await login(app, user, uniqueIp());

    const set = await setPassword(mail?.token, 'mijn-nieuwe-wachtwoord');
    expect(set.statusCode).toBe(200);
    expect(set.headers['cache-control']).toBe('no-store');
    const info = await callApi(app, set.json().api_key, 'GET', '/api/user/info');
    expect(info.json().email).toBe(user.email);
    // Whoever was signed in with the old password is out.
    expect((await callApi(app, oldKey, 'GET', '/api/user/info')).statusCode).toBe(401);
    const old = await post('/api/user/login', {
      username: user.email,
      password: 'geheim-wachtwoord-123',
    });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/user/login', {
      username: user.email,
      password: 'mijn-nieuwe-wachtwoord',
    });
    expect(fresh.statusCode).toBe(200);
    expect(mailsTo(sink, unknown)).toEqual([]);
  });

  it('is limited per address, with a Dutch text and Retry-After, and not for other addresses', async () => {
    const user = await createUser(db, { email: address('limiet') });
    for (let i = 0; i < MAX_MAIL_REQUESTS_PER_EMAIL; i++) {
      expect((await post('/api/user/password-reset', { email: user.email })).statusCode).toBe(200);
    }
    const refused = await post('/api/user/password-reset', { email: user.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ts('server.account.tooManyRequests', { minutes: 15 }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An address without account is limited the same way: the limit reveals nothing.
    const unknown = address('niemand');
    for (let i = 0; i < MAX_MAIL_REQUESTS_PER_EMAIL; i++) {
      await post('/api/user/password-reset', { email: unknown });
    }
    expect((await post('/api/user/password-reset', { email: unknown })).statusCode).toBe(429);
    expect((await post('/api/user/password-reset', { email: address('ander') })).statusCode).toBe(
      200,
    );
    await waitForMails(sink, user.email, MAX_MAIL_REQUESTS_PER_EMAIL);
  });

  it('refuses an invalid e-mail naming the field', async () => {
    const response = await post('/api/user/password-reset', { email: 'geen-adres' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('email');
  });
});

describe('a password link', () => {
  it('expires after 7 days', async () => {
    const user = await createUser(db, { email: address('verlopen') });
    // The mail went (a fake clock) 7 days and a minute ago.
    await runAccountMail(
      deps,
      { kind: 'reset', user_id: user.id, client_id: null },
      new Date(Date.now() - 7 * DAY_MS - 60_000),
    );
    const [mail] = mailsTo(sink, user.email);
    const response = await setPassword(mail?.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ts('server.account.tokenExpired', { days: 7 }));
  });

  it('still works just before the 7 days are over', async () => {
    const user = await createUser(db, { email: address('bijna') });
    await runAccountMail(
      deps,
      { kind: 'reset', user_id: user.id, client_id: null },
      new Date(Date.now() - 7 * DAY_MS + 60_000),
    );
    const [mail] = mailsTo(sink, user.email);
    expect((await setPassword(mail?.token)).statusCode).toBe(200);
  });

  it('refuses a wrong token and a too short password', async () => {
    const wrong = await setPassword('ditIsGeenEchteToken');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(ts('server.account.tokenUnknown'));
    const user = await createUser(db, { email: address('kort') });
    await runAccountMail(deps, { kind: 'reset', user_id: user.id, client_id: null });
    const [mail] = mailsTo(sink, user.email);
    const short = await setPassword(mail?.token, 'kort');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('password');
    // The refused attempt did not use the link up.
    expect((await setPassword(mail?.token)).statusCode).toBe(200);
  });

  it('works once when used twice at the same time', async () => {
    const user = await createUser(db, { email: address('dubbel') });
    await runAccountMail(deps, { kind: 'reset', user_id: user.id, client_id: null });
    const [mail] = mailsTo(sink, user.email);
    const answers = await Promise.all([setPassword(mail?.token), setPassword(mail?.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('the account mail job', () => {
  it('fails on an SMTP refusal, so pg-boss tries again (5 times, growing delay), with a fresh link', async () => {
    const user = await createUser(db, { email: address('herhaal') });
    sink.refuse(1);
    const job = { kind: 'reset' as const, user_id: user.id, client_id: null };
    await expect(runAccountMail(deps, job)).rejects.toThrow();
    await runAccountMail(deps, job);
    const [mail] = mailsTo(sink, user.email);
    expect((await setPassword(mail?.token)).statusCode).toBe(200);

    await post('/api/user/password-reset', { email: user.email });
    await waitForMails(sink, user.email, 2);
    const [row] = (
      await db.execute<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
        sql`select retry_limit, retry_delay, retry_backoff from ${sql.raw(BOSS_SCHEMA)}.job
          where name = ${ACCOUNT_MAIL_QUEUE} and data->>'user_id' = ${String(user.id)}`,
      )
    ).rows;
    expect(row).toEqual({ retry_limit: 5, retry_delay: 30, retry_backoff: true });
  });
});

describe('self-registration', () => {
  async function clientWithForm() {
    const client = await createClient(db, {
      registerIntroText: '<p>Welkom <script>x</script></p>',
    });
    const form = await createForm(db, client, await createFolder(db, client), {
      name: 'Meldingen',
    });
    return { client, form };
  }
  const register = (body: object, ip = uniqueIp()) => post('/api/user/register/', body, ip);

  it('shows the client, its sanitised intro text and the form of the link', async () => {
    const { client, form } = await clientWithForm();
    const info = await app.inject({
      method: 'GET',
      url: `/api/user/register/${client.uuid}?form_id=${form.uuid}`,
    });
    expect(info.json()).toEqual({
      client_name: client.name,
      intro_text: '<p>Welkom </p>',
      form_name: 'Meldingen',
    });
    const noForm = await app.inject({ method: 'GET', url: `/api/user/register/${client.uuid}` });
    expect(noForm.json().form_name).toBeNull();
  });

  it("answers the spec's texts for an unknown client and a form that is missing or another client's", async () => {
    const { client } = await clientWithForm();
    const other = await clientWithForm();
    const cases = [
      [{ client_uuid: randomUUID() }, 'server.register.clientNotFound'],
      [{ client_uuid: 'geen-uuid' }, 'server.register.clientNotFound'],
      [{ client_uuid: client.uuid, form_id: other.form.uuid }, 'server.register.formInvalid'],
      [{ client_uuid: client.uuid, form_id: randomUUID() }, 'server.register.formInvalid'],
    ] as const;
    for (const [body, key] of cases) {
      const response = await register({ email: address('reg'), ...body });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ts(key));
      const query = 'form_id' in body ? `?form_id=${body.form_id}` : '';
      const info = await app.inject({
        method: 'GET',
        url: `/api/user/register/${body.client_uuid}${query}`,
      });
      expect(info.statusCode).toBe(404);
      expect(info.json().message).toBe(ts(key));
    }
    expect(ts('server.register.clientNotFound')).toBe(
      'Registratie link is niet geldig. De klant bestaat niet.',
    );
  });

  it('makes a new address a form filler of the client with the form shared and a welcome mail', async () => {
    const { client, form } = await clientWithForm();
    const email = address('zelf');
    const response = await register({ email, client_uuid: client.uuid, form_id: form.uuid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ts('server.register.done') });
    const [mail] = await waitForMails(sink, email);
    expect(mail?.subject).toContain(client.name);
    const set = await setPassword(mail?.token);
    expect(set.statusCode).toBe(200);
    const key = set.json().api_key as string;
    const info = await callApi(app, key, 'GET', `/api/client/${client.id}/info`);
    expect(info.json().roles).toEqual(['authenticated']);
    const [shared] = await db
      .select()
      .from(formAccess)
      .where(and(eq(formAccess.formId, form.id), eq(formAccess.userId, set.json().id)));
    expect(shared).toBeDefined();
  });

  it('answers an address with an account exactly the same, and mails it a reset link', async () => {
    const { client } = await clientWithForm();
    const existing = await createUser(db, {
      email: address('bekend'),
      roles: ['client_manager'],
      client: await createClient(db),
    });
    const fresh = await register({ email: address('vers'), client_uuid: client.uuid });
    const known = await register({ email: existing.email, client_uuid: client.uuid });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    const [mail] = await waitForMails(sink, existing.email);
    expect(mail?.subject).toBe(`Uw registratie bij ${client.name}`);
    expect(mail?.text).toContain('bestaat al een account');
    expect(mail?.token).not.toBeNull();
    // The existing password still works, and the account is now a filler of the client too.
    await login(app, existing, uniqueIp());
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clientId, client.id), eq(memberships.userId, existing.id)));
    expect(row?.roles).toEqual([]);
  });

  it('is rate limited per address', async () => {
    const { client } = await clientWithForm();
    const email = address('spam');
    for (let i = 0; i < MAX_MAIL_REQUESTS_PER_EMAIL; i++) {
      expect((await register({ email, client_uuid: client.uuid })).statusCode).toBe(200);
    }
    const refused = await register({ email, client_uuid: client.uuid });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ts('server.account.tooManyRequests', { minutes: 15 }));
  });

  it('refuses a missing or invalid e-mail naming the field', async () => {
    const { client } = await clientWithForm();
    for (const email of ['', 'geen-adres']) {
      const response = await register({ email, client_uuid: client.uuid });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('email');
    }
  });
});
