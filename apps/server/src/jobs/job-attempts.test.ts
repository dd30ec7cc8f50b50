import { randomUUID } from 'node:crypto';
import { ZWordFileState } from '@eform/core/api';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { newEmailSetting } from '@eform/core/email';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../test/factories';
import { uploadFile } from '../../test/files';
import { callApi, getTestServer } from '../../test/support';
import { emailWordFiles, files, jobAttempts, registrationDeliveries } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { runRegistrationSent, type TDeliveryDeps } from '../modules/deliveries/deliveries.service';
import { readMail, startSmtpSink } from '../modules/deliveries/smtp-sink.test-support';
import { runEmailWordJob } from '../modules/email-word/email-word.job';
import { makeDocx, para } from '../modules/email-word/word-docx.test-support';
import { runExportJob } from '../modules/exports/exports.job';
import { insertExport } from '../modules/exports/exports.repository';
import { exportSetup, insertManyRegistrations } from '../modules/exports/exports.test-support';
import { createRegistration } from '../modules/registrations/registrations.test-support';
import { MAX_UNFINISHED_STARTS, runGuarded, unfinishedStarts } from './job-attempts';

// Poison jobs (issue 29): work whose process died in it twice is failed with a Dutch reason on
// its third start instead of being run (and killing the worker) again. A dead start is what a
// killed process leaves: its job_attempts row, counted and committed before the work.

const { app, db } = await getTestServer();
const log = pino({ level: 'silent' });
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());

/** What a process killed in the work leaves behind: `starts` unfinished starts of `key`. */
async function leaveDeadStarts(key: string, starts: number) {
  await db.insert(jobAttempts).values({ key, starts });
}

const anyAttempts = async () => (await db.select().from(jobAttempts)).length;

describe('runGuarded', () => {
  it('leaves no record after a run that ends or throws', async () => {
    const key = `test:${randomUUID()}`;
    expect(
      await runGuarded(db, log, key, { reason: 'x', giveUp: async () => {}, run: async () => 7 }),
    ).toBe(7);
    await expect(
      runGuarded(db, log, key, {
        reason: 'x',
        giveUp: async () => {},
        run: async () => {
          throw new Error('afgehandeld');
        },
      }),
    ).rejects.toThrow('afgehandeld');
    expect(await unfinishedStarts(db, key)).toBe(0);
  });

  it('runs after one dead start (restarted) and gives up after two', async () => {
    const key = `test:${randomUUID()}`;
    await leaveDeadStarts(key, 1);
    const seen: boolean[] = [];
    await runGuarded(db, log, key, {
      reason: 'x',
      giveUp: async () => {},
      run: async ({ restarted }) => {
        seen.push(restarted);
      },
    });
    expect(seen).toEqual([true]);

    await leaveDeadStarts(key, MAX_UNFINISHED_STARTS);
    const reasons: string[] = [];
    const ran = await runGuarded(db, log, key, {
      reason: 'twee keer afgebroken',
      giveUp: async (reason) => {
        reasons.push(reason);
      },
      run: async () => 'ran',
    });
    expect(ran).toBeUndefined();
    expect(reasons).toEqual(['twee keer afgebroken']);
    expect(await unfinishedStarts(db, key)).toBe(0);
  });
});

const client = await createClient(db);
const folder = await createFolder(db, client);
const manager = await createUser(db, { client, roles: ['form_manager'] });
const key = await login(app, manager);

describe('email-word.process', () => {
  async function pendingTemplate() {
    const form = await createForm(db, client, folder, {});
    const res = await uploadFile(app, key, `form_id=${form.uuid}`, {
      filename: 'brief.docx',
      bytes: await makeDocx(para('Beste $naam$')),
      path: '/api/file-upload/email-word',
    });
    expect(res.statusCode).toBe(200);
    const fileId = ZUploadedFile.parse(res.json()).file_id;
    const [row] = await db
      .select({ id: emailWordFiles.id })
      .from(emailWordFiles)
      .innerJoin(files, eq(files.id, emailWordFiles.fileId))
      .where(eq(files.uuid, fileId));
    if (!row) throw new Error('no template row');
    const state = async () =>
      ZWordFileState.parse(
        (await callApi(app, key, 'GET', `/api/process-word-file/${form.uuid}/${fileId}`)).json(),
      );
    return { form, job: { client_id: client.id, word_file_id: row.id }, state };
  }

  it('a template that ended the worker twice is failed with the reason; filling unlocks', async () => {
    const { form, job, state } = await pendingTemplate();
    const locks = async () =>
      Object.values(
        (await callApi(app, key, 'GET', `/api/form/${form.uuid}/metadata`)).json()
          .email_word_files_processed,
      );
    expect(await locks()).toEqual([false]);
    await leaveDeadStarts(`email-word:${job.client_id}:${job.word_file_id}`, 2);

    await runEmailWordJob({ db, storage: app.storage, log }, job);

    expect(await state()).toMatchObject({
      state: 'failed',
      processed: true,
      error: 'De verwerking is twee keer afgebroken; dit bestand wordt niet opnieuw verwerkt.',
    });
    // No template of the form is pending any more: filling is open.
    expect(await locks()).not.toContain(false);
    expect(await unfinishedStarts(db, `email-word:${job.client_id}:${job.word_file_id}`)).toBe(0);
  });

  it('a normal run processes the template and leaves no record', async () => {
    const { job, state } = await pendingTemplate();
    await runEmailWordJob({ db, storage: app.storage, log }, job);
    expect(await state()).toMatchObject({ state: 'processed', tokens: ['naam'] });
    expect(await unfinishedStarts(db, `email-word:${job.client_id}:${job.word_file_id}`)).toBe(0);
  });
});

