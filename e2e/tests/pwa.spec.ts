import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';

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

/** Waits until the page is controlled by the app's service worker. */
async function waitForControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    // The first visit installs the worker; pages load under its control from then on.
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe('activated');
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

test("a new version shows 'Nu updaten', which activates it and reloads the page", async ({
  page,
}) => {
  await page.goto('/login');
  await waitForControl(page);
  const original = await readFile(SW_FILE, 'utf8');
  try {
    // Deploying a new build changes sw.js; any byte does.
    await deployWorker(`${original}\n// e2e: new version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const snackbar = page.getByTestId('update-snackbar');
    await expect(snackbar).toContainText('Er is een nieuwe versie van de app beschikbaar.');

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
  } finally {
    await deployWorker(original);
  }
});
