import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { ZErrorBody, ZFormMetadata, ZWordFileState } from '@eform/core/api';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { newEmailSetting } from '@eform/core/email';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { zipBombDocx } from '../../../test/abuse/hostile-docx';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { TINY_PNG, TINY_PNG_DATA_URL, uploadFile } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { files, forms, registrationDeliveries } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { runRegistrationSent, type TDeliveryDeps } from '../deliveries/deliveries.service';
import { queueDeliveryRetry } from '../deliveries/delivery-jobs';
import { readMail, startSmtpSink } from '../deliveries/smtp-sink.test-support';
import { extractPdfText } from '../documents/pdf-text.test-support';
import { ORPHAN_UPLOAD_MS, purgeOrphanUploads } from '../files/upload-purge';
import { createRegistration } from '../registrations/registrations.test-support';
import { registerEmailWordJobs } from './email-word.job';
import { convertDocxToPdf } from './soffice';
import { wordAttachmentRenderer } from './word-attachment';
import { docxMedia, docxText, makeDocx, para, table } from './word-docx.test-support';

// Word attachments of a form's e-mails (issue 20; doc 2 §3, §5, §7, §9): the upload of a
// template, its processing job and the metadata lock, and the template filled in the after-send
// job: tokens, subform rows (tablerow marker), pictures, docx or PDF (LibreOffice), and the docx
// with a logged reason when LibreOffice is missing.

const { app, db, url } = await getTestServer();
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());

const DOCX_ONLY = 'Er kunnen alleen Word (.docx) bestanden worden geupload';
const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();

const schema = () => [
  { uuid: randomUUID(), elementType: 'text', name: 'naam', label: 'Naam' },
  {
    uuid: randomUUID(),
    elementType: 'subform',
    name: 'bomen',
    label: 'Bomen',
    registrationLabel: 'Boom',
    subform: {
      schema: [
        { uuid: randomUUID(), elementType: 'text', name: 'soort', label: 'Soort' },
        { uuid: randomUUID(), elementType: 'number', name: 'hoogte', label: 'Hoogte' },
      ],
    },
  },
  { uuid: randomUUID(), elementType: 'signature', name: 'handtekening', label: 'Handtekening' },
];

/** The template of the tests: tokens split over runs, a tablerow loop, a picture. */
const template = () =>
  makeDocx(
    para('Melding ', '$registration_serial_', 'number$ van $na', 'am$') +
      table([
        [['Nr'], ['Soort'], ['Hoogte']],
        [['$-w:tr bomen$$subform_index$'], ['$soort$'], ['$bomen.hoogte$$/bomen$']],
      ]) +
      para('$handtekening:quarter$') +
      para('Onbekend: $postcode$'),
  );

const client = await createClient(db);
const folder = await createFolder(db, client);
const manager = await createUser(db, { client, roles: ['form_manager'] });
const viewer = await createUser(db, { client, roles: ['form_view_registrations'] });
const outsider = await createUser(db, {
  client: await createClient(db),
  roles: ['client_manager'],
});
const keys = {
  manager: await login(app, manager),
  viewer: await login(app, viewer),
  outsider: await login(app, outsider),
};

const newForm = (emailSettings: unknown[] = []) =>
  createForm(db, client, folder, {
    schema: schema(),
    emailSettings: emailSettings as Record<string, unknown>[],
  });

const upload = (formUuid: string, filename: string, bytes: Buffer, key = keys.manager) =>
  uploadFile(app, key, `form_id=${formUuid}`, {
    filename,
    bytes,
    path: '/api/file-upload/email-word',
  });

const stateOf = async (formUuid: string, fileId: string, key = keys.manager) =>
  callApi(app, key, 'GET', `/api/process-word-file/${formUuid}/${fileId}`);

/** The processing worker, started once by the first test that needs it. */
let worker: Promise<void> | undefined;
const startWorker = () => {
  worker ??= registerEmailWordJobs(
    boss,
    { db, storage: app.storage, log: pino({ level: 'silent' }) },
    { pollingIntervalSeconds: 0.5 },
  );
  return worker;
};