describe('registration.sent', () => {
  it('an e-mail whose making ended the worker twice fails with the reason; the others go', async () => {
    const to = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.nl`;
    const [poisoned, fine] = [to('pdf'), to('gewoon')];
    const client = await createClient(db);
    const setting = (address: string) => ({
      ...newEmailSetting(),
      to_addresses: [{ to_address: address }],
      email_subject: 'Melding',
      email_add_attachment_registration_pdf: false,
    });
    const form = await createForm(db, client, await createFolder(db, client), {
      emailSettings: [setting(poisoned), setting(fine)],
    });
    const registration = await createRegistration(db, form, { values: {} });
    const round = randomUUID();
    // The round's rows as its first two runs made them; each died making the first e-mail.
    await db.insert(registrationDeliveries).values(
      [0, 1].map((settingIndex) => ({
        clientId: client.id,
        registrationId: registration.id,
        round,
        settingIndex,
      })),
    );
    const [first] = await db
      .select()
      .from(registrationDeliveries)
      .where(
        and(eq(registrationDeliveries.round, round), eq(registrationDeliveries.settingIndex, 0)),
      );
    if (!first) throw new Error('no delivery');
    await db
      .update(registrationDeliveries)
      .set({ attempts: 2 })
      .where(eq(registrationDeliveries.id, first.id));
    await leaveDeadStarts(`delivery:${client.id}:${first.id}`, 2);

    const deps: TDeliveryDeps = {
      db,
      mailer,
      storage: app.storage,
      log,
      queueRetry: async () => {},
    };
    await runRegistrationSent(deps, {
      round,
      clientId: client.id,
      registrationId: registration.id,
    });

    const rows = await db
      .select()
      .from(registrationDeliveries)
      .where(eq(registrationDeliveries.round, round))
      .orderBy(registrationDeliveries.settingIndex);
    expect(rows.map((row) => [row.status, row.reason])).toEqual([
      [
        'failed',
        'Het maken van deze e-mail is twee keer afgebroken; hij wordt niet opnieuw geprobeerd.',
      ],
      ['sent', null],
    ]);
    const mails = sink.received.filter((mail) =>
      mail.rcptTo.some((a) => a === poisoned || a === fine),
    );
    expect(mails.map((mail) => readMail(mail).rcptTo)).toEqual([[fine]]);
    expect(await unfinishedStarts(db, `delivery:${client.id}:${first.id}`)).toBe(0);
  });
});

describe('registration.export', () => {
  it('an export whose worker died is written again; one that ended it twice fails', async () => {
    const { client, form, manager } = await exportSetup(app, db);
    await insertManyRegistrations(db, form, 3);
    const running = () =>
      insertExport(db, {
        clientId: client.id,
        formId: form.id,
        userId: manager.id,
        format: 'csv',
        query: {},
        // What a killed worker leaves: the export running, its start unfinished.
        state: 'running',
        total: 3,
        processed: 1,
        fileName: 'export.csv',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const restarted = await running();
    await leaveDeadStarts(`export:${client.id}:${restarted.id}`, 1);
    const given = await running();
    await leaveDeadStarts(`export:${client.id}:${given.id}`, 2);

    for (const record of [restarted, given]) {
      await runExportJob(
        { db, storage: app.storage, log },
        {
          client_id: client.id,
          export_id: record.id,
        },
      );
    }
    const states = await db.execute<{ id: number; state: string; processed: number }>(
      sql`select id, state, processed from registration_exports
          where id in (${restarted.id}, ${given.id}) order by id`,
    );
    expect(states.rows.map((row) => [row.state, row.processed])).toEqual([
      ['done', 3],
      ['failed', 1],
    ]);
    expect(await anyAttempts()).toBe(0);
  });
});
