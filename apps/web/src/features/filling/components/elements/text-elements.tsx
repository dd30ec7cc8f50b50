import { TEXTAREA_DEFAULT_ROWS } from '@eform/core/constants';
import { isRequired } from '@eform/core/elements';
import { formatDate, formatDateOnly, formatTypedNumber } from '@eform/core/format';
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
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
} as const;

/** text, email, date, time, datetime: one native input each. */
export function TextElement(props: TElementProps<'text' | 'email' | 'date' | 'time' | 'datetime'>) {
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
        autoComplete={element.elementType === 'email' ? 'email' : 'off'}
        placeholder={placeholder}
        value={asText(field.value)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

/**
 * number and decimal (issue 30, 4): the text as typed, a comma or a point as the decimal
 * separator; core's number rule checks it and the server stores it canonically ('12,50' →
 * '12.50'). A text input with the decimal keypad: type=number refuses a comma in some browsers.
 * A price shows a euro sign before it; read-only, the number shows the Dutch way ('€ 12,50').
 */
export function NumberElement(props: TElementProps<'number' | 'decimal'>) {
  const { element, field, mode, id, onChange } = props;
  const price = element.number_formatter === 'price';
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={formatTypedNumber(field.value, price)} />;
  }
  const input = (
    <input
      {...inputProps(props)}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={element.placeholder}
      // A number set by a rule reads the Dutch way too ('2,5').
      value={typeof field.value === 'number' ? formatTypedNumber(field.value) : asText(field.value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      {price ? (
        <div className={classes.price}>
          <span className={classes.currency} aria-hidden="true">
            €
          </span>
          {input}
        </div>
      ) : (
        input
      )}
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
