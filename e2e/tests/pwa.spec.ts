import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { pageOffline, signInControlled, waitForControl } from './support/offline';
import { signIn, USERS } from './support/session';

// The other specs block service workers; these need the real one.
test.use({ serviceWorkers: 'allow' });

/** The worker the server serves from the web build. */
const SW_FILE = resolve(import.meta.dirname, '../../apps/web/dist/sw.js');

/** Writes sw.js with the .br and .gz copies the server sends, as a deployment's build does. */
async function deployWorker(text: string) {
  await writeFile(SW_FILE, text);
  await writeFile(`${SW_FILE}.br`, brotliCompressSync(text));
  await writeFile(`${SW_FILE}.gz`, gzipSync(text));
}

test('the app links its Dutch web manifest and registers its service worker', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'eForm',
    lang: 'nl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1c5fa8',
  });
  expect(manifest.icons.length).toBeGreaterThan(0);

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${E2E.baseURL}/`, script: `${E2E.baseURL}/sw.js` });
  await waitForControl(page);

  // The worker serves the app shell for page paths, but leaves the server's own paths alone.
  const health = await page.evaluate(async () => (await fetch('/health')).json());
  expect(health).toEqual({ status: 'ok' });
  await page.goto('/user/password');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
});

/**
 * Deploys a new version (a deployment's build changes sw.js; any byte does), lets the page find
 * it, runs `check` with the 'Nu updaten' snackbar, and puts the deployed worker back.
 */
async function withNewVersion(page: Page, check: (snackbar: Locator) => Promise<void>) {
  await page.goto('/login');
  await waitForControl(page);
  const original = await readFile(SW_FILE, 'utf8');
  try {
    await deployWorker(`${original}\n// e2e: new version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const snackbar = page.getByTestId('update-snackbar');
    await expect(snackbar).toContainText('Er is een nieuwe versie van de app beschikbaar.');
    await check(snackbar);
  } finally {
    await deployWorker(original);
  }
}

test("a new version shows 'Nu updaten', which activates it and reloads the page", async ({
  page,
}) => {
  await withNewVersion(page, async (snackbar) => {
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    await snackbar.getByRole('button', { name: 'Nu updaten' }).click();
    await reloaded;
    expect(
      await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(snackbar).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
    );
    expect(waiting).toBe(false);
  });
});

/** The fill route of a form in the demo folder, as its row links it. */
async function formHref(page: Page, name: string) {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/form\/[0-9a-f-]{36}\/1$/);
  return (href ?? '').replace(/\/1$/, '/0');
}

test('screens visited online open offline after a reload; an unvisited form says so', async ({
  page,
  context,
}) => {
  await signInControlled(page);
  await page.getByRole('link', { name: 'Voorbeelden' }).click();
  const unvisited = await formHref(page, 'Vraag aan de gemeente');
  await page.getByRole('link', { name: 'Melding openbare ruimte' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Melding openbare ruimte' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled();

  await context.setOffline(true);
  const sessions: CDPSession[] = [];
  try {
    await page.reload();
    await expect(heading).toBeVisible();
    sessions.push(await pageOffline(page));
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const send = page.getByRole('button', { name: 'Formulier offline opslaan' });
    await expect(send).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Versturen' })).toHaveCount(0);

    // The folder list and the folder's forms were visited too.
    await page.goto('/folders');
    await expect(page.getByRole('link', { name: 'Voorbeelden' })).toBeVisible();
    await page.getByRole('link', { name: 'Voorbeelden' }).click();
    await expect(page.getByRole('link', { name: 'Melding openbare ruimte' })).toBeVisible();

    // Never opened on this device: the offline message with the way to the saved list, no spinner.
    await page.goto(unvisited);
    sessions.push(await pageOffline(page));
    const note = page.getByTestId('offline-unavailable');
    await expect(note).toContainText('Niet beschikbaar zonder internet');
    await expect(note.getByRole('link', { name: 'Naar opgeslagen registraties' })).toHaveAttribute(
      'href',
      '/unsend-registration-list',
    );
    await expect(page.getByLabel('Formulier wordt geladen...')).toHaveCount(0);
  } finally {
    for (const session of sessions) await session.detach().catch(() => undefined);
    await context.setOffline(false);
  }
});

test('a form opened before the worker took control reopens offline after one reload', async ({
  page,
  context,
}) => {
  // The worker installs the whole app during the test (the others find it installed): on a
  // loaded machine that alone took 10 s.
  test.setTimeout(60_000);
  // A new phone: the worker is not installed yet while the first screens ask their data.
  let release = () => {};
  const installed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/sw.js', async (route) => {
    await installed;
    await route.continue();
  });
  await signIn(page, USERS.filler, /\/folders$/);
  await page.getByRole('link', { name: 'Voorbeelden' }).click();
  await page.getByRole('link', { name: 'Melding openbare ruimte' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Melding openbare ruimte' });
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  release();
  // It installs (the app's files) and takes over the open page, and keeps what the page asked.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const formPath = new URL(page.url()).pathname.replace(/^\/form\/([^/]+)\/.*$/, '/api/form/$1');
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          const keys = await (await caches.open('eform-api')).keys();
          return keys.some((request) => new URL(request.url).pathname === path);
        }, formPath),
      { timeout: 15_000 },
    )
    .toBe(true);

  // The signal goes and the filler reloads: the form opens from the device, no endless spinner.
  await context.setOffline(true);
  const sessions: CDPSession[] = [];
  try {
    await page.reload();
    sessions.push(await pageOffline(page));
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Formulier offline opslaan' })).toBeDisabled();
  } finally {
    for (const session of sessions) await session.detach().catch(() => undefined);
    await context.setOffline(false);
  }
});

