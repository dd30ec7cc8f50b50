import type { TBoundRuleName, TElementOf, TValidationRule } from '@eform/core/elements';
import { numericRule } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { SimpleGrid } from '@mantine/core';
import { boundIndex, withBound } from './bound-rules';
import { NumberSetting } from './number-setting';
import type { TSettingsProps } from './settings-props';

type TBounded = TElementOf<'text' | 'textarea' | 'number' | 'decimal'>;

const LENGTHS = ['minLength', 'maxLength'] as const;
const RANGE = ['min', 'max'] as const;

/**
 * The optional min and max of the validation list (doc 2 §5): lengths for text and textarea
 * (whole numbers, 0 or more), values for number and decimal. Core's issues show at the bound's
 * entry ('validation.2.1') and, for min above max, at the max field.
 */
export function BoundsSettings({
  element,
  change,
  messageAt,
}: Pick<TSettingsProps<TBounded>, 'element' | 'messageAt'> & {
  change: (patch: { validation: TValidationRule[] }) => void;
}) {
  const lengths = element.elementType === 'text' || element.elementType === 'textarea';
  const [minRule, maxRule] = lengths ? LENGTHS : RANGE;
  const field = (rule: TBoundRuleName, extra?: string) => {
    const index = boundIndex(element, rule);
    return (
      <NumberSetting
        label={ta(`elementSettings.${rule}`)}
        description={ta('elementSettings.boundHint')}
        value={numericRule(element, rule)}
        allowDecimal={!lengths}
        allowNegative={!lengths}
        min={lengths ? 0 : undefined}
        error={(index === -1 ? undefined : messageAt(`validation.${index}.1`)) ?? extra}
        onChange={(value) => change({ validation: withBound(element, rule, value) })}
      />
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {field(minRule)}
      {field(maxRule, messageAt('validation'))}
    </SimpleGrid>
  );
}
