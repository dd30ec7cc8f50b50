import { expect, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';

/** Where the app keeps its session (apps/web session-store.ts). */
const SESSION_STORAGE_KEY = 'eform.session';

/** Demo users the server seeds, one per role, all with the demo password. */
export const USERS = {
  admin: { email: E2E.adminEmail, password: E2E.adminPassword },
  filler: { email: 'filler@example.nl', password: E2E.demoPassword },
  formManager: { email: 'form_manager@example.nl', password: E2E.demoPassword },
  /** terms.spec.ts puts this one on the terms list; other specs leave it alone. */
  financial: { email: 'financial@example.nl', password: E2E.demoPassword },
} as const;

export type TUser = (typeof USERS)[keyof typeof USERS];

/** Fills in and sends the login form (the page must show it). */
export async function submitLogin(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(user.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Signs in through the login screen and waits for the user's home. */
export async function signInThroughForm(
  page: Page,
  user: TUser,
  home: RegExp = /\/(dashboard|folders)$/,
) {
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page).toHaveURL(home);
}

/**
 * Signs in the way the login screen does, without the screen: the same calls (login, then the
 * user info), the session stored under the app's key as the screen stores it, then the app opened
 * and left to route the user home (or to a wall such as the terms). The login screen itself has
 * its own tests (login.spec.ts, a11y.spec.ts): the other specs need a signed-in user, and loading
 * the login screen for each one cost about a second a test.
 */
export async function signIn(page: Page, user: TUser, home: RegExp = /\/(dashboard|folders)$/) {
  const login = await page.request.post('/api/user/login', {
    form: { username: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const {
    api_key: apiKey,
    status: _status,
    ...account
  } = (await login.json()) as {
    api_key: string;
    status: unknown;
  };
  const info = await page.request.get('/api/user/info', { headers: { 'api-key': apiKey } });
  expect(info.status(), await info.text()).toBe(200);
  const { clients, roles } = (await info.json()) as { clients: { id: number }[]; roles: string[] };
  const session = {
    apiKey,
    user: { ...account, clients, roles },
    clientId: clients[0]?.id ?? null,
  };
  // A same-origin page that is not the app, so nothing reads the storage before it is set.
  await page.goto('/ready');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto('/');
  await expect(page).toHaveURL(home);
}

/** The menu items of the side drawer (the drawer also holds the client selector and logout). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('list');
}
