import type { TInputElement, TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { elementLabel } from './registration-value';

/** The element types a correction offers, each with a simple input of its own. */
const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'email', 'qrCodeScanner']);
const NUMBER_TYPES: ReadonlySet<string> = new Set(['number', 'decimal']);
const CORRECTABLE: ReadonlySet<string> = new Set([
  ...TEXT_TYPES,
  ...NUMBER_TYPES,
  'textarea',
  'date',
  'time',
  'select',
  'radio',
  'checkbox_single',
  'checkbox_multiple',
]);

type TOption = { value: string; label: string };

const optionsOf = (element: TInputElement): TOption[] =>
  ('options' in element && Array.isArray(element.options) ? element.options : []).map(
    (option: { value: string | number; label?: string }) => ({
      value: String(option.value),
      label: option.label || String(option.value),
    }),
  );

/** The top-level elements a correction offers (files, subforms, maps and the like are not). */
export function correctableElements(schema: TSchema): TInputElement[] {
  return schema.filter(
    (element): element is TInputElement =>
      CORRECTABLE.has(element.elementType) && 'name' in element,
  );
}

/** A stored value as its input shows it. */
export function inputValueOf(element: TInputElement, value: unknown): unknown {
  if (element.elementType === 'checkbox_single') return value === true;
  if (element.elementType === 'checkbox_multiple') {
    return Array.isArray(value) ? value.map(String) : [];
  }
  if (value === undefined || value === null) return '';
  if (element.elementType === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** One field of the correction: its widget by type, labelled, with its message when refused. */
export function CorrectionField({
  element,
  value,
  error,
  onChange,
}: {
  element: TInputElement;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const label = elementLabel(element);
  const common = { label, error, 'data-testid': `correct-${element.name}` };
  const type = element.elementType;
  if (type === 'checkbox_single') {
    return (
      <Checkbox
        {...common}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  if (type === 'checkbox_multiple') {
    return (
      <Checkbox.Group {...common} value={value as string[]} onChange={(chosen) => onChange(chosen)}>
        <Stack gap={4} mt={4}>
          {optionsOf(element).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  if (type === 'select' || type === 'radio') {
    return (
      <NativeSelect
        {...common}
        value={String(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={[{ value: '', label: ta('registrationReview.noOption') }, ...optionsOf(element)]}
      />
    );
  }
  if (type === 'textarea') {
    return (
      <Textarea
        {...common}
        value={String(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={3}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={
        type === 'date' ? 'date' : type === 'time' ? 'time' : type === 'email' ? 'email' : 'text'
      }
      inputMode={NUMBER_TYPES.has(type) ? 'decimal' : undefined}
      value={String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
