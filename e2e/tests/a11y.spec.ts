import { CLIENT_ROLES } from '@eform/core/permissions';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { axeViolations } from './support/axe';
import { sendRegistrationAs } from './support/fill-fixtures';
import { mainMenu, signIn, submitLogin, USERS } from './support/session';

/**
 * WCAG 2.1 A and AA with axe-core over every screen a person can reach: the public pages, and for
 * each demo role (the seed makes one account per role) every menu item plus the pages their
 * content links to, on a desktop and on a phone. The pages come from the menu the app renders,
 * not from a list here, so a new screen is checked as soon as the menu or a page links to it.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

/** The seed's demo accounts: the admin, the eForm employee, one per client role, the filler. */
const ACCOUNTS = [
  USERS.admin,
  ...['eform_employee', ...CLIENT_ROLES, 'filler'].map((role) => ({
    email: `${role}@example.nl`,
    password: E2E.demoPassword,
  })),
];

/**
 * Routes already checked in this worker, per viewport. The accounts walk in the order above, the
 * admin first: a screen that roles share is checked once, by the first account that reaches it
 * (the widest reach, so the most controls on it), and each later account checks its own home and
 * the screens only it reaches. A test run alone still walks everything its account reaches.
 */
const checkedRoutes = new Map<string, Set<string>>();

/** Time each page of a walk adds to its test's timeout. */
const PAGE_BUDGET_MS = 15_000;

/** Links that end the session, or lead to the server's own pages, are no screens to check. */
const SKIPPED_PATHS = /^\/(login|logout|api|user|health|ready)(\/|$)/;

/** The route a path belongs to: ids and numbers stand for any id, so a list row is walked once. */
function routeOf(path: string): string {
  return path
    .split('/')
    .map((part) => (/^(\d+|[0-9a-f-]{32,36})$/i.test(part) ? ':id' : part))
    .join('/');
}

/** Waits until the screen is there and settled: its h1, no loader, no transition running. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [role="status"] .mantine-Loader-root'),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Checks the page as it is now; a failure names the page and state and goes on with the walk. */
async function check(page: Page, state: string) {
  await settle(page);
  expect.soft(await axeViolations(page), `axe on ${state}`).toEqual([]);
}

/** The menu's links as paths; on a phone the drawer is opened first, as a person would. */
async function menuPaths(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: 'Menu openen' }).click();
  const links = mainMenu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
}

/** Same-origin paths the main content links to, for the walk's next level. */
async function contentPaths(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname),
    );
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  const phone = viewportName === 'phone';

  test.describe(`axe, WCAG 2.1 AA, ${viewportName} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('public pages: login (also with its errors) and 404', async ({ page }) => {
      await page.goto('/login');
      await check(page, 'login');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
      await check(page, 'login with validation errors');
      await submitLogin(page, { email: USERS.filler.email, password: 'niet-het-wachtwoord' });
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check(page, 'login after a wrong password');
      await page.goto('/dit/bestaat/niet');
      await expect(page).toHaveURL(/\/404$/);
      await check(page, '404');
    });

    // A dialog brings its own header and close button; Mantine's were a second banner landmark
    // and a button without a name.
    test("a dialog open: 'Bekijk registratie' over 'Mijn registraties'", async ({ page }) => {
      await sendRegistrationAs(USERS.filler, 'Melding openbare ruimte', {
        soort: 'zwerfafval',
        adres: `Axeplein ${viewportName}`,
      });
      await signIn(page, USERS.filler, /\/folders$/);
      await page.goto('/my-registration-list');
      await page
        .getByTestId('my-registrations-table')
        .getByRole('button', { name: 'Melding openbare ruimte' })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Bekijk registratie' });
      await expect(dialog.getByText(/Axeplein/)).toBeVisible();
      await check(page, "'Bekijk registratie' open");
    });

    for (const account of ACCOUNTS) {
      test(`every screen ${account.email} reaches from the menu`, async ({ page }) => {
        // The walk grows with every screen the app gains: its time is a budget per page (about
        // 3 s a page on a quiet machine, 6 s under load), added as each page is reached, so a
        // long walk never runs close to a fixed timeout.
        const perPage = () => test.setTimeout(test.info().timeout + PAGE_BUDGET_MS);
        await signIn(page, account, /\/(dashboard|folders)$/);
        const home = new URL(page.url()).pathname;
        await check(page, `${home} (home)`);

        const menu = await menuPaths(page, phone);
        expect(menu.length).toBeGreaterThan(0);
        if (phone) await check(page, `${home} with the menu drawer open`);

        // Menu items through the menu itself, as a person goes (the app navigates without a
        // reload); then, breadth first, every page their content links to, one page per route.
        const seen = checkedRoutes.get(viewportName) ?? new Set<string>();
        checkedRoutes.set(viewportName, seen);
        const checked = [routeOf(home)];
        seen.add(routeOf(home));
        const linked = await contentPaths(page);
        for (const path of menu) {
          if (SKIPPED_PATHS.test(path) || seen.has(routeOf(path))) continue;
          seen.add(routeOf(path));
          checked.push(routeOf(path));
          perPage();
          const burger = page.getByRole('button', { name: 'Menu openen' });
          if (phone && (await burger.isVisible())) await burger.click();
          await mainMenu(page).locator(`a[href="${path}"]`).click();
          await expect(page).toHaveURL(new URL(path, E2E.baseURL).href);
          await check(page, path);
          linked.push(...(await contentPaths(page)));
        }
        for (let path = linked.shift(); path !== undefined; path = linked.shift()) {
          if (SKIPPED_PATHS.test(path) || seen.has(routeOf(path))) continue;
          seen.add(routeOf(path));
          checked.push(routeOf(path));
          perPage();
          await page.goto(path);
          await check(page, path);
          linked.push(...(await contentPaths(page)));
        }
        test.info().annotations.push({ type: 'checked', description: checked.join(' ') });
      });
    }
  });
}
