import { describe, expect, it } from 'vitest';
import type { TElementOf } from '../elements';
import { elementFixture } from '../elements/fixtures.test-support';
import { subformItemHeading } from './subform-heading';
import { subformItemSummary } from './subform-summary';

const gebreken = (summaryText?: string) =>
  elementFixture({
    name: 'gebreken',
    label: 'Gebreken',
    elementType: 'subform',
    registrationLabel: 'Gebrek',
    summaryText,
    subform: {
      schema: [
        { name: 'wat', label: 'Wat', elementType: 'text' },
        {
          name: 'ernst',
          label: 'Ernst',
          elementType: 'select',
          options: [{ label: 'Hoog', value: 'h' }],
        },
        { name: 'kosten', label: 'Kosten', elementType: 'decimal' },
      ],
    },
  }) as TElementOf<'subform'>;

const item = { wat: 'Lekkage', ernst: 'h', kosten: '1250.5', subform_index: 3 };

describe('subformItemSummary', () => {
  it.each([
    ['$wat$', item, 'Lekkage'],
    // Values as people read them: the option's label, a Dutch decimal.
    ['$wat$ ($ernst$): € $kosten$', item, 'Lekkage (Hoog): € 1250,5'],
    ['Nr. $subform_index$: $wat$', item, 'Nr. 3: Lekkage'],
    // Some tokens empty: what the others give is still a summary.
    ['$wat$ ($ernst$)', { wat: 'Scheur' }, 'Scheur ()'],
    // A fixed text is the administrator's own and shown as it is.
    ['Zie foto', {}, 'Zie foto'],
    // Tokens of the main form or unknown ones stay as typed, as replaceTokens leaves them.
    ['$wat$ bij $onbekend$', item, 'Lekkage bij $onbekend$'],
  ])('%s, of %o, reads %s', (summary, values, expected) => {
    expect(subformItemSummary(gebreken(summary), values)).toBe(expected);
  });

  it.each([
    ['no summary', undefined, item],
    ['a blank summary', '  \n ', item],
    ['tokens without a value in this item', '$wat$ - $ernst$', { kosten: '' }],
  ])('is empty for %s, so the heading stands alone', (_, summary, values) => {
    expect(subformItemSummary(gebreken(summary), values)).toBe('');
  });
});

describe('subformItemHeading', () => {
  it('names an item by the registration label, else the label or name, with its number', () => {
    expect(subformItemHeading(gebreken(), 2)).toBe('Gebrek 2');
    expect(subformItemHeading({ ...gebreken(), registrationLabel: '' }, 1)).toBe('Gebreken 1');
    expect(subformItemHeading({ ...gebreken(), registrationLabel: '', label: '' }, 3)).toBe(
      'gebreken 3',
    );
  });
});
