import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZRegistration } from '@eform/core/api/registrations';
import { ts } from '@eform/core/messages/server-only';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationDeliveries } from '../../src/db/schema';
import { createRegistration } from '../../src/modules/registrations/registrations.test-support';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage';
import { createClient, createFolder, createUser, login } from '../factories';
import { isRunning, makeDataDir, stopServer, type TServerProcess } from '../server-process';
import { callApi, getTestServer } from '../support';
import {
  attachmentsOf,
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

// LibreOffice hanging or crashing (issue 29, fault suite): a fake `soffice` first on the PATH
// of a real worker process (SERVER_ROLE=worker) hangs, fails or kills itself, as the test says
// through a file. Every time the mail goes once, with the filled .docx instead of the PDF, and
// the Dutch reason is kept on the delivery, where a manager reads it in the registration
// detail. A hang is cut at SOFFICE_TIMEOUT_MS (2 s here, 60 s in production), and a hanging
// LibreOffice never outlives a worker that is killed (soffice.ts's watchdog).

const TIMEOUT_MS = 2000;
const dataDir = await makeDataDir('eform-soffice-faults-');
const { app, db, url } = await getTestServer({
  storage: createLocalDiskStorage(join(dataDir.dir, 'files')),
});
const smtp = await startHoldingSmtp();
const fakeDir = await mkdtemp(join(tmpdir(), 'eform-fake-soffice-'));
const modeFile = join(fakeDir, 'mode');
const pidsFile = join(fakeDir, 'pids');
await writeFile(
  join(fakeDir, 'soffice'),
  `#!/bin/sh
echo $$ >> "${pidsFile}"
case "$(cat "${modeFile}")" in
  hang) sleep 600 ;;
  fail) echo "source file could not be loaded" >&2; exit 1 ;;
  crash) kill -KILL $$ ;;
esac
`,
);
await chmod(join(fakeDir, 'soffice'), 0o755);
const workers: TServerProcess[] = [];
afterAll(async () => {
  for (const worker of workers) await stopServer(worker, 'SIGKILL');
  await smtp.close();
  await rm(fakeDir, { recursive: true, force: true });
  await dataDir.remove();
});

const startWorker = async () => {
  const worker = await startFaultWorker(
    dataDir.dir,
    url,
    {
      SMTP_URL: smtp.url,
      PATH: `${fakeDir}:${process.env.PATH ?? ''}`,
      SOFFICE_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    workers,
  );
  await jobsOutlastTheirWork(db);
  return worker;
};
let live = startWorker();

const client = await createClient(db);
const folder = await createFolder(db, client);
const managerKey = await login(app, await createUser(db, { client, roles: ['form_manager'] }));

/** The fake's process ids so far. */
async function fakePids(): Promise<number[]> {
  const text = await readFile(pidsFile, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map(Number);
}

/** A registration of a Word-as-PDF form, queued with LibreOffice behaving as `mode`. */
async function sendWith(mode: 'hang' | 'fail' | 'crash') {
  await writeFile(modeFile, mode);
  const form = await wordToPdfForm(app, db, client, folder, managerKey, `${mode}@example.nl`);
  const registration = await createRegistration(db, form, { values: {} });
  const before = smtp.accepted.length;
  await live;
  await queueRegistrationSent(url, client.id, registration.id);
  return { form, registration, before };
}

/** The delivery once sent; the mails since `before`; the reason in the registration detail. */
async function sentMail(sent: Awaited<ReturnType<typeof sendWith>>) {
  const { form, registration, before } = sent;
  const delivery = await waitFor(
    'the delivery sent',
    async () => {
      const [row] = await db
        .select()
        .from(registrationDeliveries)
        .where(eq(registrationDeliveries.registrationId, registration.id));
      return row?.status === 'sent' ? row : undefined;
    },
    30_000,
  );
  const mails = smtp.accepted.slice(before);
  const detail = await callApi(
    app,
    managerKey,
    'GET',
    `/api/form/${form.uuid}/registrations/${registration.uuid}`,
  );
  const deliveries = ZRegistration.parse(detail.json()).deliveries ?? [];
  return { delivery, mails, deliveries, serial: registration.serialNumber };
}

/** One mail, with the .docx, the reason kept and shown; nothing left counted or running. */
async function expectDocxWithReason(sent: Awaited<ReturnType<typeof sendWith>>, reason: string) {
  const { delivery, mails, deliveries, serial } = await sentMail(sent);
  expect(mails).toHaveLength(1);
  expect(attachmentsOf(mails[0] ?? '').map((a) => a.filename)).toEqual([`melding_${serial}.docx`]);
  const kept = ts('server.emailWord.pdfFallback', { reason });
  expect(delivery.reason).toBe(kept);
  expect(deliveries).toEqual([expect.objectContaining({ status: 'sent', reason: kept })]);
  expect(await noUnfinishedStarts(db)).toEqual([]);
  expect(stillRunning(await fakePids())).toEqual([]);
}

describe('LibreOffice that does not convert', () => {
  it('hangs: cut at SOFFICE_TIMEOUT_MS, the .docx goes with the reason', async () => {
    const started = Date.now();
    const sent = await sendWith('hang');
    await expectDocxWithReason(
      sent,
      ts('server.emailWord.sofficeTimeout', { seconds: TIMEOUT_MS / 1000 }),
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('exits 1: the .docx goes with what LibreOffice said', async () => {
    await expectDocxWithReason(
      await sendWith('fail'),
      ts('server.emailWord.sofficeFailed', { error: 'source file could not be loaded' }),
    );
  }, 60_000);

  it('is killed (SIGKILL): the .docx goes with the reason', async () => {
    await expectDocxWithReason(
      await sendWith('crash'),
      // The shell that ran it says so on stderr.
      ts('server.emailWord.sofficeFailed', { error: 'Killed' }),
    );
  }, 60_000);

  it('hangs when the worker is killed -9: it ends with the worker, a new one sends once', async () => {
    const sent = await sendWith('hang');
    const worker = await live;
    const known = (await fakePids()).length;
    const hung = await waitFor(
      'LibreOffice hanging',
      async () => (await fakePids()).slice(known)[0],
      20_000,
    );
    worker.child.kill('SIGKILL');
    await worker.exited;
    // Its watchdog looks every second.
    await waitFor('the hung LibreOffice to end', () => (isRunning(hung) ? undefined : true), 5_000);

    await writeFile(modeFile, 'fail');
    await expireActiveJobs(db);
    live = startWorker();
    await expectDocxWithReason(
      sent,
      ts('server.emailWord.sofficeFailed', { error: 'source file could not be loaded' }),
    );
    await stopServer(await live);
  }, 60_000);
});
