import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the app is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type TAxeScope = {
  /** A CSS selector: only this part of the page is checked (default: the whole page). */
  include?: string;
  /** Only these rules (default: every WCAG 2.1 A and AA rule, plus the walk's extras below). */
  rules?: string[];
};

/**
 * Runs axe on the page as it is now and returns its violations as readable lines, one per
 * element: `rule (impact) target: summary`. Beyond the WCAG tags: all content inside landmarks
 * (region), one banner (a dialog's header drawn as <header> was a second one), and a control's
 * name holding its visible text (label-content-name-mismatch, WCAG 2.5.3; axe counts it as
 * experimental and leaves it out unless named).
 */
export async function axeViolations(page: Page, scope: TAxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  builder = scope.rules
    ? builder.withRules(scope.rules)
    : builder.options({
        runOnly: { type: 'tag', values: WCAG_TAGS },
        rules: {
          region: { enabled: true },
          'landmark-no-duplicate-banner': { enabled: true },
          'label-content-name-mismatch': { enabled: true },
        },
      });
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