test('on a connection that hangs, a visited screen opens from the last copy after the network timeout', async ({
  page,
  context,
}) => {
  await signInControlled(page);
  await page.getByRole('link', { name: 'Voorbeelden' }).click();
  const form = page.getByRole('link', { name: 'Melding openbare ruimte' });
  await expect(form).toBeVisible();
  // Bad signal: the API's requests reach nothing and never answer (the worker's too).
  const hanging: (() => void)[] = [];
  await context.route('**/api/**', (route) => {
    hanging.push(() => void route.abort().catch(() => undefined));
  });
  try {
    await page.reload();
    // The worker waits 4 s for the network, then answers the copy of this user.
    await expect(form).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.unroute('**/api/**');
    for (const release of hanging) release();
  }
});

test("'Offline beschikbaar maken' fetches every form of a folder, which then opens offline", async ({
  page,
  context,
}) => {
  await signInControlled(page);
  await page.getByRole('link', { name: 'Voorbeelden' }).click();
  const table = page.getByTestId('folder-forms-table');
  await expect(
    table.getByRole('link', { name: 'Vraag aan de gemeente', exact: true }),
  ).toBeVisible();
  // Other specs publish forms in this folder too: every form in it, however many there are.
  const forms = (await table.getByRole('row').count()) - 1;
  await expect(table.getByTestId('offline-ready')).toHaveCount(0);
  const never = await formHref(page, 'Vraag aan de gemeente');

  await page.getByRole('button', { name: 'Offline beschikbaar maken' }).click();
  await expect(page.getByTestId('make-offline-done')).toHaveText(
    'Alle formulieren van deze map zijn offline beschikbaar.',
  );
  await expect(table.getByTestId('offline-ready')).toHaveCount(forms);
  await expect(
    table.getByRole('row', { name: /Vraag aan de gemeente/ }).getByTestId('offline-ready'),
  ).toHaveText('offline beschikbaar');

  await context.setOffline(true);
  let session: CDPSession | undefined;
  try {
    await page.goto(never);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vraag aan de gemeente' }),
    ).toBeVisible();
    session = await pageOffline(page);
    await expect(page.getByLabel('Naam')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Formulier offline opslaan' })).toBeDisabled();
  } finally {
    await session?.detach().catch(() => undefined);
    await context.setOffline(false);
  }

  // Logout deletes the kept answers and the marks: nothing stays for the next user.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('eform-'))),
    )
    .toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('eform.offline-ready'))).toBeNull();
});

test("'Nu updaten' first runs the registered handlers (the form's save), and a failing one stops it", async ({
  page,
}) => {
  await withNewVersion(page, async (snackbar) => {
    const update = snackbar.getByRole('button', { name: 'Nu updaten' });
    // Registered as the fill screen registers its local save (features/pwa onBeforeUpdate).
    await page.evaluate(() => {
      const host = window as unknown as Record<symbol, Set<() => Promise<void>>>;
      const key = Symbol.for('eform.beforeUpdate');
      host[key] ??= new Set();
      const failing = async () => {
        throw new Error('opslag mislukt');
      };
      host[key].add(failing);
      (window as Window & { dropFailing?: () => void }).dropFailing = () =>
        void host[key]?.delete(failing);
    });
    await update.click();
    await expect(snackbar.getByTestId('update-blocked')).toContainText(
      'De app kan nu niet worden bijgewerkt',
    );
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).not.toBeNull();

    await page.evaluate(() => {
      (window as Window & { dropFailing?: () => void }).dropFailing?.();
      const host = window as unknown as Record<symbol, Set<() => Promise<void>>>;
      host[Symbol.for('eform.beforeUpdate')]?.add(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        localStorage.setItem('e2e-saved-before-update', String(Date.now()));
      });
    });
    const reloaded = page.waitForEvent('load');
    await update.click();
    await reloaded;
    const saved = await page.evaluate(() => localStorage.getItem('e2e-saved-before-update'));
    expect(saved).not.toBeNull();
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(snackbar).toHaveCount(0);
  });
});
