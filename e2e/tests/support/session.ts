import { expect, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';

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
export async function signIn(page: Page, user: TUser, home: RegExp = /\/(dashboard|folders)$/) {
  await page.goto('/login');
  await submitLogin(page, user);
  await expect(page).toHaveURL(home);
}

/** The menu items of the side drawer (the drawer also holds the client selector and logout). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('list');
}
