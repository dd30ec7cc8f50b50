import { join } from 'node:path';
import { newEmailSetting } from '@eform/core/email';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationDeliveries } from '../../src/db/schema';
import { mimeParts } from '../../src/modules/deliveries/smtp-sink.test-support';
import {
  download,
  exportRow,
  exportSetup,
  insertManyRegistrations,
  startExport,
} from '../../src/modules/exports/exports.test-support';
import { createRegistration } from '../../src/modules/registrations/registrations.test-support';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage';
import { createClient, createFolder, createForm, createUser, login } from '../factories';
import { makeDataDir, stopServer, type TServerProcess } from '../server-process';
import { getTestServer } from '../support';
import {
  attachmentsOf,
  commandLine,
  descendants,
  expireActiveJobs,
  jobsOutlastTheirWork,
  noUnfinishedStarts,
  queueRegistrationSent,
  startFaultWorker,
  startHoldingSmtp,
  stillRunning,
  waitFor,
  wordToPdfForm,
} from './fault-support';

// kill -9 of the worker (SERVER_ROLE=worker) while work is in flight (issue 29, fault suite): a
// PDF e-mail, a Word conversion by LibreOffice, a large export. The test is the producer, the
// worker a real process on the test's PostgreSQL and DATA_DIR. A new worker finishes the work
// exactly once; nothing the dead worker started (document children, LibreOffice) runs on.
// The dead worker's job comes back in seconds instead of the production minutes: its expiry is
// moved to the past and the maintenance runs every 2 s (JOB_EXPIRE_SECONDS=2, queue-settings.ts). One worker lives at a time: each test kills the
// one the test before started, so the file starts four processes, not six.

const dataDir = await makeDataDir('eform-worker-kill-');
const { app, db, url } = await getTestServer({
  // The worker's own file store: templates uploaded here are read there, exports written there.
  storage: createLocalDiskStorage(join(dataDir.dir, 'files')),
});
const smtp = await startHoldingSmtp();
const workers: TServerProcess[] = [];
afterAll(async () => {
  for (const worker of workers) await stopServer(worker, 'SIGKILL');
  await smtp.close();
  await dataDir.remove();
});

const startWorker = async () => {
  const worker = await startFaultWorker(dataDir.dir, url, { SMTP_URL: smtp.url }, workers);
  await jobsOutlastTheirWork(db);
  return worker;
};
let live: Promise<TServerProcess> | undefined;
/** The worker that runs now. */
const liveWorker = () => {
  live ??= startWorker();
  return live;
};

/**
 * kill -9 of the live worker; a new one takes its place. Every process the dead one had started
 * must end with it (the document children watch their parent; LibreOffice's process group).
 */
async function killWorker(worker: TServerProcess): Promise<TServerProcess> {
  const children = descendants(worker.child.pid ?? 0);
  worker.child.kill('SIGKILL');
  await worker.exited;
  await expireActiveJobs(db);
  live = startWorker();
  await waitFor(
    'the dead worker’s children to end',
    () => (stillRunning(children).length === 0 ? true : undefined),
    5_000,
  ).catch(() => undefined);
  expect(stillRunning(children), 'processes of the killed worker still running').toEqual([]);
  return live;
}

async function deliveryOf(registrationId: number, status: string, worker?: TServerProcess) {
  let last: unknown;
  return waitFor(
    `the delivery ${status}`,
    async () => {
      const [row] = await db
        .select()
        .from(registrationDeliveries)
        .where(eq(registrationDeliveries.registrationId, registrationId));
      last = row;
      return row?.status === status ? row : undefined;
    },
    30_000,
  ).catch((error: Error) => {
    throw new Error(
      `${error.message}: ${JSON.stringify(last)}\n${worker?.output().slice(-4000) ?? ''}`,
    );
  });
}

