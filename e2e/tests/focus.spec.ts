import { t } from '@eform/core/messages';
import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

/** The focused element's focus ring: how far it reaches out of the element, and its box. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    // A field's ring may sit on the styled box around the input (password, select).
    let ringed: HTMLElement | null = focused;
    for (let i = 0; ringed && i < 3; i++, ringed = ringed.parentElement) {
      const style = getComputedStyle(ringed);
      const shadow = style.boxShadow.match(/(-?[\d.]+)px/g)?.map(Number.parseFloat) ?? [];
      const spread = style.boxShadow === 'none' ? 0 : (shadow[3] ?? 0);
      const outline = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
      if (outline > 0 || spread > 0) {
        const reach = outline > 0 ? outline + Number.parseFloat(style.outlineOffset) : spread;
        const box = ringed.getBoundingClientRect();
        return {
          width: Math.max(outline, spread),
          top: box.top - reach,
          left: box.left - reach,
          bottom: box.bottom + reach,
          right: box.right + reach,
        };
      }
    }
    return { width: 0, top: 0, left: 0, bottom: 0, right: 0 };
  });
}

/** The box of the nearest ancestor of the focused element that clips its overflow. */
async function clippingBox(page: Page) {
  return page.evaluate(() => {
    let element = document.activeElement?.parentElement ?? null;
    while (element) {
      const style = getComputedStyle(element);
      if (`${style.overflowX} ${style.overflowY}` !== 'visible visible') break;
      element = element.parentElement;
    }
    const box = (element ?? document.documentElement).getBoundingClientRect();
    return { top: box.top, left: box.left, bottom: box.bottom, right: box.right };
  });
}

test('a route change moves the focus to the new heading and announces the page; a first load does not', async ({
  page,
}) => {
  await signIn(page, USERS.formManager, /\/dashboard$/);
  // A fresh load of / that redirects home: the browser loaded a page, nothing to move.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ui.dashboard.title'));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('');

  // By keyboard, as a screen reader user goes: to a menu item, Enter.
  await mainMenu(page)
    .getByRole('link', { name: t('ui.menu.fillForm') })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/folders$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(t('ui.folders.title'));
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(t('ui.folders.title'));
  await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  await expect(page).toHaveTitle(`${t('ui.folders.title')} · ${t('ui.app.name')}`);

  // By mouse: the clicked link keeps the focus, so it moves as well.
  await mainMenu(page)
    .getByRole('link', { name: t('ui.dashboard.title') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ui.dashboard.title'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(t('ui.dashboard.title'));
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu drawer closes and the focus lands on the new heading', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.getByRole('button', { name: t('ui.shell.openMenu') }).click();
    await mainMenu(page)
      .getByRole('link', { name: t('ui.menu.fillForm') })
      .click();
    await expect(page).toHaveURL(/\/folders$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(t('ui.folders.title'));
    await expect(heading).toBeFocused();
  });
});

test('text fields show a focus ring of at least 2 px, not only a border colour', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByLabel(t('ui.login.email'));
  const password = page.getByRole('textbox', { name: t('ui.login.password') });
  await email.focus();
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  expect((await focusRing(page)).width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Shift+Tab');
  await expect(email).toBeFocused();
  expect((await focusRing(page)).width).toBeGreaterThanOrEqual(2);
});

test("the menu items' focus ring lies inside the scrolling menu, not cut off", async ({ page }) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  const links = mainMenu(page).getByRole('link');
  // The menu renders once the client's permissions are in: wait for it before counting.
  await expect(links.nth(1)).toBeVisible();
  const count = await links.count();
  // Into the menu by keyboard (the ring is for keyboard focus), then down every item.
  await links.nth(1).focus();
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
    const ring = await focusRing(page);
    const clip = await clippingBox(page);
    const name = await links.nth(i).textContent();
    expect(ring.width, `focus ring of '${name}'`).toBeGreaterThanOrEqual(2);
    expect(ring.top, `top of the ring of '${name}'`).toBeGreaterThanOrEqual(clip.top - 0.5);
    expect(ring.left, `left of the ring of '${name}'`).toBeGreaterThanOrEqual(clip.left - 0.5);
    expect(ring.bottom, `bottom of the ring of '${name}'`).toBeLessThanOrEqual(clip.bottom + 0.5);
    expect(ring.right, `right of the ring of '${name}'`).toBeLessThanOrEqual(clip.right + 0.5);
  }
});
