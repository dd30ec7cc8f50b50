import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3111);
// In the system temp folder, not the checkout: the embedded PostgreSQL runs as the 'postgres'
// system user, which cannot reach a checkout below a private home folder.
const dataDir = join(tmpdir(), `eform-e2e-data-${port}`);

/**
 * The browser: Debian's Chromium headless shell when installed (.ci/run installs it), else its
 * full Chromium; CHROMIUM_PATH overrides. The shell is the same engine without the browser's
 * window layer: the specs took about a third less CPU in it, and Playwright's runs are CPU-bound
 * on 2 cores.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const E2E = {
  /** The Chromium the specs run (see above). */
  chromium,
  baseURL: `http://127.0.0.1:${port}`,
  /** The server's DATA_DIR: its embedded PostgreSQL lives under `postgres/` here. */
  dataDir,
  adminEmail: 'admin@example.nl',
  adminPassword: 'e2e-admin-wachtwoord',
  demoPassword: 'e2e-demo-wachtwoord',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A test's whole flow. The longest flows without a timeout of their own take 10-15 s on a quiet
  // 2-core machine (forms-admin, offline-saved's two devices, the editor's save conflict) and went
  // past 30 s at load 12-15; twice the busiest machine's slowdown fits in this.
  timeout: 60_000,
  use: {
    baseURL: E2E.baseURL,
    locale: 'nl-NL',
    // The app's service worker would answer from its cache and outlive a test; pwa.spec.ts
    // allows it where the worker itself is under test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh data dir each run: the server initialises the embedded database and seeds demo data.
    // The server runs as `npm start` runs it: bundled from the current sources, under plain Node.
    command: `rm -rf ${dataDir} && npx tsx scripts/build-server.ts && npm run start --workspace @eform/server`,
    cwd: '..',
    url: `${E2E.baseURL}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      DEMO_PASSWORD: E2E.demoPassword,
      SEED_DEMO: '1',
      APP_ENV: 'staging',
      // The integrations spec's receivers listen on this machine; the door refuses it otherwise.
      OUTBOUND_ALLOW: '127.0.0.1',
    },
  },
});
