import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrowserContext,
  type CDPSession,
  chromium,
  expect,
  type LaunchOptions,
  type Page,
} from '@playwright/test';
import { E2E } from '../../playwright.config';
import { signIn, USERS } from './session';

/**
 * Waits until the page is controlled by the app's service worker; true when it reloaded the page
 * for that (the screens then asked their data under the worker's control already).
 */
export async function waitForControl(page: Page): Promise<boolean> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const reload = !(await page.evaluate(() => navigator.serviceWorker.controller !== null));
  // The first visit installs the worker; pages load under its control from then on.
  if (reload) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe('activated');
  return reload;
}

/**
 * Offline as on a phone without network: nothing reaches the server (context.setOffline) and the
 * page's navigator.onLine is false. Chromium under Playwright reports onLine true again in a
 * document loaded after setOffline (the requests still fail), so after each navigation the page
 * gets the offline network conditions again; detach the session before going back online.
 */
export async function pageOffline(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  return cdp;
}

/**
 * Runs `work` with the page's context offline (see {@link pageOffline}; `offline` puts the page
 * offline again after a navigation) and always goes back online afterwards.
 */
export async function whileOffline<T>(
  page: Page,
  work: (offline: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const sessions: CDPSession[] = [];
  await page.context().setOffline(true);
  try {
    return await work(async () => {
      sessions.push(await pageOffline(page));
    });
  } finally {
    for (const session of sessions) await session.detach().catch(() => undefined);
    await page.context().setOffline(false);
  }
}

/** Signs the filler in and makes sure every request from here on passes the service worker. */
export async function signInControlled(page: Page) {
  await signIn(page, USERS.filler, /\/folders$/);
  // The screens asked before the worker took over: ask again under its control (once).
  if (!(await waitForControl(page))) await page.reload();
  await expect(page.getByRole('link', { name: 'Voorbeelden' })).toBeVisible();
}

/**
 * One phone's browser whose storage (IndexedDB, localStorage, the service worker and its caches)
 * lives in a folder on disk, so `open` after `close` starts the browser again on the same storage,
 * as after a phone restart. `storageState` would not do: it leaves IndexedDB behind.
 */
export class Device {
  private constructor(
    private readonly dir: string,
    private readonly launchOptions: LaunchOptions,
  ) {}

  static async create(launchOptions: LaunchOptions): Promise<Device> {
    return new Device(await mkdtemp(join(tmpdir(), 'eform-e2e-device-')), launchOptions);
  }

  /**
   * Starts the browser on the device's storage (online, or offline from its first request), runs
   * `work` with its page and closes the browser again, as the user closes it.
   */
  async session<T>(
    options: { offline?: boolean },
    work: (page: Page, context: BrowserContext) => Promise<T>,
  ): Promise<T> {
    const context = await chromium.launchPersistentContext(this.dir, {
      ...this.launchOptions,
      baseURL: E2E.baseURL,
      locale: 'nl-NL',
      serviceWorkers: 'allow',
      offline: options.offline ?? false,
    });
    try {
      return await work(context.pages()[0] ?? (await context.newPage()), context);
    } finally {
      await context.close();
    }
  }

  async dispose(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
