import type { Locator, Page } from '@playwright/test';

/**
 * The names of the buttons in `palette`'s open tab whose label does not fit: some box in the
 * button is wider inside than it is shown (a word cut off at the edge, 'Selectieva').
 */
export async function clippedButtons(palette: Locator): Promise<string[]> {
  return palette
    .getByRole('tabpanel')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) =>
          [button, ...Array.from(button.querySelectorAll('*'))].some(
            (box) => box.clientWidth > 0 && box.scrollWidth > box.clientWidth,
          ),
        )
        .map((button) => button.textContent ?? ''),
    );
}

/** How many Tab presses from the focused control it takes to land inside `target` (at most `max`). */
export async function tabsInto(page: Page, target: Locator, max = 20): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((box) => box.contains(document.activeElement))) return presses;
  }
  return Number.POSITIVE_INFINITY;
}
