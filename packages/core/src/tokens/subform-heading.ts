import type { TElementOf } from '../elements';
import { tw } from '../messages/fill-widgets';

/**
 * The heading of a subform's `n`-th item (from 1), wherever an item is named: the fill list and
 * its dialog, and the text of mails and tokens. The element's registration label, else its label
 * or name, with the number.
 * @example subformItemHeading(gebreken, 2) // 'Gebrek 2'
 */
export function subformItemHeading(element: TElementOf<'subform'>, n: number): string {
  return tw('fill.element.subformItem', {
    label: element.registrationLabel || element.label || element.name,
    n,
  });
}
