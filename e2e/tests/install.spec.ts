import { devices, expect, test } from '@playwright/test';
import { signIn, USERS } from './support/session';

// Only the iPhone's identity, not its browser: the suite runs in Chromium.
const iPhone = devices['iPhone 13'];
test.use({
  userAgent: iPhone.userAgent,
  viewport: iPhone.viewport,
  deviceScaleFactor: iPhone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
});

const LAST_SHOWN_KEY = 'eform.installPrompt.lastShownAt';

test('on an iPhone the install hint shows once, not again on reload, and again a day later', async ({
  page,
}) => {
  await page.goto('/login');
  const hint = page.getByTestId('install-prompt-ios');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText("Kies daarna 'Zet op beginscherm'.");
  await expect(hint).toContainText('deelknop');
  const shownAt = Number(await page.evaluate((key) => localStorage.getItem(key), LAST_SHOWN_KEY));
  expect(Date.now() - shownAt).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(hint).toHaveCount(0);

  // Signed in, the dashboard's install card explains the same steps; the hint stays away.
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await expect(page.getByTestId('dashboard-card-install')).toContainText('Zet op beginscherm');
  await expect(hint).toHaveCount(0);

  // 24 hours later it may show again; closing it hides it.
  await page.evaluate(([key, at]) => localStorage.setItem(key, at), [
    LAST_SHOWN_KEY,
    String(shownAt - 24 * 60 * 60 * 1000),
  ] as const);
  await page.reload();
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: 'Sluiten' }).click();
  await expect(hint).toHaveCount(0);
});

test.describe('on a desktop browser', () => {
  test.use({
    userAgent: undefined,
    isMobile: false,
    hasTouch: false,
    viewport: { width: 1280, height: 800 },
  });

  test('no iOS hint appears', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByTestId('install-prompt-ios')).toHaveCount(0);
  });
});
