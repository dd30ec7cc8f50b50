import type { TElement } from '@eform/core/elements';
import { isRequired } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import type { ReactNode } from 'react';
import classes from '../renderer/form-renderer.module.css';

/** Ids of the help text and the field message, for aria-describedby. */
export function describedBy(id: string, element: TElement, errors: readonly string[] | undefined) {
  const ids = [element.help ? `${id}-help` : '', errors?.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return ids || undefined;
}

/**
 * An element's label, help and field message around its input. `group` renders a fieldset with
 * a legend (radio and checkbox lists), otherwise a label for `id`.
 */
export function FieldFrame({
  element,
  id,
  errors,
  group = false,
  plain = false,
  children,
}: {
  element: TElement;
  id: string;
  errors: readonly string[] | undefined;
  group?: boolean;
  /** No input to label (read-only values, notes): the label is plain text. */
  plain?: boolean;
  children: ReactNode;
}) {
  const required = isRequired(element);
  const label = element.label ? (
    <>
      {element.label}
      {required && (
        <span className={classes.required} title={t('fill.element.required')}>
          *
        </span>
      )}
    </>
  ) : null;
  const after = (
    <>
      {element.help && (
        <p id={`${id}-help`} className={classes.help}>
          {element.help}
        </p>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className={classes.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset className={classes.choices} aria-describedby={describedBy(id, element, errors)}>
        {label && <legend className={classes.label}>{label}</legend>}
        {children}
        {after}
      </fieldset>
    );
  }
  return (
    <div className={classes.field}>
      {label &&
        (plain ? (
          <span id={`${id}-label`} className={classes.label}>
            {label}
          </span>
        ) : (
          <label htmlFor={id} className={classes.label}>
            {label}
          </label>
        ))}
      {children}
      {after}
    </div>
  );
}

/** A value shown as text (read-only mode). */
export function ReadOnlyText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={classes.readonly}>
      {text === '' ? t('fill.element.empty') : text}
    </p>
  );
}

/** A whole read-only element: its label and its value as text (and what goes with it). */
export function ReadOnlyField({
  props,
  text,
  children,
}: {
  /** The element's own props: its element, id and field messages. */
  props: { element: TElement; id: string; field: { errors?: readonly string[] } };
  text: string;
  /** Shown below the value (a GPS value's QR code, a track's map link). */
  children?: ReactNode;
}) {
  const { element, id, field } = props;
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <ReadOnlyText id={id} text={text} />
      {children}
    </FieldFrame>
  );
}
