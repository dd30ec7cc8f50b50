import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

/**
 * Collects every Content-Security-Policy violation of the page: the browser's
 * `securitypolicyviolation` events (reported through a binding, which the policy cannot block)
 * and console messages about the policy. Call before the first navigation.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text())) {
      violations.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  return violations;
}

test('the app works under its Content-Security-Policy, without a single violation', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await signIn(page, USERS.admin, /\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  const menu = mainMenu(page);
  await menu.getByRole('link', { name: 'Formulier invullen' }).click();
  await expect(page).toHaveURL(/\/folders$/);
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A full load of a deep page, the 404 page and the server-rendered forgot-password page.
  await page.goto('/admin/form-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dit/bestaat/niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await page.goto('/user/password');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the page and the API carry the security headers', async ({ page, request }) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  // The e2e server runs on plain http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  // The built page loads its script as a file: nothing inline for the policy to refuse.
  const inlineScripts = await page.locator('script:not([src])').count();
  expect(inlineScripts).toBe(0);

  const info = await request.get('/api/user/info');
  expect(info.status()).toBe(401);
  expect(info.headers()['cache-control']).toBe('no-store');
  expect(info.headers()['x-content-type-options']).toBe('nosniff');
});

test('the API documentation works under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/api/docs');
  // The documentation renders all 124 operations before its heading: seconds of script on a
  // loaded machine, where the 5 s default ran out.
  await expect(page.getByRole('heading', { name: /E-formulieren API/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('/api/user/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers under the policy', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/login');
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(script).toMatch(/\/sw\.js$/);
    expect(violations).toEqual([]);
  });
});
