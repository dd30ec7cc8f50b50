import { randomUUID } from 'node:crypto';
import { newEmailSetting } from '@eform/core/email';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { files, forms, registrations } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { closeDocumentSandbox } from '../../sandbox/documents';
import { warmDocumentSandbox } from '../../sandbox/documents.test-support';
import { renderRegistrationPdf } from '../documents';
import { extractPdfText } from '../documents/pdf-text.test-support';
import { readZip } from '../exports/exports.test-support';
import { createRegistration } from '../registrations/registrations.test-support';
import { runRegistrationSent, type TDeliveryDeps } from './deliveries.service';
import { readMail, startSmtpSink } from './smtp-sink.test-support';

const { app, db } = await getTestServer();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
// Every mail is built in the document sandbox (buildMailInSandbox): its child starts first.
beforeAll(warmDocumentSandbox);
afterAll(() => closeDocumentSandbox());
const deps: TDeliveryDeps = {
  db,
  mailer,
  storage: app.storage,
  log: pino({ level: 'silent' }),
  retryDelays: [],
  queueRetry: async () => undefined,
  renderPdf: renderRegistrationPdf,
};

const schema = () => [
  { uuid: randomUUID(), elementType: 'text', name: 'naam', label: 'Naam' },
  { uuid: randomUUID(), elementType: 'file', name: 'bijlage', label: 'Bijlage' },
];

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.nl`;

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

/** A client's form with `emailSettings`, a manager of its registrations, and the user's key. */
async function formWith(emailSettings: unknown[]) {
  const client = await createClient(db);
  const form = await createForm(db, client, await createFolder(db, client), {
    schema: schema(),
    emailSettings: emailSettings as Record<string, unknown>[],
  });
  const manager = await login(
    app,
    await createUser(db, { client, roles: ['form_view_registrations'] }),
  );
  return { client, form, manager };
}

type TForm = Awaited<ReturnType<typeof formWith>>['form'];

/** A registration with a file of its own, its e-mails sent by the after-send worker. */
async function sentRegistration(form: TForm) {
  const registration = await createRegistration(db, form, { values: { naam: 'Ans' } });
  const stored = await app.storage.put(Buffer.from(`foto van ${registration.uuid}`));
  await db.insert(files).values({
    clientId: form.clientId,
    formId: form.id,
    registrationId: registration.id,
    sha256: stored.key,
    size: stored.size,
    mimeType: 'text/plain',
    filename: 'foto-notitie.txt',
  });
  await runRegistrationSent(deps, {
    round: randomUUID(),
    clientId: form.clientId,
    registrationId: registration.id,
  });
  return registration;
}

const downloadPath = (form: TForm, registrationUuid: string) =>
  `/api/form/${form.uuid}/registrations/${registrationUuid}/download-emails`;

describe('GET .../download-emails', () => {
  it("zips each sent e-mail's PDF named as in the mail and the registration's files, for the requester", async () => {
    const pdfTo = address('pdf');
    const filesTo = address('bestanden');
    const { form, manager, client } = await formWith([
      setting(pdfTo, {
        email_add_attachment_registration_pdf: true,
        attachment_filename: 'melding_$registration_serial_number$',
      }),
      setting(filesTo, { email_add_attachments: true }),
      setting(address('kaal')),
    ]);
    const registration = await sentRegistration(form);
    const received = sink.received.find((m) => m.rcptTo.includes(pdfTo));
    expect(received).toBeDefined();
    const mail = readMail(received as NonNullable<typeof received>);
    const pdfName = `melding_${registration.serialNumber}.pdf`;
    expect(mail.attachments.map((a) => a.filename)).toEqual([pdfName]);

    const answer = await callApi(app, manager, 'GET', downloadPath(form, registration.uuid));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { status, url } = answer.json();
    expect(status).toBe('success');
    expect(url).toMatch(
      new RegExp(`^/api/form/${form.uuid}/registrations/queue/[0-9a-f-]{36}/file$`),
    );

    const file = await callApi(app, manager, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(
      `E-mailbijlagen registratie ${registration.serialNumber}.zip`,
    );
    const entries = await readZip(file.rawPayload);
    expect([...entries.keys()]).toEqual([pdfName, 'foto-notitie.txt']);
    expect(entries.get('foto-notitie.txt')?.toString()).toBe(`foto van ${registration.uuid}`);
    const text = (await extractPdfText(entries.get(pdfName) ?? Buffer.alloc(0))).join('\n');
    expect(text).toContain('Ans');

    // The file is the requester's: another manager of the same form does not reach it.
    const colleague = await login(
      app,
      await createUser(db, { client, roles: ['form_view_registrations'] }),
    );
    expect((await callApi(app, colleague, 'GET', url)).statusCode).toBe(404);
  });

  it('is 404 with the reason when no sent e-mail carries an attachment', async () => {
    const { form, manager } = await formWith([setting(address('kaal'))]);
    const registration = await sentRegistration(form);
    const answer = await callApi(app, manager, 'GET', downloadPath(form, registration.uuid));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(
      'Er zijn geen verzonden e-mails met bijlagen bij deze registratie.',
    );
  });

  it("is 404 once the registration passed its form's retention term, before the run deleted it", async () => {
    const { form, manager } = await formWith([
      setting(address('pdf'), { email_add_attachment_registration_pdf: true }),
    ]);
    const registration = await sentRegistration(form);
    const path = downloadPath(form, registration.uuid);
    expect((await callApi(app, manager, 'GET', path)).statusCode).toBe(200);
    await db
      .update(forms)
      .set({ settings: { retention: { sent: { amount: 1, unit: 'days' }, drafts_days: null } } })
      .where(eq(forms.id, form.id));
    await db
      .update(registrations)
      .set({ registeredAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(registrations.id, registration.id));
    const answer = await callApi(app, manager, 'GET', path);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(
      'Er zijn geen verzonden e-mails met bijlagen bij deze registratie.',
    );
  });

  it('is 404 for a filler of the client, for another client and for an unknown registration', async () => {
    const { form, client, manager } = await formWith([
      setting(address('pdf'), { email_add_attachment_registration_pdf: true }),
    ]);
    const registration = await sentRegistration(form);
    const filler = await login(app, await createUser(db, { client }));
    const stranger = await login(
      app,
      await createUser(db, { client: await createClient(db), roles: ['client_manager'] }),
    );
    const path = downloadPath(form, registration.uuid);
    expect((await callApi(app, filler, 'GET', path)).statusCode).toBe(404);
    expect((await callApi(app, stranger, 'GET', path)).statusCode).toBe(404);
    expect((await callApi(app, manager, 'GET', downloadPath(form, randomUUID()))).statusCode).toBe(
      404,
    );
    expect((await callApi(app, manager, 'GET', downloadPath(form, 'geen-uuid'))).statusCode).toBe(
      404,
    );
    expect((await callApi(app, manager, 'GET', path)).statusCode).toBe(200);
  });
});
