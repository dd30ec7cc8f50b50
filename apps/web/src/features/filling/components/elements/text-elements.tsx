import { TEXTAREA_DEFAULT_ROWS } from '@eform/core/constants';
import { isRequired } from '@eform/core/elements';
import { formatDate, formatDateOnly } from '@eform/core/format';
import { normalizeDecimal } from '@eform/core/validation';
import { useEffect, useState } from 'react';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { describedBy, FieldFrame, ReadOnlyField } from './field-frame';

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

type TBase = Pick<TElementProps, 'element' | 'field' | 'id' | 'mode'>;

function inputProps(props: TBase) {
  const { element, field, id } = props;
  return {
    id,
    name: element.name,
    className: classes.input,
    'aria-invalid': field.errors?.length ? true : undefined,
    'aria-describedby': describedBy(id, element, field.errors),
    required: isRequired(element) || undefined,
    disabled: props.mode === 'readonly',
  } as const;
}

function readOnlyText(props: TBase): string {
  const value = asText(props.field.value);
  if (value === '') return '';
  switch (props.element.elementType) {
    case 'date':
      return formatDateOnly(value) || value;
    case 'datetime':
      return formatDate(value) || value;
    default:
      return value;
  }
}

const INPUT_TYPE = {
  text: 'text',
  email: 'email',
  number: 'text',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
} as const;

/** text, email, number, date, time, datetime: one native input each. */
export function TextElement(
  props: TElementProps<'text' | 'email' | 'number' | 'date' | 'time' | 'datetime'>,
) {
  const { element, field, mode, id, onChange } = props;
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={readOnlyText(props)} />;
  }
  const placeholder = 'placeholder' in element ? element.placeholder : undefined;
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      <input
        {...inputProps(props)}
        type={INPUT_TYPE[element.elementType]}
        inputMode={element.elementType === 'number' ? 'decimal' : undefined}
        autoComplete={element.elementType === 'email' ? 'email' : 'off'}
        placeholder={placeholder}
        value={asText(field.value)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

/** A decimal: a comma may be typed, a dot is stored (doc 1 §5). */
export function DecimalElement(props: TElementProps<'decimal'>) {
  const { element, field, mode, id, onChange } = props;
  const stored = asText(field.value);
  // Shown the Dutch way: a stored '2.5' (a registration filled again, a rule) reads '2,5'.
  const dutch = stored.replace('.', ',');
  const [text, setText] = useState(dutch);
  // A value set from outside (a rule, a reset) replaces what is shown; what the person typed stays.
  useEffect(() => {
    setText((shown) => (normalizeDecimal(shown) === stored.trim() ? shown : dutch));
  }, [stored, dutch]);
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={dutch} />;
  }
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      <input
        {...inputProps(props)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={element.placeholder}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onChange(next.includes(',') ? next.replace(',', '.') : next);
        }}
      />
    </FieldFrame>
  );
}

/** A multi-line text; `rows` high (default 3). */
export function TextareaElement(props: TElementProps<'textarea'>) {
  const { element, field, mode, id, onChange } = props;
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={asText(field.value)} />;
  }
  const rows = Number(element.rows) > 0 ? Number(element.rows) : TEXTAREA_DEFAULT_ROWS;
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      <textarea
        {...inputProps(props)}
        rows={rows}
        placeholder={element.placeholder}
        value={asText(field.value)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