async function waitFor<T>(find: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/file-upload/email-word', () => {
  it('stores a .docx of the form and answers its file', async () => {
    const form = await newForm();
    const res = await upload(form.uuid, 'brief.docx', await template());
    expect(res.statusCode).toBe(200);
    const file = ZUploadedFile.parse(res.json());
    expect(file.name).toBe('brief.docx');
    expect(file.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses another extension, other bytes and a zip without word/document.xml (415)', async () => {
    const form = await newForm();
    const docx = await template();
    const noDocument = new JSZip();
    noDocument.file('[Content_Types].xml', '<Types/>');
    noDocument.file('word/styles.xml', '<w:styles/>');
    const cases: [string, Buffer][] = [
      ['brief.doc', docx],
      ['brief.pdf', docx],
      ['brief.docx', TINY_PNG],
      ['brief.docx', await noDocument.generateAsync({ type: 'nodebuffer' })],
    ];
    for (const [filename, bytes] of cases) {
      const res = await upload(form.uuid, filename, bytes);
      expect(res.statusCode, filename).toBe(415);
      expect(ZErrorBody.parse(res.json()).message).toBe(DOCX_ONLY);
    }
    // Nothing of them is kept.
    expect(await db.select().from(files).where(eq(files.formId, form.id))).toEqual([]);
  });

  it('refuses more than 20 MB with the spec text (413)', async () => {
    const form = await newForm();
    const res = await upload(form.uuid, 'groot.docx', Buffer.alloc(MAX_FILE_SIZE_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(ZErrorBody.parse(res.json()).message).toBe('Maximale bestandsgrootte is 20Mb.');
  });

  it("needs 'eform manage form emails' (403); another client's form is 404", async () => {
    const form = await newForm();
    const docx = await template();
    expect((await upload(form.uuid, 'brief.docx', docx, keys.viewer)).statusCode).toBe(403);
    expect((await upload(form.uuid, 'brief.docx', docx, keys.outsider)).statusCode).toBe(404);
  });
});

describe('processing a template', () => {
  it('is pending (form locked) until the job has checked it, then lists its tokens', async () => {
    const form = await newForm();
    const file = ZUploadedFile.parse(
      (await upload(form.uuid, 'brief.docx', await template())).json(),
    );
    // No worker yet: the template waits, the form's metadata says so (filling is locked).
    const pending = ZWordFileState.parse((await stateOf(form.uuid, file.file_id)).json());
    expect(pending).toMatchObject({ state: 'pending', processed: false, path: null });
    const meta = await callApi(app, keys.manager, 'GET', `/api/form/${form.uuid}/metadata`);
    expect(ZFormMetadata.parse(meta.json()).email_word_files_processed).toEqual({
      [file.file_id]: false,
    });

    await startWorker();
    const done = await waitFor(async () => {
      const state = ZWordFileState.parse((await stateOf(form.uuid, file.file_id)).json());
      return state.processed ? state : undefined;
    });
    expect(done.state).toBe('processed');
    expect(done.path).toBe(`/api/file/${file.file_id}`);
    expect(done.tokens).toEqual(
      expect.arrayContaining([
        'naam',
        '-w:tr bomen',
        'soort',
        'bomen.hoogte',
        'handtekening:quarter',
      ]),
    );
    expect(done.unknown_tokens).toEqual(['postcode']);
    const after = await callApi(app, keys.manager, 'GET', `/api/form/${form.uuid}/metadata`);
    // Not named by a saved setting and no longer pending: no flag, nothing locked.
    expect(ZFormMetadata.parse(after.json()).email_word_files_processed).toEqual({});
  });

  it('refuses a template whose loop is not closed, with the reason', async () => {
    const form = await newForm();
    await startWorker();
    const broken = await makeDocx(para('$#bomen$') + para('$soort$'));
    const file = ZUploadedFile.parse((await upload(form.uuid, 'kapot.docx', broken)).json());
    const done = await waitFor(async () => {
      const state = ZWordFileState.parse((await stateOf(form.uuid, file.file_id)).json());
      return state.processed ? state : undefined;
    });
    expect(done.state).toBe('failed');
    expect(done.error).toMatch(/^Het Word-sjabloon kan niet worden gebruikt: /);
  });

  it('a zip bomb (issue 29): kept on upload, failed by the job with the reason, the server up', async () => {
    const form = await newForm();
    await startWorker();
    // 300 KB whose word/document.xml inflates to 300 MB: it aborted Node before.
    const res = await upload(form.uuid, 'bom.docx', zipBombDocx(300));
    expect(res.statusCode).toBe(200);
    const file = ZUploadedFile.parse(res.json());
    const done = await waitFor(async () => {
      const state = ZWordFileState.parse((await stateOf(form.uuid, file.file_id)).json());
      return state.processed ? state : undefined;
    });
    expect(done).toMatchObject({
      state: 'failed',
      error:
        'Dit Word-bestand is te groot na uitpakken: word/document.xml is 300,0 MB, maximaal 32,0 MB.',
    });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it("a saved setting naming another form's template queues it for this form", async () => {
    await startWorker();
    const source = await newForm();
    const file = ZUploadedFile.parse(
      (await upload(source.uuid, 'brief.docx', await template())).json(),
    );
    const form = await newForm();
    const res = await callApi(app, keys.manager, 'GET', `/api/form/${form.uuid}`);
    const body = res.json();
    const saved = await callApi(app, keys.manager, 'PATCH', `/api/form/${form.uuid}`, {
      ...body,
      email_settings: [
        {
          ...newEmailSetting(),
          to_addresses: [{ to_address: 'a@example.nl' }],
          from_name: 'Gemeente',
          email_subject: 'Melding',
          email_send_word_attachment: true,
          word_upload: { file_id: file.file_id, name: 'brief.docx' },
          word_filename: 'brief',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const flags = await waitFor(async () => {
      const meta = await callApi(app, keys.manager, 'GET', `/api/form/${form.uuid}/metadata`);
      const map = ZFormMetadata.parse(meta.json()).email_word_files_processed;
      return map[file.file_id] === true ? map : undefined;
    });
    expect(flags).toEqual({ [file.file_id]: true });
  });

  it('answers 404 for a file that is no template of the form, 403 without the permission', async () => {
    const form = await newForm();
    const file = ZUploadedFile.parse(
      (await upload(form.uuid, 'brief.docx', await template())).json(),
    );
    const other = await newForm();
    expect((await stateOf(other.uuid, file.file_id)).statusCode).toBe(404);
    expect((await stateOf(form.uuid, randomUUID())).statusCode).toBe(404);
    expect((await stateOf(form.uuid, file.file_id, keys.viewer)).statusCode).toBe(403);
    expect((await stateOf(form.uuid, file.file_id, keys.outsider)).statusCode).toBe(404);
  });
});

describe('the upload purge', () => {
  it('keeps a template an e-mail setting names, and purges one none names', async () => {
    const form = await newForm();
    const named = ZUploadedFile.parse((await upload(form.uuid, 'a.docx', await template())).json());
    const loose = ZUploadedFile.parse(
      (await upload(form.uuid, 'b.docx', await makeDocx(para('Los $naam$')))).json(),
    );
    await db
      .update(forms)
      .set({
        emailSettings: [{ ...newEmailSetting(), word_upload: { file_id: named.file_id } }],
      })
      .where(eq(forms.id, form.id));
    await purgeOrphanUploads(db, app.storage, new Date(Date.now() + ORPHAN_UPLOAD_MS + 60_000));
    const left = await db.select().from(files).where(eq(files.formId, form.id));
    expect(left.map((file) => file.uuid)).toEqual([named.file_id]);
    expect(left.map((file) => file.uuid)).not.toContain(loose.file_id);
  });
});

/** Log lines written to memory. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('the Word attachment of a sent registration', () => {
  /** A form whose one e-mail attaches the template as `sendAs`, a registration of it sent. */
  async function sendWith(sendAs: 'docx' | 'pdf', renderWord: TDeliveryDeps['renderWord']) {
    const to = `ontvanger-${randomUUID().slice(0, 8)}@example.nl`;
    const setup = await newForm();
    const file = ZUploadedFile.parse(
      (await upload(setup.uuid, 'brief.docx', await template())).json(),
    );
    const form = await newForm([
      {
        ...newEmailSetting(),
        to_addresses: [{ to_address: to }],
        from_name: 'Gemeente',
        email_subject: 'Melding',
        email_add_attachment_registration_pdf: false,
        email_send_word_attachment: true,
        word_upload: { file_id: file.file_id, name: 'brief.docx' },
        word_filename: 'melding_$registration_serial_number$',
        send_as_filetype: sendAs,
      },
    ]);
    const registration = await createRegistration(db, form, {
      values: {
        // docx-templates' default raw-XML delimiter: text here, like everything a filler types.
        naam: 'Jan & <Piet> ||<w:br/>||',
        bomen: [
          { soort: 'Eik', hoogte: 12 },
          { soort: 'Beuk', hoogte: 8.5 },
        ],
        handtekening: TINY_PNG_DATA_URL,
      },
    });
    const { log, lines } = memoryLog();
    const deps: TDeliveryDeps = {
      db,
      mailer,
      storage: app.storage,
      log,
      queueRetry: queueDeliveryRetry,
      renderWord,
    };
    await runRegistrationSent(deps, {
      round: randomUUID(),
      clientId: form.clientId,
      registrationId: registration.id,
    });
    const raw = await waitFor(async () => sink.received.find((m) => m.rcptTo.includes(to)));
    const [delivery] = await db
      .select()
      .from(registrationDeliveries)
      .where(eq(registrationDeliveries.registrationId, registration.id));
    return { mail: readMail(raw), registration, delivery, lines };
  }

  it('docx: the template filled: tokens, a table row per subform item, the signature', async () => {
    const { mail, registration, delivery } = await sendWith('docx', wordAttachmentRenderer());
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`melding_${registration.serialNumber}.docx`);
    const docx = attachment?.content ?? Buffer.alloc(0);
    const text = await docxText(docx);
    expect(text).toContain(`Melding ${registration.serialNumber} van Jan & <Piet> ||<w:br/>||`);
    expect(text).toContain('1 | Eik | 12 |');
    expect(text).toContain('2 | Beuk | 8,5 |');
    expect(text).not.toMatch(/\$(naam|soort|bomen|subform_index|handtekening)/);
    // A token the form does not know stays as typed.
    expect(text).toContain('Onbekend: $postcode$');
    expect(await docxMedia(docx)).toHaveLength(1);
    expect(delivery).toMatchObject({ status: 'sent', reason: null });
  });

  it.skipIf(!hasSoffice)(
    'pdf: converted by LibreOffice',
    async () => {
      const { mail, registration, delivery } = await sendWith('pdf', wordAttachmentRenderer());
      const [attachment] = mail.attachments;
      expect(attachment?.filename).toBe(`melding_${registration.serialNumber}.pdf`);
      const pdf = attachment?.content ?? Buffer.alloc(0);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await extractPdfText(pdf)).join('\n');
      expect(text).toContain('Beuk');
      expect(delivery).toMatchObject({ status: 'sent', reason: null });
    },
    120_000,
  );

  it('pdf without LibreOffice: the docx goes, the reason is logged and kept with the e-mail', async () => {
    const missing = wordAttachmentRenderer({
      convert: (docx) => convertDocxToPdf(docx, { binary: '/nonexistent/soffice' }),
    });
    const { mail, registration, delivery, lines } = await sendWith('pdf', missing);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`melding_${registration.serialNumber}.docx`);
    expect(await docxText(attachment?.content ?? Buffer.alloc(0))).toContain('Beuk');
    expect(delivery?.status).toBe('sent');
    expect(delivery?.reason).toContain('LibreOffice (soffice) is niet geïnstalleerd');
    expect(
      lines.some((line) => String(line.reason ?? '').includes('libreoffice-writer-nogui')),
    ).toBe(true);
  });
});
