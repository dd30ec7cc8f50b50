import { randomUUID } from 'node:crypto';
import { ZRegistration } from '@eform/core/api/registrations';
import { newEmailSetting } from '@eform/core/email';
import { ts } from '@eform/core/messages/server-only';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { files, registrationDeliveries } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { createMetrics } from '../../observability/metrics';
import { counterValue } from '../../observability/metrics.test-support';
import { buildMailInSandbox, closeDocumentSandbox } from '../../sandbox/documents';
import { warmDocumentSandbox } from '../../sandbox/documents.test-support';
import { createSandboxPool } from '../../sandbox/pool';
import { HOSTILE_POOL } from '../../sandbox/pool.test-support';
import { renderRegistrationPdf } from '../documents';
import { extractPdfText, solidPng } from '../documents/pdf-text.test-support';
import { REGISTRATION_SENT_QUEUE } from '../registrations/registration-jobs';
import { createRegistration } from '../registrations/registrations.test-support';
import { PDF_WITH_MESSAGE, runRegistrationSent, type TDeliveryDeps } from './deliveries.service';
import { queueDeliveryRetry } from './delivery-jobs';
import type { TMailBuilder } from './mail-message';
import { registerDeliveryJobs } from './registration-deliveries.job';
import { mimeParts, readMail, startSmtpSink } from './smtp-sink.test-support';

const { app, db, url } = await getTestServer();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
// Every mail is built in the document sandbox (buildMailInSandbox): its child starts first.
beforeAll(warmDocumentSandbox);
afterAll(() => closeDocumentSandbox());
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 3 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));
const metrics = createMetrics();
const deps: TDeliveryDeps = {
  db,
  mailer,
  storage: app.storage,
  log: pino({ level: 'silent' }),
  retryDelays: [1],
  queueRetry: queueDeliveryRetry,
  renderPdf: renderRegistrationPdf,
  metrics,
};
const mailFailures = (outcome: 'retry' | 'failed') =>
  counterValue(metrics.mailFailures, { outcome });
await registerDeliveryJobs(boss, deps, { pollingIntervalSeconds: 0.5 });

