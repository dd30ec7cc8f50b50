import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels every screen is held to: 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page as it is now; its violations as readable lines,
 * one per element, so a failure names what is wrong and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      // Best practice beyond WCAG: all content inside landmarks, so none is skipped, and one
      // banner (a dialog's header drawn as <header> was a second one).
      rules: { region: { enabled: true }, 'landmark-no-duplicate-banner': { enabled: true } },
    })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
