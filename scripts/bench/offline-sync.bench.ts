/// <reference lib="dom" />
/**
 * Benchmark (not a test): saved registrations on the device (issue 22) in Chromium, on the built
 * app and the real server (set-up in bench-app.ts; run `npm run build` first), signed in as a
 * filler on a 375x812 phone viewport. The device holds 500 saved registrations with one 300 KB
 * photo each (random bytes, as incompressible as a JPEG), written into the app's IndexedDB as the
 * store keeps them (local-db.ts: a row per registration, the photo's bytes as an ArrayBuffer in
 * the files table), all unsynced.
 * 1. the list: navigation start of /unsend-registration-list until its rows show; median of 5
 *    runs after one cold one; target < 1 s;
 * 2. the sync: a click on 'Synchroniseren' in the list until it is done (the button's busy state
 *    ends), every registration sent in parts under 16 MB; target < 10 s. Checked afterwards: no
 *    row unsynced on the device, and the server keeps all 500.
 * Exits 1 when a target is missed. Uses DATABASE_URL's server when set, else an embedded cluster.
 * Run: npm run bench:offline-sync
 */
import { th } from '@eform/core/messages/home';
import type { BrowserContext, Page } from 'playwright';
import { median, selfTimeProfile, startBenchApp } from './bench-app';

const COUNT = Number(process.env.BENCH_SAVED ?? 500);
const PHOTO_BYTES = 300 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_LIST_MS = 1000;
const TARGET_SYNC_MS = 10_000;
const PHONE = { width: 375, height: 812 };
const LIST = '/unsend-registration-list';
const SYNC_ROUTE = '**/api/saved-registrations-sync';
const DB_NAME = 'eform-saved-registrations';

const SCHEMA = [
  { uuid: crypto.randomUUID(), name: 'omschrijving', elementType: 'text', label: 'Omschrijving' },
  { uuid: crypto.randomUUID(), name: 'foto', elementType: 'image', label: 'Foto' },
];

// The page records when the list's first row appears.
const PAGE_PROBE = () => {
  const w = window as unknown as { __rows?: number };
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="unsent-row"]')) {
      w.__rows = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
};

type TSeed = {
  count: number;
  photoBytes: number;
  userId: number;
  clientId: number;
  formId: string;
  schema: unknown[];
  dbName: string;
};

/**
 * Writes `count` unsynced saved registrations with a photo each into the app's database (opened
 * as it is, never created or upgraded here: the app made it), 25 per transaction.
 */
function seedInPage(seed: TSeed): Promise<void> {
  const randomBytes = (size: number) => {
    const bytes = new Uint8Array(size);
    for (let at = 0; at < size; at += 65_536) {
      crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65_536)));
    }
    return bytes.buffer;
  };
  const done = (request: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error);
      request.onabort = () => reject(request.error ?? new Error('aborted'));
    });
  return new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(seed.dbName);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => reject(open.error ?? new Error('no database'));
    open.onsuccess = () => resolve(open.result);
  }).then(async (db) => {
    const now = Date.now();
    for (let start = 0; start < seed.count; start += 25) {
      const tx = db.transaction(['registrations', 'files'], 'readwrite');
      for (let i = start; i < Math.min(seed.count, start + 25); i++) {
        const fillToken = crypto.randomUUID();
        const fileId = crypto.randomUUID();
        tx.objectStore('files').put({
          id: fileId,
          type: 'image/jpeg',
          data: randomBytes(seed.photoBytes),
          userId: seed.userId,
          fillToken,
        });
        tx.objectStore('registrations').put({
          userId: seed.userId,
          clientId: seed.clientId,
          fillToken,
          formId: seed.formId,
          formName: 'Inspectie openbare ruimte',
          formSummary: `Melding ${i + 1}`,
          schema: seed.schema,
          values: {
            omschrijving: `Melding ${i + 1}`,
            foto: [
              {
                name: `foto-${i + 1}.jpg`,
                type: 'image/jpeg',
                size: seed.photoBytes,
                local_file_id: fileId,
              },
            ],
          },
          registrationUpdatedAt: new Date(now - i * 60_000).toISOString(),
          deletedAt: null,
          serverUpdatedAt: null,
          unsynced: true,
          refused: null,
          conflict: null,
        });
      }
      await done(tx);
    }
    db.close();
  });
}

/** The device's versions: every registration's fill_token and last change, and the unsynced. */
function deviceVersions(page: Page, dbName: string) {
  return page.evaluate(
    (name) =>
      new Promise<{
        versions: { fill_token: string; registration_updated_at: string }[];
        unsynced: number;
      }>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('registrations').objectStore('registrations').getAll();
          all.onsuccess = () => {
            db.close();
            const rows = all.result as {
              fillToken: string;
              registrationUpdatedAt: string;
              unsynced: boolean;
            }[];
            resolve({
              versions: rows.map((r) => ({
                fill_token: r.fillToken,
                registration_updated_at: r.registrationUpdatedAt,
              })),
              unsynced: rows.filter((r) => r.unsynced).length,
            });
          };
          all.onerror = () => reject(all.error);
        };
      }),
    dbName,
  );
}

/** Navigation start of the list until its first row is in the page. */
async function timeToRows(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; ms: number }> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('unsent-row').first().waitFor({ state: 'visible', timeout: 30_000 });
  const ms = await page.evaluate(() => (window as unknown as { __rows: number }).__rows);
  return { page, ms };
}

