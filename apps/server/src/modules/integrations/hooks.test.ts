import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { ZFormSaveAnswer } from '@eform/core/api/forms-admin';
import {
  ZHookSecret,
  ZHookTestAnswer,
  ZRegistrationHookDeliveries,
} from '@eform/core/api/integrations';
import { ZRegistration } from '@eform/core/api/registrations';
import { ZRegistrationList } from '@eform/core/api/registrations-admin';
import { newEmailSetting } from '@eform/core/email';
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { captureLog } from '../../../test/log-capture';
import { callApi, getTestServer } from '../../../test/support';
import { files, formRevisions, forms, hookAttempts, hookDeliveries } from '../../db/schema';
import { parseOutboundAllow } from '../../http/outbound-addresses';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { createMetrics } from '../../observability/metrics';
import { counterValue } from '../../observability/metrics.test-support';
import { queueDeliveryRetry, registerDeliveryJobs } from '../deliveries';
import { buildMailMessage } from '../deliveries/mail-message';
import { readMail, startSmtpSink } from '../deliveries/smtp-sink.test-support';
import { REGISTRATION_SENT_QUEUE } from '../registrations';
import { createRegistration } from '../registrations/registrations.test-support';
import { fileLinkSigner } from './file-links';
import { registerHookJobs } from './hook-deliveries.job';
import { runHookJob, startHookRound, type THookDeps } from './hook-pipeline.service';
import { signedBy, startHookReceiver } from './hook-receiver.test-support';

/**
 * The hook pipeline end to end (issue 31): forms saved over the API, registrations sent through
 * the real 'registration.sent' and 'registration.hook' workers, a real receiver on 127.0.0.1
 * (let through the outbound door by OUTBOUND_ALLOW, as an operator would), statuses read back
 * over the API. Retries wait 1 s instead of 30 s and a request's deadline is 1.5 s (deps).
 */

const PUBLIC_URL = 'http://eform.test';
const allow = parseOutboundAllow('127.0.0.1');
const { app, db, url } = await getTestServer({ outboundAllow: allow, publicUrl: PUBLIC_URL });
const receiver = await startHookReceiver();
afterAll(() => receiver.close());
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 3 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));
// The workers' log lines, kept to follow a submit's request id through its jobs.
const { logger: log, lines: logLines } = captureLog();
const metrics = createMetrics();
const hookFailures = (outcome: 'retry' | 'failed') =>
  counterValue(metrics.hookFailures, { hook_type: 'post-to-url', outcome });
await registerDeliveryJobs(boss, {
  db,
  mailer,
  storage: app.storage,
  log,
  queueRetry: queueDeliveryRetry,
  // The message built in this process: the sandbox is not what these tests are about.
  buildMail: buildMailMessage,
  startHookRound,
});
const hookDeps: THookDeps = {
  db,
  storage: app.storage,
  mailer,
  log,
  outbound: { allow },
  publicUrl: PUBLIC_URL,
  retry: { baseSeconds: 1, maxSeconds: 1, windowSeconds: 3600 },
  timeoutMs: 1500,
  metrics,
};
await registerHookJobs(boss, hookDeps);

const schema = () => [
  { uuid: randomUUID(), elementType: 'text', name: 'omschrijving', label: 'Omschrijving' },
  {
    uuid: randomUUID(),
    elementType: 'select',
    name: 'soort',
    label: 'Soort',
    options: [{ label: 'Losse stoeptegel', value: 'tegel' }],
  },
  { uuid: randomUUID(), elementType: 'file', name: 'foto', label: 'Foto' },
];

/** A client with a form, its manager (client_manager) signed in, and a viewer of registrations. */
async function setUp() {
  const client = await createClient(db);
  const manager = await createUser(db, { client, roles: ['client_manager'] });
  const form = await createForm(db, client, await createFolder(db, client), { schema: schema() });
  return { client, form, apiKey: await login(app, manager) };
}

type TSetUp = Awaited<ReturnType<typeof setUp>>;

