import type { TElementOf } from '@eform/core/elements';
import { isRequired } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import type { ReactNode } from 'react';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { describedBy, FieldFrame, ReadOnlyField } from './field-frame';

const optionLabels = (
  options: ReadonlyArray<{ value: string; label: string }> | undefined,
  values: unknown[],
) =>
  values
    .map(
      (value) => options?.find((option) => option.value === String(value))?.label ?? String(value),
    )
    .join(', ');

/** The chosen option value as text ('' when none). */
const chosen = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The label of the one chosen option of a radio or select ('' when none). */
const chosenLabel = (options: Parameters<typeof optionLabels>[0], value: string) =>
  value ? optionLabels(options, [value]) : '';

/** The fieldset of a radio or checkbox list, vertical or horizontal. */
function ChoiceGroup({
  props,
  children,
}: {
  props: Pick<TElementProps, 'field' | 'id'> & {
    element: TElementOf<'radio' | 'checkbox_multiple'>;
  };
  children: ReactNode;
}) {
  const { element, field, id } = props;
  return (
    <FieldFrame element={element} id={id} errors={field.errors} group>
      <div
        className={classes.choices}
        data-horizontal={element.viewMode === 'horizontal' || undefined}
      >
        {children}
      </div>
    </FieldFrame>
  );
}

/** One checkbox: true when ticked, false when not. */
export function CheckboxSingleElement(props: TElementProps<'checkbox_single'>) {
  const { element, field, mode, id, onChange } = props;
  if (mode === 'readonly') {
    return (
      <ReadOnlyField
        props={props}
        text={t(field.value === true ? 'fill.element.yes' : 'fill.element.no')}
      />
    );
  }
  return (
    <div className={classes.field}>
      <label className={classes.choice}>
        <input
          id={id}
          type="checkbox"
          name={element.name}
          checked={field.value === true}
          required={isRequired(element) || undefined}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={describedBy(id, element, field.errors)}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>
          {element.label}
          {isRequired(element) && <span className={classes.required}>*</span>}
        </span>
      </label>
      {element.help && (
        <p id={`${id}-help`} className={classes.help}>
          {element.help}
        </p>
      )}
      {field.errors?.length ? (
        <p id={`${id}-error`} className={classes.error}>
          {field.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** Several options, any number ticked: the value is the list of ticked option values. */
export function CheckboxMultipleElement(props: TElementProps<'checkbox_multiple'>) {
  const { element, field, mode, id, onChange } = props;
  const selected = Array.isArray(field.value) ? field.value.map(String) : [];
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={optionLabels(element.options, selected)} />;
  }
  return (
    <ChoiceGroup props={props}>
      {(element.options ?? []).map((option, index) => (
        <label key={option.value} className={classes.choice}>
          <input
            id={index === 0 ? id : `${id}-${index}`}
            type="checkbox"
            name={element.name}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) => {
              const ticked = event.currentTarget.checked;
              const next = ticked
                ? [...selected, option.value]
                : selected.filter((value) => value !== option.value);
              // Kept in the options' order, whatever order they were ticked in.
              const order = (element.options ?? []).map((o) => o.value);
              onChange(order.filter((value) => next.includes(value)));
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** One option of several; clicking the chosen option again clears the choice (doc 1 §5). */
export function RadioElement(props: TElementProps<'radio'>) {
  const { element, field, mode, id, onChange } = props;
  const value = chosen(field.value);
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={chosenLabel(element.options, value)} />;
  }
  return (
    <ChoiceGroup props={props}>
      {(element.options ?? []).map((option, index) => (
        <label key={option.value} className={classes.choice}>
          <input
            id={index === 0 ? id : `${id}-${index}`}
            type="radio"
            name={`${id}-${element.name}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onClick={() => {
              // A click on the chosen option fires no change: this is the only way to clear it.
              if (value === option.value) onChange(undefined);
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** A native drop-down of options. */
export function SelectElement(props: TElementProps<'select'>) {
  const { element, field, mode, id, onChange } = props;
  const value = chosen(field.value);
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={chosenLabel(element.options, value)} />;
  }
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      <select
        id={id}
        name={element.name}
        className={classes.input}
        value={value}
        required={isRequired(element) || undefined}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(id, element, field.errors)}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{element.placeholder || t('fill.element.selectPlaceholder')}</option>
        {(element.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
