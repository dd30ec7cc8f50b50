import type { TElement } from '@eform/core/elements';
import { escapeHtml } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import type { TPhaseGroup } from '@eform/core/rules';

/**
 * The merged mail's content as the mail pipeline makes a manual content (deliveries'
 * mailContent, in the document sandbox): rich text (p, strong, ul, li) whose `$name$` tokens are
 * replaced there by the values as a person reads them, each escaped. Only the template is made
 * here, one line per element with a value, so the server's event loop never formats or escapes a
 * registration's values however large they are.
 */

/** A group of the merged mail: its heading ('Fase 2'; none for a default form) and elements. */
export interface TMergedGroup {
  heading: string | null;
  elements: TElement[];
}

/** Whether a value was left empty (cheap: no formatting). */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((v) => v === null || v === '');
  return false;
}

/**
 * Text written into the template as it is: escaped, and each '$' followed by an empty element so
 * it can never start a token (a label such as 'Kosten $prijs$' stays text).
 */
const literal = (text: string) => escapeHtml(text).replaceAll('$', '$<em></em>');

/** The workflow's groups with their 'Fase N' headings. */
export const phaseHeadings = (groups: readonly TPhaseGroup[]): TMergedGroup[] =>
  groups.map(({ phase, elements }) => ({
    heading: ts('server.hook.mergedMail.phase', { phase }),
    elements,
  }));

/**
 * The template of the merged mail: `intro`, then per group its heading and a list of each
 * element's label and token; elements without a value are left out, and so is a group left empty.
 */
export function mergedMailTemplate(
  intro: string,
  groups: readonly TMergedGroup[],
  values: Readonly<Record<string, unknown>>,
): string {
  const parts = [`<p>${literal(intro)}</p>`];
  for (const group of groups) {
    const items = group.elements
      .filter((element) => !isBlank(values[element.name]))
      .map(
        (element) =>
          `<li><strong>${literal(element.label || element.name)}</strong>: $${element.name}$</li>`,
      );
    if (items.length === 0) continue;
    if (group.heading) parts.push(`<p><strong>${literal(group.heading)}</strong></p>`);
    parts.push(`<ul>${items.join('')}</ul>`);
  }
  return parts.join('');
}
