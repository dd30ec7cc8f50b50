import { CLIENT_ROLES } from '@eform/core/permissions';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { axeViolations } from './support/axe';
import { sendRegistrationAs } from './support/fill-fixtures';
import { mainMenu, signIn, submitLogin, USERS } from './support/session';

/**
 * WCAG 2.1 A and AA with axe-core over every screen a person can reach: the public pages, and for
 * each demo role (the seed makes one account per role) every menu item plus the pages their
 * content links to and their tabs lead to, on a desktop and on a phone; on each screen every
 * dialog and menu open (each control that announces one with `aria-haspopup`), closed again with
 * Escape with the focus back on its control, and on a phone no screen scrolling sideways. The
 * pages, dialogs and menus come from what the app renders, not from a list here, so a new screen
 * or dialog is checked as soon as a menu, link, tab or announced control leads to it.
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

/** Tab lists already followed in this worker, per viewport (see walkTabs). */
const walkedTabs = new Map<string, Set<string>>();

/** Time each page of a walk adds to its test's timeout. */
const PAGE_BUDGET_MS = 15_000;

/** Time each dialog or menu a walk opens adds to its test's timeout. */
const POPUP_BUDGET_MS = 8_000;

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

/**
 * Checks the page as it is now, or only the part `include` selects (an open dialog or menu: the
 * page behind it was checked already); a failure names the page and state and goes on.
 */
async function check(page: Page, state: string, include?: string) {
  await settle(page);
  expect.soft(await axeViolations(page, { include }), `axe on ${state}`).toEqual([]);
}

