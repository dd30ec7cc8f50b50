import { CENTS_PER_EURO } from '@eform/core/constants';
import { formatNumber, formatPriceCents } from '@eform/core/format';
import { t } from '@eform/core/messages';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { FieldFrame } from './field-frame';

// Part of the formula engine's chunk (lib/formula-engine.ts): only forms that calculate show these.

/** A calculation's result: the incomplete note while a token is empty, 'Fout' on an error. */
function calculationText(value: unknown, priced: boolean): string {
  if (value === undefined || value === null || value === '') return t('calculation.incomplete');
  if (value === t('calculation.error')) return t('calculation.error');
  if (typeof value === 'number') {
    return priced ? formatPriceCents(value * CENTS_PER_EURO) : formatNumber(value);
  }
  return String(value);
}

/** A computed element's result (copy, count, sum, min, max, average of a watched element). */
function computedText(value: unknown): string {
  const text =
    value === t('calculation.error')
      ? t('calculation.error')
      : typeof value === 'number'
        ? formatNumber(value)
        : value === undefined || value === null
          ? ''
          : String(value);
  return text === '' ? t('fill.element.empty') : text;
}

/** A calculation's or computed element's live result, announced politely when it changes. */
export function FormulaResultElement(props: TElementProps<'calculation' | 'computed'>) {
  const { element, field, id } = props;
  const text =
    element.elementType === 'calculation'
      ? calculationText(field.value, element.number_formatter === 'price')
      : computedText(field.value);
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <output
        id={id}
        className={classes.readonly}
        aria-live="polite"
        aria-labelledby={`${id}-label`}
      >
        {text}
      </output>
    </FieldFrame>
  );
}