describe('kill -9 of the worker', () => {
  it('during a PDF e-mail before SMTP accepted it: a new worker sends it exactly once', async () => {
    const client = await createClient(db);
    const form = await createForm(db, client, await createFolder(db, client), {
      emailSettings: [
        {
          ...newEmailSetting(),
          to_addresses: [{ to_address: 'ontvanger@example.nl' }],
          email_subject: 'Melding met PDF',
          email_add_attachment_registration_pdf: true,
        },
      ],
    });
    const registration = await createRegistration(db, form, { values: {} });

    const first = await liveWorker();
    smtp.hold(1);
    await queueRegistrationSent(url, client.id, registration.id);

    // The mail is rendered and on the wire; the SMTP server has not answered.
    await waitFor('the mail in flight', () => (smtp.held === 1 ? true : undefined), 20_000);
    const second = await killWorker(first);

    const sent = await deliveryOf(registration.id, 'sent', second);
    expect(
      smtp.accepted,
      `attempts ${sent.attempts}\n${second.output().slice(-3000)}`,
    ).toHaveLength(1);
    const { parts } = mimeParts(smtp.accepted[0] ?? '');
    expect(parts.some((part) => /application\/pdf/.test(part.headers['content-type'] ?? ''))).toBe(
      true,
    );
    // Nothing left counted as unfinished, nothing pending.
    expect(await noUnfinishedStarts(db)).toEqual([]);
  }, 60_000);

  it('during a Word conversion: LibreOffice ends with it, a new worker sends the mail once', async () => {
    const client = await createClient(db);
    const folder = await createFolder(db, client);
    const manager = await createUser(db, { client, roles: ['form_manager'] });
    const form = await wordToPdfForm(
      app,
      db,
      client,
      folder,
      await login(app, manager),
      'word@example.nl',
    );
    const registration = await createRegistration(db, form, { values: {} });
    const worker = await liveWorker();
    const before = smtp.accepted.length;

    await queueRegistrationSent(url, client.id, registration.id);
    await waitFor(
      'LibreOffice converting',
      () =>
        descendants(worker.child.pid ?? 0).find((pid) => /soffice|oosplash/.test(commandLine(pid))),
      30_000,
    );
    const next = await killWorker(worker);

    const sent = await deliveryOf(registration.id, 'sent', next);
    const mails = smtp.accepted.slice(before);
    expect(mails, next.output().slice(-3000)).toHaveLength(1);
    const names = attachmentsOf(mails[0] ?? '').map((attachment) => attachment.filename);
    // The PDF, or the .docx with the reason kept (LibreOffice failing is not the fault here).
    if (sent.reason === null) expect(names).toEqual([`melding_${registration.serialNumber}.pdf`]);
    else expect(names).toEqual([`melding_${registration.serialNumber}.docx`]);
    expect(await noUnfinishedStarts(db)).toEqual([]);
  }, 60_000);

  it('during a large export: a new worker writes it again, every row once', async () => {
    const ROWS = 30_000;
    const { form, managerKey } = await exportSetup(app, db);
    await insertManyRegistrations(db, form, ROWS);
    const worker = await liveWorker();

    const started = await startExport(app, managerKey, form.uuid, 'csv');
    const queueId = (started.json() as { queue_id: string }).queue_id;
    await waitFor(
      'the export under way',
      async () => {
        const row = await exportRow(db, queueId);
        return row.state === 'running' && row.processed > 0 ? row : undefined;
      },
      30_000,
    );
    await killWorker(worker);

    const ended = await waitFor(
      'the export ended',
      async () => {
        const row = await exportRow(db, queueId);
        return row.state === 'done' || row.state === 'failed' ? row : undefined;
      },
      30_000,
    );
    expect(ended).toMatchObject({ state: 'done', processed: ROWS, total: ROWS });
    const progress = await app.inject({
      method: 'GET',
      url: `/api/form/${form.uuid}/registrations/queue/progress/${queueId}`,
      headers: { 'api-key': managerKey },
    });
    const file = await download(app, managerKey, progress.json().download_url);
    expect(file.statusCode).toBe(200);
    // A header and each registration once.
    const lines = file.body.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(ROWS + 1);
    expect(await noUnfinishedStarts(db)).toEqual([]);
    await stopServer(await liveWorker());
  }, 60_000);
});