/** The phone's screens fit its width: only a table or a chart scrolls sideways, in its own box. */
async function checkNoSidewaysScroll(page: Page, state: string) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect.soft(overflow, `${state} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(1);
}

/** A control in `main` that opens a dialog or a menu, marked for the walk to find it again. */
type TOpener = { id: string; kind: 'dialog' | 'menu'; label: string; key: string };

/** From this many openers side by side (a palette), the first stands for the others. */
const PALETTE_SIZE = 5;

/**
 * The visible controls in `main` that announce a dialog or a menu (`aria-haspopup`), each marked
 * with `data-a11y-opener`. Its key is its popup's kind and name; in a row of a table or list
 * (`tr`, `li`, a row or a toolbar) the row's own text in its name stands for any row, so the same
 * control in every row is opened once, as routeOf walks one list row's page; and of a palette
 * (PALETTE_SIZE or more openers in one box, the editor's 30 element types) the first is opened.
 */
async function markOpeners(page: Page): Promise<TOpener[]> {
  return page
    .getByRole('main')
    .locator('[aria-haspopup="dialog"], [aria-haspopup="menu"]')
    .filter({ visible: true })
    .evaluateAll((elements, paletteSize) => {
      const parents = elements.map((element) => element.parentElement);
      const siblings = (parent: Element | null) => parents.filter((p) => p === parent).length;
      return elements.map((element, index) => {
        element.setAttribute('data-a11y-opener', String(index));
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        const row = element.closest('tr, li, [role="row"], [role="toolbar"]');
        const rowTexts = row
          ? (row as HTMLElement).innerText
              .split(/[\n\t]/)
              .map((text) => text.trim())
              .filter((text) => text.length > 1 && text !== name && name.includes(text))
          : [];
        const longest = rowTexts.sort((a, b) => b.length - a.length)[0];
        const kind = element.getAttribute('aria-haspopup') === 'dialog' ? 'dialog' : 'menu';
        const parent = parents[index] ?? null;
        const key =
          siblings(parent) >= paletteSize
            ? `${kind} palette ${parents.indexOf(parent)}`
            : `${kind} ${longest ? name.replace(longest, '…') : name}`;
        return { id: String(index), kind, label: name, key } as const;
      });
    }, PALETTE_SIZE);
}

/**
 * Closes the open dialog or menu with Escape, as a keyboard user does: it must go, and the focus
 * must come back to the control that opened it (WCAG 2.4.3).
 */
async function closeWithEscape(page: Page, popup: Locator, opener: Locator, state: string) {
  await page.keyboard.press('Escape');
  await expect(popup, `Escape closes ${state}`).toBeHidden();
  await expect.soft(opener, `the focus back on its opener after ${state}`).toBeFocused();
}

/**
 * Every dialog and menu of the screen in its open state: each control in `main` that announces
 * one is clicked, the page is checked with it open, and it is closed with Escape; a menu's items
 * that open a dialog are opened the same way from a reopened menu. Nothing inside a dialog is
 * ever clicked, so no walk changes data (a dialog asks before anything is done).
 */
async function checkPopups(page: Page, screen: string, budget: (state: string) => void) {
  const done = new Set<string>();
  for (const opener of await markOpeners(page)) {
    if (done.has(opener.key)) continue;
    done.add(opener.key);
    const button = page.locator(`[data-a11y-opener="${opener.id}"]`);
    if (!(await button.isVisible())) continue;
    const state = `${screen} with '${opener.label}' open`;
    budget(state);
    const popup = page.getByRole(opener.kind);
    await button.click();
    await expect(popup, state).toBeVisible();
    await check(page, state, `[role="${opener.kind}"]`);
    const items =
      opener.kind === 'menu'
        ? await popup
            .getByRole('menuitem')
            .and(page.locator('[aria-haspopup="dialog"]:not([data-disabled])'))
            .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''))
        : [];
    await closeWithEscape(page, popup, button, state);
    for (const item of items) {
      if (done.has(`${opener.key} ${item}`)) continue;
      done.add(`${opener.key} ${item}`);
      const itemState = `${screen} with '${opener.label}' → '${item}' open`;
      budget(itemState);
      await button.click();
      await popup.getByRole('menuitem', { name: item, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog, itemState).toBeVisible();
      await check(page, itemState, '[role="dialog"]');
      // The item went with its menu: the focus comes back to the menu's button.
      await closeWithEscape(page, dialog, button, itemState);
    }
  }
}

/** What a walk carries from screen to screen within one account's test. */
type TWalk = {
  page: Page;
  phone: boolean;
  /** Routes already checked in this worker and viewport (see checkedRoutes). */
  seen: Set<string>;
  /** Tabs already followed in this worker and viewport (see walkTabs). */
  tabs: Set<string>;
  /** The routes this test checked, for its annotation. */
  checked: string[];
  /** Paths still to visit, breadth first. */
  linked: string[];
  /** Adds a page's budget to the test's timeout. */
  perPage: () => void;
  /** Notes a dialog or menu opened, adding its budget to the test's timeout. */
  perPopup: (state: string) => void;
};

/**
 * Checks the screen the page shows: as it loads, on a phone that it does not scroll sideways,
 * every dialog and menu open, then the screens its tabs lead to; its links are noted to follow.
 */
async function walkScreen(walk: TWalk, state: string) {
  await check(walk.page, state);
  if (walk.phone) await checkNoSidewaysScroll(walk.page, state);
  await checkPopups(walk.page, state, walk.perPopup);
  walk.linked.push(...(await contentPaths(walk.page)));
  await walkTabs(walk, state);
}

/**
 * Tabs are buttons, not links the walk follows: each tab list in `main` is followed once per
 * viewport (keyed by its tabs' names, so the same shell on each of its tab screens counts once),
 * clicking each tab in turn; a tab that leads to a route not yet checked is walked as a screen.
 */
async function walkTabs(walk: TWalk, screen: string) {
  // A tab of one list can lead away from this screen (a form's tabs are routes): the next list
  // is walked from this screen again, not looked for on the one the last tab opened.
  const here = walk.page.url();
  const lists = await walk.page
    .getByRole('main')
    .getByRole('tablist')
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements.map((list) =>
        Array.from(list.querySelectorAll('[role="tab"]'), (tab) => ({
          name: tab.textContent?.trim() ?? '',
          current: tab.getAttribute('aria-selected') === 'true' || tab.hasAttribute('disabled'),
        })),
      ),
    );
  for (const tabs of lists) {
    if (new URL(walk.page.url()).pathname !== new URL(here).pathname) await walk.page.goto(here);
    const list = tabs.map((tab) => tab.name).join('|');
    const follow = tabs.filter((tab) => !walk.tabs.has(`${list} ${tab.name}`));
    for (const tab of tabs) walk.tabs.add(`${list} ${tab.name}`);
    for (const tab of follow.filter((entry) => !entry.current)) {
      const button = walk.page
        .getByRole('main')
        .getByRole('tablist')
        .filter({ hasText: tabs[0]?.name ?? '' })
        .getByRole('tab', { name: tab.name, exact: true })
        .first();
      await button.click();
      await expect(button).toHaveAttribute('aria-selected', 'true');
      const path = new URL(walk.page.url()).pathname;
      if (SKIPPED_PATHS.test(path) || walk.seen.has(routeOf(path))) continue;
      walk.seen.add(routeOf(path));
      walk.checked.push(routeOf(path));
      walk.perPage();
      await walkScreen(walk, `${path} (tab ${tab.name} of ${screen})`);
    }
  }
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
        const opened: string[] = [];
        const perPopup = (state: string) => {
          opened.push(state);
          test.setTimeout(test.info().timeout + POPUP_BUDGET_MS);
        };
        await signIn(page, account, /\/(dashboard|folders)$/);
        const home = new URL(page.url()).pathname;
        const seen = checkedRoutes.get(viewportName) ?? new Set<string>();
        checkedRoutes.set(viewportName, seen);
        const tabs = walkedTabs.get(viewportName) ?? new Set<string>();
        walkedTabs.set(viewportName, tabs);
        seen.add(routeOf(home));
        const walk: TWalk = {
          page,
          phone,
          seen,
          tabs,
          checked: [routeOf(home)],
          linked: [],
          perPage,
          perPopup,
        };
        await walkScreen(walk, `${home} (home)`);

        const menu = await menuPaths(page, phone);
        expect(menu.length).toBeGreaterThan(0);
        if (phone) await check(page, `${new URL(page.url()).pathname} with the menu drawer open`);

        // Menu items through the menu itself, as a person goes (the app navigates without a
        // reload); then, breadth first, every page their content links to, one page per route.
        for (const path of menu) {
          if (SKIPPED_PATHS.test(path) || seen.has(routeOf(path))) continue;
          seen.add(routeOf(path));
          walk.checked.push(routeOf(path));
          perPage();
          const burger = page.getByRole('button', { name: 'Menu openen' });
          if (phone && (await burger.isVisible())) await burger.click();
          await mainMenu(page).locator(`a[href="${path}"]`).click();
          await expect(page).toHaveURL(new URL(path, E2E.baseURL).href);
          await walkScreen(walk, path);
        }
        const { linked } = walk;
        for (let path = linked.shift(); path !== undefined; path = linked.shift()) {
          if (SKIPPED_PATHS.test(path) || seen.has(routeOf(path))) continue;
          seen.add(routeOf(path));
          walk.checked.push(routeOf(path));
          perPage();
          await page.goto(path);
          await walkScreen(walk, path);
        }
        test
          .info()
          .annotations.push(
            { type: 'checked', description: walk.checked.join(' ') },
            { type: 'opened', description: opened.join('\n') },
          );
      });
    }
  });
}