const app = await startBenchApp({
  name: 'offline-sync',
  forms: [{ name: 'Inspectie openbare ruimte', schema: SCHEMA, rules: [] }],
  viewport: PHONE,
  landing: /\/folders$/,
});
const { browser, address, storage } = app;
const session = JSON.parse(
  (storage.origins[0]?.localStorage ?? []).find((e) => e.name === 'eform.session')?.value ?? '{}',
) as { user: { id: number } };
let failed = false;
try {
  const context = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: 'block',
    storageState: storage,
  });
  await context.addInitScript(PAGE_PROBE);
  // tsx names the seed's inner functions with a helper the page lacks.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  // No sync (the app's own, 10 s after a start) while seeding and timing the list.
  await context.route(SYNC_ROUTE, (route) => route.abort());

  // The app makes its database on the empty list; then the registrations go in.
  const seedPage = await context.newPage();
  await seedPage.goto(`${address}${LIST}`);
  await seedPage.getByTestId('unsent-empty').waitFor({ timeout: 30_000 });
  const seedStart = performance.now();
  await seedPage.evaluate(seedInPage, {
    count: COUNT,
    photoBytes: PHOTO_BYTES,
    userId: session.user.id,
    clientId: app.clientId,
    formId: app.formIds[0] ?? '',
    schema: SCHEMA,
    dbName: DB_NAME,
  });
  process.stdout.write(
    `Seeded ${COUNT} saved registrations with a ${PHOTO_BYTES / 1024} KB photo each in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`,
  );
  await seedPage.close();

  // 1. The list: one cold run, then RUNS warm ones.
  const listUrl = `${address}${LIST}`;
  const cold = await timeToRows(context, listUrl);
  await cold.page.close();
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, ms } = await timeToRows(context, listUrl);
    warm.push(ms);
    await page.close();
  }
  const listMs = median(warm);
  const listOk = listMs < TARGET_LIST_MS && cold.ms < TARGET_LIST_MS;
  if (!listOk) failed = true;

  // 2. The sync of all of them from the list.
  await context.unroute(SYNC_ROUTE);
  const page = await context.newPage();
  await page.goto(listUrl);
  await page.getByTestId('unsent-row').first().waitFor({ timeout: 30_000 });
  const parts: { sent: number; answered: number; ms: number }[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith('/api/saved-registrations-sync')) return;
    void request.response().then(async (response) => {
      const timing = request.timing();
      // A Blob body is not in postDataBuffer(); its length is in the header.
      parts.push({
        sent: Number((await request.headerValue('content-length')) ?? 0),
        answered: (await response?.body())?.length ?? 0,
        ms: timing.responseEnd - timing.requestStart,
      });
    });
  });
  const button = page.getByRole('button', { name: th('saved.syncNow') });
  let syncMs = 0;
  const syncAll = async () => {
    const syncStart = performance.now();
    await button.click();
    await page.waitForFunction(() => !document.querySelector('button[data-loading]'), undefined, {
      timeout: 120_000,
      polling: 50,
    });
    syncMs = performance.now() - syncStart;
  };
  // BENCH_DEBUG=profile: where the page's time goes during the sync.
  if (process.env.BENCH_DEBUG === 'profile') {
    process.stdout.write(await selfTimeProfile(page, syncAll, process.env.BENCH_PROFILE_FILE));
  } else {
    await syncAll();
  }
  await page.waitForTimeout(200);
  const device = await deviceVersions(page, DB_NAME);
  // The server's list, naming every version the device holds: answered without content.
  const check = await fetch(`${address}/api/saved-registrations-sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': app.apiKey },
    body: JSON.stringify({ registrations: [], known: device.versions }),
  });
  const answer = (await check.json()) as {
    registrations: { content_omitted?: boolean }[];
  };
  const onServer = answer.registrations.length;
  const allOmitted = answer.registrations.every((r) => r.content_omitted);
  await page.close();
  await context.close();
  const syncOk =
    syncMs < TARGET_SYNC_MS && device.unsynced === 0 && onServer === COUNT && allOmitted;
  if (!syncOk) failed = true;

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  process.stdout.write(
    [
      '',
      `Saved registrations: ${COUNT} with a ${PHOTO_BYTES / 1024} KB photo each`,
      `  list ${LIST} until its rows show: cold ${cold.ms.toFixed(0)} ms, warm median ${listMs.toFixed(0)} ms (${warm.map((v) => v.toFixed(0)).join(', ')}); target < ${TARGET_LIST_MS} ms ${listOk ? 'OK' : 'MISSED'}`,
      `  sync of all ${COUNT}: ${(syncMs / 1000).toFixed(2)} s in ${parts.length} parts (sent ${mb(sum(parts.map((p) => p.sent)))} MB, answered ${(sum(parts.map((p) => p.answered)) / 1024).toFixed(0)} KB; per part request ${parts.map((p) => p.ms.toFixed(0)).join(', ')} ms); target < ${TARGET_SYNC_MS / 1000} s ${syncOk ? 'OK' : 'MISSED'}`,
      `  afterwards: ${device.unsynced} unsynced on the device, ${onServer} on the server${allOmitted ? '' : ' (some answered with content although the device holds them)'}`,
      '',
    ].join('\n'),
  );
} finally {
  await app.close();
}
if (failed) process.exit(1);