/** Saves the form with `hooks` over the API (PATCH, as the Integraties tab does). */
async function saveHooks(s: TSetUp, hooks: unknown[], extra: Record<string, unknown> = {}) {
  const current = ZForm.parse(
    (await callApi(app, s.apiKey, 'GET', `/api/form/${s.form.uuid}`)).json(),
  );
  const response = await callApi(app, s.apiKey, 'PATCH', `/api/form/${s.form.uuid}`, {
    ...current,
    webhook_integrations: hooks,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZFormSaveAnswer.parse(response.json());
}

const postHook = (name: string, path: string) => ({
  hook_name: name,
  hook_type: 'post-to-url',
  hook_url: receiver.url(path),
});

/** The form as saved now. */
async function formOf(s: TSetUp) {
  const [form] = await db.select().from(forms).where(eq(forms.id, s.form.id));
  if (!form) throw new Error('form gone');
  return form;
}

/** A stored registration of the form and its 'registration.sent' job, as a submit queues them. */
async function send(
  s: TSetUp,
  values: Record<string, unknown>,
  extra = {},
  job: { req_id?: string } = {},
) {
  const form = await formOf(s);
  const registration = await createRegistration(db, form, { values, ...extra });
  await boss.send(REGISTRATION_SENT_QUEUE, {
    client_id: form.clientId,
    registration_id: registration.id,
    ...job,
  });
  return registration;
}

async function waitFor<T>(find: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The registration's hook deliveries over the API. */
async function hooksOf(s: TSetUp, registrationUuid: string) {
  const response = await callApi(
    app,
    s.apiKey,
    'GET',
    `/api/form/${s.form.uuid}/registrations/${registrationUuid}/hooks`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZRegistrationHookDeliveries.parse(response.json());
}

/** The delivery of the registration once `done` says so. */
function deliveryWhen(
  s: TSetUp,
  registrationUuid: string,
  done: (d: Awaited<ReturnType<typeof hooksOf>>[number]) => boolean,
) {
  return waitFor(async () => (await hooksOf(s, registrationUuid)).find(done));
}

describe('a form save and its hooks', () => {
  it('gives each hook an id, answers a new signing secret once, keeps a Signalen token out of every answer and revision', async () => {
    const s = await setUp();
    const saved = await saveHooks(s, [
      postHook('Zaaksysteem', '/zaak'),
      {
        hook_name: 'Signalen',
        hook_type: 'sia-signal-create',
        hook_url: 'https://signalen.example.nl/signals',
        sia: {
          category_url: 'https://signalen.example.nl/categories/1',
          fixed_lat: 52.1,
          fixed_lon: 5.1,
        },
        sia_token: 'geheim-sia-token',
      },
    ]);
    const [post, sia] = saved.webhook_integrations;
    expect(post?.hook_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sia?.hook_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sia).toMatchObject({ sia_token_set: true });
    expect(sia).not.toHaveProperty('sia_token');
    expect(saved.webhook_secrets).toEqual([
      {
        hook_id: post?.hook_id,
        hook_name: 'Zaaksysteem',
        secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const secret = saved.webhook_secrets?.[0]?.secret ?? '';

    const get = await callApi(app, s.apiKey, 'GET', `/api/form/${s.form.uuid}`);
    expect(get.body).not.toContain(secret);
    expect(get.body).not.toContain('geheim-sia-token');
    expect(get.json()).not.toHaveProperty('webhook_secrets');

    // The answer sent back as it came (ids, flags): nothing new is made, the token stays.
    const again = await saveHooks(s, saved.webhook_integrations);
    expect(again.webhook_secrets).toBeUndefined();
    expect(again.webhook_integrations.map((h) => h.hook_id)).toEqual([post?.hook_id, sia?.hook_id]);
    expect(again.webhook_integrations[1]).toMatchObject({ sia_token_set: true });
    expect(JSON.stringify(again)).not.toContain(secret);

    const revisions = await db
      .select({ content: formRevisions.content })
      .from(formRevisions)
      .where(eq(formRevisions.formId, s.form.id));
    for (const { content } of revisions) {
      expect(JSON.stringify(content)).not.toContain('geheim-sia-token');
      expect(JSON.stringify(content)).not.toContain(secret);
    }

    // A copy keeps the settings under new ids, with new secrets and without the token.
    const copy = await callApi(app, s.apiKey, 'POST', `/api/form/${s.form.uuid}/duplicate`, {
      client_id: s.client.id,
      folder_id: s.form.folderId,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = ZFormSaveAnswer.parse(copy.json());
    expect(copied.webhook_integrations.map((h) => h.hook_name)).toEqual([
      'Zaaksysteem',
      'Signalen',
    ]);
    expect(copied.webhook_integrations[0]?.hook_id).not.toBe(post?.hook_id);
    expect(copied.webhook_integrations[1]).toMatchObject({ sia_token_set: false });
    expect(copied.webhook_secrets?.[0]?.secret).not.toBe(secret);
    expect(copy.body).not.toContain('geheim-sia-token');
  });

  it('refuses a hook without a valid URL, naming webhook_integrations.<i>.<field>', async () => {
    const s = await setUp();
    const current = (await callApi(app, s.apiKey, 'GET', `/api/form/${s.form.uuid}`)).json();
    const refusal = async (hooks: unknown[]) => {
      const response = await callApi(app, s.apiKey, 'PATCH', `/api/form/${s.form.uuid}`, {
        ...current,
        webhook_integrations: hooks,
      });
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(
      await refusal([
        postHook('Goed', '/goed'),
        { hook_name: 'Fout', hook_type: 'post-to-url', hook_url: 'geen url' },
      ]),
    ).toBe('Het veld "webhook_integrations.1.hook_url" is niet goed ingevuld.');
    expect(
      await refusal([
        {
          hook_name: 'Samengevoegd',
          hook_type: 'schouten-merge-registrations',
          merged_registration_email: 'geen adres',
        },
      ]),
    ).toBe('Het veld "webhook_integrations.0.merged_registration_email" is niet goed ingevuld.');
  });
});

describe('post-to-url deliveries', () => {
  it('deliver the documented payload, signed, with the delivery as idempotency key and a file link that works without a key', async () => {
    const s = await setUp();
    const saved = await saveHooks(s, [postHook('Zaaksysteem', '/ontvang')]);
    const secret = saved.webhook_secrets?.[0]?.secret ?? '';
    const hookId = saved.webhook_integrations[0]?.hook_id;
    const [file] = await db
      .insert(files)
      .values({
        clientId: s.client.id,
        sha256: (await app.storage.put(Buffer.from('foto-bytes'))).key,
        size: 10,
        mimeType: 'image/png',
        filename: 'stoep.png',
        formId: s.form.id,
      })
      .returning();
    if (!file) throw new Error('file not stored');
    const fileValue = { url: `/api/file/${file.uuid}`, name: 'stoep.png' };
    const registration = await send(s, {
      omschrijving: 'Losse tegel',
      soort: 'tegel',
      foto: [fileValue],
    });
    await db.update(files).set({ registrationId: registration.id }).where(eq(files.id, file.id));

    const [request] = await receiver.waitFor('/ontvang');
    if (!request) throw new Error('nothing received');
    expect(signedBy(request, secret)).toBe(true);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe('eForm-Webhooks/1');
    expect(Math.abs(Number(request.headers['x-eform-timestamp']) - Date.now() / 1000)).toBeLessThan(
      120,
    );
    const body = request.json;
    expect(request.headers['idempotency-key']).toBe(body.delivery_id);
    expect(body).toMatchObject({
      event: 'registration.sent',
      test: false,
      hook: { id: hookId, name: 'Zaaksysteem' },
      registration: {
        id: registration.uuid,
        serial_number: registration.serialNumber,
        status: 'completed',
        phase: null,
        name: registration.name,
        user: null,
      },
      form: { id: s.form.uuid, name: s.form.name, revision: registration.formRevision },
      values: { omschrijving: 'Losse tegel', soort: 'tegel' },
      display_values: {
        omschrijving: { label: 'Omschrijving', text: 'Losse tegel' },
        soort: { label: 'Soort', text: 'Losse stoeptegel' },
        foto: { label: 'Foto', text: 'stoep.png' },
      },
      files: [{ element: 'foto', name: 'stoep.png', content_type: 'image/png', size: 10 }],
    });
    const link = String((body.files as { url: string }[])[0]?.url);
    expect(link.startsWith(`${PUBLIC_URL}/api/hook-file/`)).toBe(true);

    // The link works without an api key; a tampered or expired one does not.
    const path = link.slice(PUBLIC_URL.length);
    const download = await app.inject({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('foto-bytes');
    const tampered = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const longer = path.replace(/\.(\d+)\./, (_m, at) => `.${Number(at) + 86_400}.`);
    expect((await app.inject({ method: 'GET', url: longer })).statusCode).toBe(404);
    const old = await fileLinkSigner(db, PUBLIC_URL, Date.now() - 8 * 86_400_000);
    const expired = await app.inject({
      method: 'GET',
      url: old(file.uuid).slice(PUBLIC_URL.length),
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Deze downloadlink is verlopen.');

    // Where it is, over the API: the delivery and its attempt, the list, the registration.
    const delivery = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'success');
    expect(delivery).toMatchObject({
      delivery_id: body.delivery_id,
      hook_id: hookId,
      next_attempt_at: null,
    });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ status_code: 200, error: null, response_excerpt: 'status 200' }),
    ]);
    const list = ZRegistrationList.parse(
      (await callApi(app, s.apiKey, 'GET', `/api/form/${s.form.uuid}/registrations`)).json(),
    );
    expect(list.registrations[0]?.webhook_integrations).toEqual([
      { hook_id: hookId, hook_name: 'Zaaksysteem', hook_status: 'success' },
    ]);
    const detail = ZRegistration.parse(
      (
        await callApi(
          app,
          s.apiKey,
          'GET',
          `/api/form/${s.form.uuid}/registrations/${registration.uuid}`,
        )
      ).json(),
    );
    expect(detail.webhook_integrations).toEqual([
      { hook_id: hookId, hook_name: 'Zaaksysteem', hook_status: 'success' },
    ]);
  });

  it("go from pending to error to success over retries after a 500 and a timeout, with one idempotency key; every job logs the submit's request id", async () => {
    const s = await setUp();
    const retriesBefore = await hookFailures('retry');
    const reqId = `trace-${randomUUID()}`;
    let open: (answer: { status: number }) => void = () => {};
    const gate = new Promise<{ status: number }>((resolve) => {
      open = resolve;
    });
    receiver.answer('/traag', { gate }, { status: 500, body: 'storing' }, 'hang', { status: 204 });
    const saved = await saveHooks(s, [postHook('Traag systeem', '/traag')]);
    const secret = saved.webhook_secrets?.[0]?.secret ?? '';
    const registration = await send(s, { omschrijving: 'Eerst wachten' }, {}, { req_id: reqId });

    // The first attempt waits at the receiver: the delivery is pending.
    await receiver.waitFor('/traag');
    const pending = await deliveryWhen(s, registration.uuid, () => true);
    expect(pending.hook_status).toBe('pending');
    const list = (query: string) =>
      callApi(app, s.apiKey, 'GET', `/api/form/${s.form.uuid}/registrations?${query}`).then((r) =>
        ZRegistrationList.parse(r.json()).registrations.map((row) => row._id),
      );
    expect(await list('hook_status=pending')).toEqual([registration.uuid]);
    open({ status: 503 });

    const failed = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'error');
    expect(failed.attempts[0]).toMatchObject({
      status_code: 503,
      error: 'De ontvanger antwoordde met HTTP-status 503.',
    });
    expect(failed.next_attempt_at).not.toBeNull();
    expect(await list('hook_status=error')).toEqual([registration.uuid]);
    expect(await list('hook_status=success')).toEqual([]);

    const done = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'success');
    expect(done.attempts.map((a) => a.status_code)).toEqual([503, 500, null, 204]);
    expect(done.attempts[2]?.error).toContain('gaf niet binnen 2 seconden een volledig antwoord');
    const requests = receiver.at('/traag');
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([done.delivery_id]),
    );
    expect(requests.every((r) => signedBy(r, secret))).toBe(true);
    expect(await list('hook_status=success')).toEqual([registration.uuid]);
    expect((await hookFailures('retry')) - retriesBefore).toBe(3);

    // grep <request id>: the after-send job and each of the hook's four attempts (three of them
    // queued by the one before), with the registration each is about.
    const traced = logLines.filter((line) => line.reqId === reqId);
    expect(traced).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'job done',
          queue: REGISTRATION_SENT_QUEUE,
          registrationId: registration.id,
        }),
      ]),
    );
    const attempts = traced.filter((line) => line.msg === 'hook attempt');
    expect(attempts.map((line) => line.statusCode)).toEqual([503, 500, null, 204]);
    expect(attempts.every((line) => line.registrationId === registration.id)).toBe(true);
    // Ids and outcomes only: no value of the registration, no response body.
    expect(JSON.stringify(traced)).not.toContain('Eerst wachten');
    expect(JSON.stringify(traced)).not.toContain('storing');
  });

  it('fail at once on a 400 (no retry, counted), and a retry by hand delivers it; 409 once it succeeded', async () => {
    const s = await setUp();
    const failedBefore = await hookFailures('failed');
    receiver.answer('/streng', { status: 400, body: 'veld ontbreekt' }, { status: 200 });
    await saveHooks(s, [postHook('Streng systeem', '/streng')]);
    const registration = await send(s, { omschrijving: 'Afgewezen' });
    const failed = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'error');
    expect(failed).toMatchObject({ next_attempt_at: null });
    expect((await hookFailures('failed')) - failedBefore).toBe(1);
    expect(failed.attempts).toEqual([
      expect.objectContaining({ status_code: 400, response_excerpt: 'veld ontbreekt' }),
    ]);

    const retry = `/api/form/${s.form.uuid}/registrations/${registration.uuid}/hooks/${failed.delivery_id}/retry`;
    const retried = await callApi(app, s.apiKey, 'POST', retry);
    expect(retried.statusCode, retried.body).toBe(200);
    // Pending again until the attempt by hand ends (never still 'error' meanwhile).
    const reopened = ZRegistrationHookDeliveries.parse(
      (
        await callApi(
          app,
          s.apiKey,
          'GET',
          `/api/form/${s.form.uuid}/registrations/${registration.uuid}/hooks`,
        )
      ).json(),
    );
    expect(['pending', 'success']).toContain(reopened[0]?.hook_status);
    const done = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'success');
    expect(done.attempts.map((a) => a.status_code)).toEqual([400, 200]);
    const again = await callApi(app, s.apiKey, 'POST', retry);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Deze koppeling is al gelukt of wordt op dit moment verstuurd; opnieuw proberen kan niet.',
    );
    expect(receiver.at('/streng')).toHaveLength(2);
  });

  it('refuse an internal address with a Dutch reason and no connection, while the other hook and the e-mail still go', async () => {
    const s = await setUp();
    const to = `ontvanger-${randomUUID().slice(0, 8)}@example.nl`;
    await saveHooks(
      s,
      [
        {
          hook_name: 'Intern',
          hook_type: 'post-to-url',
          hook_url: 'http://169.254.169.254/latest',
        },
        postHook('Goed', '/naast-intern'),
      ],
      {
        email_settings: [
          {
            ...newEmailSetting(),
            to_addresses: [{ to_address: to }],
            from_name: 'Gemeente',
            email_subject: 'Melding',
            email_add_attachment_registration_pdf: false,
          },
        ],
      },
    );
    const registration = await send(s, { omschrijving: 'Twee koppelingen' });
    const refused = await deliveryWhen(
      s,
      registration.uuid,
      (d) => d.hook_name === 'Intern' && d.hook_status === 'error',
    );
    expect(refused.next_attempt_at).toBeNull();
    expect(refused.attempts).toEqual([
      expect.objectContaining({
        status_code: null,
        error: expect.stringContaining('wijst naar een intern of gereserveerd netwerkadres'),
      }),
    ]);
    await deliveryWhen(
      s,
      registration.uuid,
      (d) => d.hook_name === 'Goed' && d.hook_status === 'success',
    );
    const mail = await waitFor(async () => sink.received.find((m) => m.rcptTo.includes(to)));
    expect((await readMail(mail)).subject).toBe('Melding');
  });

  it('deliver each round once however often its job runs, and a duplicated job sends nothing more', async () => {
    const s = await setUp();
    await saveHooks(s, [postHook('Eenmalig', '/eenmalig')]);
    const form = await formOf(s);
    // A workflow draft's phase is a round too: its hooks go, with its status.
    const registration = await createRegistration(db, form, {
      values: { omschrijving: 'Fase 1' },
      status: 'draft',
      phase: '2',
    });
    const round = { round: randomUUID(), clientId: s.client.id, registrationId: registration.id };
    expect(await startHookRound(db, round)).toBe(1);
    expect(await startHookRound(db, round)).toBe(0);
    const [request] = await receiver.waitFor('/eenmalig');
    expect(request?.json.registration).toMatchObject({ status: 'draft', phase: '2' });
    const done = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'success');
    const [row] = await db
      .select()
      .from(hookDeliveries)
      .where(
        and(eq(hookDeliveries.clientId, s.client.id), eq(hookDeliveries.uuid, done.delivery_id)),
      );
    if (!row) throw new Error('delivery gone');
    // The same job once more (pg-boss handing it out twice): claimed by nobody, sent by nobody.
    await runHookJob(hookDeps, { client_id: s.client.id, delivery_id: row.id, after_attempt: 0 });
    expect(receiver.at('/eenmalig')).toHaveLength(1);
    expect(await hooksOf(s, registration.uuid)).toHaveLength(1);
  });

  it('go again on a resend with hooks=1 (a new round), not on a plain resend', async () => {
    const s = await setUp();
    await saveHooks(s, [postHook('Opnieuw', '/opnieuw')]);
    const registration = await send(s, { omschrijving: 'Nog eens' });
    await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'success');
    const resend = `/api/form/${s.form.uuid}/registrations/${registration.uuid}/resend`;
    expect((await callApi(app, s.apiKey, 'GET', resend)).statusCode).toBe(200);
    expect((await callApi(app, s.apiKey, 'GET', `${resend}?hooks=1`)).statusCode).toBe(200);
    const rounds = await waitFor(async () => {
      const listed = await hooksOf(s, registration.uuid);
      return listed.length === 2 && listed.every((d) => d.hook_status === 'success')
        ? listed
        : undefined;
    });
    expect(new Set(rounds.map((d) => d.delivery_id)).size).toBe(2);
    // The plain resend's round has run too by now (jobs in order): still two deliveries.
    await waitFor(async () => {
      const [left] = (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = ${REGISTRATION_SENT_QUEUE}
            and state in ('created', 'retry', 'active')`,
        )
      ).rows;
      return left?.n === 0 ? true : undefined;
    });
    expect(await hooksOf(s, registration.uuid)).toHaveLength(2);
    expect(receiver.at('/opnieuw')).toHaveLength(2);
  });
});

describe('a form manager on the hooks', () => {
  it('sends a test of the hook as saved (signed, "test": true) and keeps nothing; a new secret signs from then on', async () => {
    const s = await setUp();
    const saved = await saveHooks(s, [postHook('Test', '/test')]);
    const hookId = saved.webhook_integrations[0]?.hook_id ?? '';
    const old = saved.webhook_secrets?.[0]?.secret ?? '';
    const base = `/api/form/${s.form.uuid}/integrations/${hookId}`;

    const roll = await callApi(app, s.apiKey, 'POST', `${base}/secret`);
    expect(roll.statusCode, roll.body).toBe(200);
    const rolled = ZHookSecret.parse(roll.json());
    expect(rolled).toMatchObject({ hook_id: hookId, hook_name: 'Test' });
    expect(rolled.secret).not.toBe(old);

    receiver.answer('/test', { status: 202, body: 'ontvangen' });
    const response = await callApi(app, s.apiKey, 'POST', `${base}/test`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZHookTestAnswer.parse(response.json())).toMatchObject({
      ok: true,
      status_code: 202,
      response_excerpt: 'ontvangen',
      error: null,
    });
    const [request] = receiver.at('/test');
    if (!request) throw new Error('nothing received');
    expect(request.json).toMatchObject({ test: true, hook: { id: hookId, name: 'Test' } });
    expect(signedBy(request, rolled.secret)).toBe(true);
    expect(signedBy(request, old)).toBe(false);
    const [kept] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${hookAttempts} where client_id = ${s.client.id}`,
      )
    ).rows;
    expect(kept?.n).toBe(0);

    receiver.answer('/test', { status: 500 });
    const failing = ZHookTestAnswer.parse(
      (await callApi(app, s.apiKey, 'POST', `${base}/test`)).json(),
    );
    expect(failing).toMatchObject({ ok: false, status_code: 500 });
    expect(failing.error).toBe('De ontvanger antwoordde met HTTP-status 500.');
    // A merged-mail hook's test goes through its own sender (this app has no mail server).
    const other = await saveHooks(s, [
      ...saved.webhook_integrations,
      {
        hook_name: 'Samengevoegd',
        hook_type: 'schouten-merge-registrations',
        merged_registration_email: 'a@example.nl',
      },
    ]);
    const merged = other.webhook_integrations[1]?.hook_id;
    const placeholder = (
      await callApi(app, s.apiKey, 'POST', `/api/form/${s.form.uuid}/integrations/${merged}/test`)
    ).json();
    expect(placeholder).toMatchObject({ ok: false });
    expect(placeholder.error).toMatch(/^De mailserver nam de e-mail niet aan/);
    const noSecret = await callApi(
      app,
      s.apiKey,
      'POST',
      `/api/form/${s.form.uuid}/integrations/${merged}/secret`,
    );
    expect(noSecret.statusCode).toBe(409);
  });

  it('is refused the secret and test without the integrations permission (403), and another client sees none of it (404)', async () => {
    const s = await setUp();
    const saved = await saveHooks(s, [postHook('Afgeschermd', '/afgeschermd')]);
    const hookId = saved.webhook_integrations[0]?.hook_id ?? '';
    const registration = await send(s, { omschrijving: 'Van klant A' });
    const delivery = await deliveryWhen(s, registration.uuid, (d) => d.hook_status === 'success');
    const base = `/api/form/${s.form.uuid}`;
    const paths = {
      secret: ['POST', `${base}/integrations/${hookId}/secret`],
      test: ['POST', `${base}/integrations/${hookId}/test`],
      hooks: ['GET', `${base}/registrations/${registration.uuid}/hooks`],
      retry: [
        'POST',
        `${base}/registrations/${registration.uuid}/hooks/${delivery.delivery_id}/retry`,
      ],
    } as const;

    const viewer = await createUser(db, { client: s.client, roles: ['form_view_registrations'] });
    const viewerKey = await login(app, viewer);
    // Whoever may not manage integrations reads the form without its hooks (addresses, mapping).
    const read = ZForm.parse((await callApi(app, viewerKey, 'GET', base)).json());
    expect(read.webhook_integrations).toEqual([]);
    const managed = ZForm.parse((await callApi(app, s.apiKey, 'GET', base)).json());
    expect(managed.webhook_integrations.map((hook) => hook.hook_id)).toEqual([hookId]);
    expect((await callApi(app, viewerKey, ...paths.secret)).statusCode).toBe(403);
    expect((await callApi(app, viewerKey, ...paths.test)).statusCode).toBe(403);
    expect((await callApi(app, viewerKey, ...paths.hooks)).statusCode).toBe(200);

    const other = await setUp();
    for (const [method, path] of Object.values(paths)) {
      const response = await callApi(app, other.apiKey, method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // Another client's registration or delivery under this client's form: 404 too.
    const theirs = await send(other, { omschrijving: 'Van klant B' });
    expect(
      (await callApi(app, s.apiKey, 'GET', `${base}/registrations/${theirs.uuid}/hooks`))
        .statusCode,
    ).toBe(404);
    const theirDelivery = randomUUID();
    expect(
      (
        await callApi(
          app,
          s.apiKey,
          'POST',
          `${base}/registrations/${registration.uuid}/hooks/${theirDelivery}/retry`,
        )
      ).statusCode,
    ).toBe(404);
    expect(receiver.at('/afgeschermd')).toHaveLength(1);
  });
});