const schema = () => [
  { uuid: randomUUID(), elementType: 'text', name: 'naam', label: 'Naam' },
  { uuid: randomUUID(), elementType: 'email', name: 'email', label: 'E-mail' },
  { uuid: randomUUID(), elementType: 'text', name: 'opmerking', label: 'Opmerking' },
  { uuid: randomUUID(), elementType: 'file', name: 'bijlage', label: 'Bijlage' },
];

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.nl`;

/** A setting with the spec's defaults, sending to `to`, without the PDF unless asked. */
function setting(to: string, extra: Record<string, unknown> = {}) {
  return {
    ...newEmailSetting(),
    to_addresses: [{ to_address: to }],
    from_name: 'Gemeente Voorbeeld',
    email_subject: 'Melding',
    email_add_attachment_registration_pdf: false,
    ...extra,
  };
}

/** A client with a form holding `settings`, last saved by an admin; a manager of it too. */
async function formWith(emailSettings: unknown[], settings: Record<string, unknown> = {}) {
  const client = await createClient(db);
  const admin = await createUser(db, { roles: ['admin'], email: address('admin') });
  const form = await createForm(db, client, await createFolder(db, client), {
    schema: schema(),
    emailSettings: emailSettings as Record<string, unknown>[],
    settings,
    updatedBy: admin.id,
  });
  return { client, admin, form };
}

type TForm = Awaited<ReturnType<typeof formWith>>['form'];

/** A stored registration and its 'registration.sent' job, as a submit queues it. */
async function send(form: TForm, values: Record<string, unknown>) {
  const registration = await createRegistration(db, form, { values });
  await boss.send(REGISTRATION_SENT_QUEUE, {
    client_id: form.clientId,
    registration_id: registration.id,
  });
  return registration;
}

async function waitFor<T>(find: () => Promise<T | undefined> | T | undefined, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailsTo = (to: string) => sink.received.filter((m) => m.rcptTo.includes(to));
const mailTo = (to: string) => waitFor(() => mailsTo(to)[0]).then(readMail);

const deliveriesOf = (registrationId: number) =>
  db
    .select()
    .from(registrationDeliveries)
    .where(eq(registrationDeliveries.registrationId, registrationId));

/**
 * The delivery once it has `status` (a mail is at the sink before the SMTP server's answer
 * reaches the worker, which settles the delivery only then).
 */
async function deliveryIn(registrationId: number, status: string) {
  return waitFor(async () => (await deliveriesOf(registrationId)).find((d) => d.status === status));
}

describe('the e-mails after a registration', () => {
  it('replace tokens in subject, sender and body (values escaped) and attach the PDF', async () => {
    const to = address('ontvanger');
    const { form } = await formWith([
      setting(to, {
        from_name: 'Meldpunt $naam$',
        email_subject: 'Melding $registration_serial_number$ van $naam$',
        email_content: '<p>Beste $naam$,</p><p>$form_name$: <strong>$opmerking$</strong></p>',
        email_add_attachment_registration_pdf: true,
        attachment_filename: 'melding_$registration_serial_number$',
      }),
    ]);
    const registration = await send(form, { naam: 'Jan <b>de</b> Vries', opmerking: 'Lekkage' });
    const mail = await mailTo(to);
    expect(mail.subject).toBe(`Melding ${registration.serialNumber} van Jan <b>de</b> Vries`);
    expect(mail.from).toContain('Meldpunt Jan <b>de</b> Vries');
    expect(mail.html).toContain('<p>Beste Jan &lt;b&gt;de&lt;/b&gt; Vries,</p>');
    expect(mail.html).toContain(`${form.name}: <strong>Lekkage</strong>`);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe(`melding_${registration.serialNumber}.pdf`);
    const text = (await extractPdfText(pdf?.content ?? Buffer.alloc(0))).join('\n');
    expect(text).toContain('Lekkage');
    const delivery = await deliveryIn(registration.id, 'sent');
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, reason: null });
    expect(delivery?.recipients).toBe(`aan: ${to}`);
  });

  it('auto content: a table of the answered fields, empty ones left out when hidden', async () => {
    const hiding = address('verbergt');
    const showing = address('toont');
    const { form } = await formWith([
      setting(hiding, { email_content_mode: 'auto', email_hide_empty_values: true }),
      setting(showing, { email_content_mode: 'auto', email_hide_empty_values: false }),
    ]);
    await send(form, { naam: 'Els', opmerking: '' });
    const hidden = await mailTo(hiding);
    expect(hidden.html).toMatch(/<th[^>]*>Naam<\/th><td[^>]*>Els<\/td>/);
    expect(hidden.html).not.toContain('Opmerking');
    expect((await mailTo(showing)).html).toContain('Opmerking');
  });

  it('send to a token recipient, with cc and bcc delivered (bcc not in the headers)', async () => {
    const filler = address('invuller');
    const cc = address('cc');
    const bcc = address('bcc');
    const { form } = await formWith([
      setting('$email$', {
        cc_addresses: [{ cc_address: cc }],
        bcc_addresses: [{ bcc_address: bcc }],
      }),
    ]);
    const registration = await send(form, { naam: 'Piet', email: filler });
    const mail = await mailTo(filler);
    expect(mail.rcptTo.sort()).toEqual([filler, cc, bcc].sort());
    expect(mail.to).toContain(filler);
    expect(mail.cc).toContain(cc);
    expect(mail.bcc).toBe('');
    const delivery = await deliveryIn(registration.id, 'sent');
    expect(delivery?.recipients).toBe(`aan: ${filler}; cc: ${cc}; bcc: ${bcc}`);
  });

  it('fail a mail whose token resolves to no address, with the reason in Dutch (counted)', async () => {
    const { form } = await formWith([setting('$naam$')]);
    const failedBefore = await mailFailures('failed');
    const registration = await send(form, { naam: 'Geen adres' });
    const failed = await deliveryIn(registration.id, 'failed');
    expect(failed.reason).toBe(
      'Ontvanger "Geen adres" (to_addresses.to_address) is geen geldig e-mailadres.',
    );
    expect(failed.attempts).toBe(1);
    expect((await mailFailures('failed')) - failedBefore).toBe(1);
  });

  it("attach the registration's own files", async () => {
    const to = address('bijlagen');
    const { form, client } = await formWith([setting(to, { email_add_attachments: true })]);
    const registration = await createRegistration(db, form, { values: { naam: 'Ans' } });
    const stored = await app.storage.put(Buffer.from('inhoud van de bijlage'));
    await db.insert(files).values({
      clientId: client.id,
      formId: form.id,
      registrationId: registration.id,
      sha256: stored.key,
      size: stored.size,
      mimeType: 'text/plain',
      filename: 'foto-notitie.txt',
    });
    await boss.send(REGISTRATION_SENT_QUEUE, {
      client_id: client.id,
      registration_id: registration.id,
    });
    const mail = await mailTo(to);
    expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['foto-notitie.txt', 'inhoud van de bijlage'],
    ]);
  });

  it('in developer mode send only to the admin who saved the form', async () => {
    const to = address('echte-ontvanger');
    const cc = address('echte-cc');
    const { form, admin } = await formWith([setting(to, { cc_addresses: [{ cc_address: cc }] })], {
      email_developer_mode: true,
    });
    const registration = await send(form, { naam: 'Test' });
    const mail = await mailTo(admin.email);
    expect(mail.rcptTo).toEqual([admin.email]);
    expect(mailsTo(to)).toEqual([]);
    expect(mailsTo(cc)).toEqual([]);
    const delivery = await deliveryIn(registration.id, 'sent');
    expect(delivery?.recipients).toBe(`ontwikkelmodus: ${admin.email}`);
  });

  it('in developer mode keep sending to the developer who switched it on after others edit the form', async () => {
    const to = address('echte-ontvanger-2');
    const developer = await createUser(db, { roles: ['admin'], email: address('ontwikkelaar') });
    const { form, admin } = await formWith([setting(to)], {
      email_developer_mode: true,
      email_developer_user_id: developer.id,
    });
    await send(form, { naam: 'Test' });
    const mail = await mailTo(developer.email);
    expect(mail.rcptTo).toEqual([developer.email]);
    expect(mailsTo(admin.email)).toEqual([]);
    expect(mailsTo(to)).toEqual([]);
  });

  it('retry after an SMTP failure and deliver once, the failure counted', async () => {
    const to = address('later');
    const { form } = await formWith([setting(to)]);
    const retriesBefore = await mailFailures('retry');
    const refusedBefore = sink.refused;
    sink.refuse(1);
    const registration = await send(form, { naam: 'Kees' });
    const retrying = await deliveryIn(registration.id, 'retrying');
    expect(retrying.reason).toMatch(/^De mailserver nam de e-mail niet aan: .*451/);
    const sent = await deliveryIn(registration.id, 'sent');
    expect(sent).toMatchObject({ attempts: 2, reason: null });
    expect(sink.refused - refusedBefore).toBe(1);
    expect(mailsTo(to)).toHaveLength(1);
    expect((await mailFailures('retry')) - retriesBefore).toBe(1);
  });

  it('send once for a job handled twice, and again for a resend (a new round)', async () => {
    const to = address('eenmaal');
    const { form } = await formWith([setting(to)]);
    const registration = await createRegistration(db, form, { values: { naam: 'Bep' } });
    const job = { round: randomUUID(), clientId: form.clientId, registrationId: registration.id };
    await Promise.all([runRegistrationSent(deps, job), runRegistrationSent(deps, job)]);
    await runRegistrationSent(deps, job);
    expect(mailsTo(to)).toHaveLength(1);
    await runRegistrationSent(deps, { ...job, round: randomUUID() });
    expect(mailsTo(to)).toHaveLength(2);
    expect(await deliveriesOf(registration.id)).toHaveLength(2);
  });
});

describe('a failed e-mail retried by hand', () => {
  it('is queued again for a manager; 409 when not failed, 404 for a filler and for another client', async () => {
    const to = address('handmatig');
    const { form, client } = await formWith([setting(to)]);
    const manager = await login(
      app,
      await createUser(db, { client, roles: ['form_view_registrations'] }),
    );
    const filler = await login(app, await createUser(db, { client }));
    const other = await createClient(db);
    const stranger = await login(
      app,
      await createUser(db, { client: other, roles: ['client_manager'] }),
    );
    sink.refuse(2);
    const registration = await send(form, { naam: 'Mies' });
    const failed = await deliveryIn(registration.id, 'failed');
    expect(failed).toMatchObject({ attempts: 2 });
    expect(mailsTo(to)).toEqual([]);

    const path = `/api/form/${form.uuid}/registrations/${registration.uuid}/deliveries/${failed.uuid}/retry`;
    expect((await callApi(app, stranger, 'GET', path)).statusCode).toBe(404);
    // A filler of the client may not see the form at all: 404 as for any form they cannot see.
    expect((await callApi(app, filler, 'GET', path)).statusCode).toBe(404);
    const retried = await callApi(app, manager, 'GET', path);
    expect(retried.statusCode, retried.body).toBe(200);
    await deliveryIn(registration.id, 'sent');
    expect(mailsTo(to)).toHaveLength(1);
    const again = await callApi(app, manager, 'GET', path);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Alleen een mislukte e-mail kan opnieuw verstuurd worden.');

    // The detail shows the managers its e-mails; its filler sees none.
    const detailPath = `/api/form/${form.uuid}/registrations/${registration.uuid}`;
    const detail = ZRegistration.parse((await callApi(app, manager, 'GET', detailPath)).json());
    expect(detail.deliveries).toMatchObject([
      { delivery_id: failed.uuid, status: 'sent', attempts: 3, recipients: `aan: ${to}` },
    ]);
  });
});

describe('saving a form with e-mail settings', () => {
  it('is refused with a 400 naming the field when a setting fails its checks', async () => {
    const { client } = await formWith([]);
    const editor = await login(app, await createUser(db, { client, roles: ['form_manager'] }));
    const form = await createForm(db, client, await createFolder(db, client));
    const current = (await callApi(app, editor, 'GET', `/api/form/${form.uuid}`)).json();
    const body = (emailSettings: unknown[]) => ({
      ...current,
      email_settings: emailSettings,
    });
    const refused = await callApi(
      app,
      editor,
      'PATCH',
      `/api/form/${form.uuid}`,
      body([setting('geen adres')]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'email_settings.0.to_addresses.0.to_address', message: expect.any(String) },
    ]);
    const saved = await callApi(
      app,
      editor,
      'PATCH',
      `/api/form/${form.uuid}`,
      body([setting('a@example.nl')]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('a registration PDF that fails in the document sandbox', () => {
  // A renderer that loops for ever, in the sandbox's children as the server's PDF renders.
  const hostile = createSandboxPool(HOSTILE_POOL);
  afterAll(() => hostile.close());
  const looping: TDeliveryDeps['renderPdf'] = async () =>
    (await hostile.run('loop', undefined, { timeoutMs: 1000 })) as Buffer;

  it('still sends the mail, without the PDF, the reason kept on the sent delivery', async () => {
    const to = address('zonder-pdf');
    const { form } = await formWith([setting(to, { email_add_attachment_registration_pdf: true })]);
    const registration = await createRegistration(db, form, { values: { naam: 'Ria' } });
    const job = { round: randomUUID(), clientId: form.clientId, registrationId: registration.id };
    await runRegistrationSent({ ...deps, renderPdf: looping }, job);
    const mail = await mailTo(to);
    expect(mail.subject).toBe('Melding');
    expect(mail.attachments).toEqual([]);
    const [delivery] = await deliveriesOf(registration.id);
    expect(delivery).toMatchObject({
      status: 'sent',
      reason: ts('server.delivery.pdfFailed', {
        reason: ts('server.document.timeout', { seconds: '1' }),
      }),
    });
  });
});

describe("each mail's message built in the document sandbox, its PDF with it (the server's worker)", () => {
  const withMessage: TDeliveryDeps = { ...deps, renderPdf: PDF_WITH_MESSAGE };
  // A task that loops for ever, in a sandbox's child as the message's building runs.
  const hostile = createSandboxPool(HOSTILE_POOL);
  afterAll(() => hostile.close());
  const loopFor1s = async () => {
    await hostile.run('loop', undefined, { timeoutMs: 1000 });
    throw new Error('the loop ended');
  };

  /** A registration with a stored signature (in the PDF) and file (attached), its job. */
  async function signed(to: string, extra: Record<string, unknown> = {}) {
    const client = await createClient(db);
    const form = await createForm(db, client, await createFolder(db, client), {
      schema: [
        ...schema(),
        { uuid: randomUUID(), elementType: 'signature', name: 'handtekening', label: 'Getekend' },
      ],
      emailSettings: [
        setting(to, {
          email_content: '<p>Beste $naam$,</p>',
          email_add_attachment_registration_pdf: true,
          email_add_attachments: true,
          attachment_filename: 'melding_$registration_serial_number$',
          ...extra,
        }),
      ],
    });
    const signature = randomUUID();
    const registration = await createRegistration(db, form, {
      values: { naam: 'Ria', handtekening: { file_id: signature, name: 'handtekening.png' } },
    });
    const png = solidPng(300, 100);
    const stored = await app.storage.put(png);
    await db.insert(files).values({
      uuid: signature,
      clientId: client.id,
      formId: form.id,
      registrationId: registration.id,
      sha256: stored.key,
      size: stored.size,
      mimeType: 'image/png',
      filename: 'handtekening.png',
    });
    const job = { round: randomUUID(), clientId: client.id, registrationId: registration.id };
    return { registration, job, png };
  }

  it('carries the PDF with its stored signature, the content as HTML and text, and the files', async () => {
    const to = address('met-bericht');
    const { registration, job, png } = await signed(to);
    await runRegistrationSent(withMessage, job);
    const received = await waitFor(() => mailsTo(to)[0]);
    const mail = readMail(received);
    expect(mail.html).toContain('<p>Beste Ria,</p>');
    const text = mimeParts(received.raw).parts.find((part) =>
      part.headers['content-type']?.startsWith('text/plain'),
    );
    expect(text?.body.toString()).toContain('Beste Ria,');
    const [pdf, file] = mail.attachments;
    expect(pdf?.filename).toBe(`melding_${registration.serialNumber}.pdf`);
    expect((await extractPdfText(pdf?.content ?? Buffer.alloc(0))).join('\n')).toContain('Ria');
    // The signature was read in this process and given to the sandbox's child as it asked.
    expect(pdf?.content.toString('latin1')).toContain('/Subtype /Image');
    expect(file?.filename).toBe('handtekening.png');
    expect(file?.content.equals(png)).toBe(true);
    const [delivery] = await deliveriesOf(registration.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, reason: null });
  });

  it('still sends the mail when the PDF ends its task, without the PDF, the reason kept', async () => {
    const to = address('pdf-te-traag');
    const { registration, job } = await signed(to);
    const buildMail: TMailBuilder = (input, readFile) =>
      input.attachments.some((part) => 'pdf' in part)
        ? loopFor1s()
        : buildMailInSandbox(input, readFile);
    await runRegistrationSent({ ...withMessage, buildMail }, job);
    const mail = await mailTo(to);
    expect(mail.html).toContain('<p>Beste Ria,</p>');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['handtekening.png']);
    const [delivery] = await deliveriesOf(registration.id);
    expect(delivery).toMatchObject({
      status: 'sent',
      reason: ts('server.delivery.pdfFailed', {
        reason: ts('server.document.timeout', { seconds: '1' }),
      }),
    });
  });

  it('tries a message the sandbox could not build again later, with the reason', async () => {
    const to = address('later-opgemaakt');
    const { registration, job } = await signed(to, {
      email_add_attachment_registration_pdf: false,
    });
    await runRegistrationSent({ ...withMessage, buildMail: loopFor1s }, job);
    const [retrying] = await deliveriesOf(registration.id);
    expect(retrying).toMatchObject({
      status: 'retrying',
      attempts: 1,
      reason: ts('server.delivery.buildFailed', {
        reason: ts('server.document.timeout', { seconds: '1' }),
      }),
    });
    expect(mailsTo(to)).toEqual([]);
    // The retry job (this file's worker, the sandbox building) sends it once.
    const sent = await deliveryIn(registration.id, 'sent');
    expect(sent).toMatchObject({ attempts: 2, reason: null });
    expect(mailsTo(to)).toHaveLength(1);
  });
});
