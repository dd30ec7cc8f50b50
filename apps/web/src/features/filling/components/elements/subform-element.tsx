import type { TElement, TSchema } from '@eform/core/elements';
import { formatNumber } from '@eform/core/format';
import { sumSubform } from '@eform/core/formula';
import { tw } from '@eform/core/messages/fill-widgets';
import { subformItemHeading, subformItemSummary } from '@eform/core/tokens';
import { Button } from '@mantine/core';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { DIALOG_OPENER } from '../../../../ui/dialog-opener';
import { createFillStore, type TFillValues } from '../../lib/fill-store/fill-store';
import { FormRenderer } from '../renderer/form-renderer';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { FieldFrame } from './field-frame';

// The modal (Mantine Modal and its focus trap) loads when an item is first opened.
const SubformModal = lazy(() =>
  import('./subform-modal').then((m) => ({ default: m.SubformModal })),
);

type TItem = TFillValues & { subform_index?: number };

/** The items of a subform value, each a record. */
export function subformItems(value: unknown): TItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is TItem => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/** The items numbered 1, 2, 3... in order (doc 1 §3: 1-based subform_index). */
export function numberItems(items: readonly TItem[]): TItem[] {
  return items.map((item, index) => ({ ...item, subform_index: index + 1 }));
}

const SUMMED = new Set(['number', 'decimal', 'calculation']);

/** The columns whose sum and count are shown under the items: numbers and calculations. */
function summedColumns(schema: TSchema): TElement[] {
  return schema.filter((element) => SUMMED.has(element.elementType));
}

/** A read-only item: its elements in read-only mode. */
function ReadOnlyItem({
  schema,
  item,
  idPrefix,
}: {
  schema: TSchema;
  item: TItem;
  idPrefix: string;
}) {
  const store = useMemo(
    () => createFillStore({ schema, values: item, mode: 'readonly' }),
    [schema, item],
  );
  return <FormRenderer store={store} mode="readonly" idPrefix={idPrefix} nested />;
}

/**
 * A repeating group: its items listed by heading and summary (the element's summaryText) with
 * edit and remove, a modal to fill one item, and the sum and count of each number or calculation
 * column. Read-only (a registration's detail, 'Bekijk registratie') each item shows its values.
 */
export function SubformElement(props: TElementProps<'subform'>) {
  const { element, field, mode, id, store } = props;
  const schema = element.subform?.schema ?? [];
  const items = subformItems(field.value);
  // null: closed; -1: a new item; otherwise the index being edited.
  const [editing, setEditing] = useState<number | null>(null);
  // The control that opened the modal gets the focus back when it closes (WCAG 2.4.3): the modal
  // unmounts rather than closing, so Mantine's own focus return never runs.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing !== null || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : addButton.current;
    opener.current = null;
    target?.focus();
  }, [editing]);
  const sums = summedColumns(schema).map((column) => ({
    column,
    ...sumSubform(items, column.name),
  }));

  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    store.setSubformOpen(true);
    setEditing(index);
  };
  const close = () => {
    setEditing(null);
    store.setSubformOpen(false);
  };
  const save = (item: TFillValues) => {
    const list = subformItems(store.getSnapshot(element.name).value);
    const next =
      editing === null || editing < 0
        ? [...list, item]
        : list.map((it, i) => (i === editing ? item : it));
    store.setValue(element.name, numberItems(next));
    close();
  };

  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <div id={id} className={classes.field}>
        {items.length === 0 ? (
          <p className={classes.note}>{tw('fill.element.subformEmpty')}</p>
        ) : (
          <ol className={classes.list}>
            {items.map((item, index) => {
              const title = subformItemHeading(element, index + 1);
              const summary = subformItemSummary(element, item);
              return (
                <li key={title} className={classes.field}>
                  <strong>{title}</strong>
                  {summary && <p className={classes.readonly}>{summary}</p>}
                  {mode === 'readonly' ? (
                    <ReadOnlyItem schema={schema} item={item} idPrefix={`${id}-${index}`} />
                  ) : (
                    <div className={classes.item}>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={(event) => open(index, event.currentTarget)}
                        {...DIALOG_OPENER}
                      >
                        {tw('fill.element.subformEdit', { item: title })}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          store.setValue(
                            element.name,
                            numberItems(items.filter((_, i) => i !== index)),
                          );
                          // The row and its buttons go; the focus stays in the list's place.
                          addButton.current?.focus();
                        }}
                      >
                        {tw('fill.element.subformRemove', { item: title })}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {sums.map(({ column, sum, count }) => (
          <p key={column.uuid} className={classes.readonly} data-sum={column.name}>
            {tw('fill.element.subformSum', {
              label: column.label || column.name,
              sum: formatNumber(sum),
              count,
            })}
          </p>
        ))}
        {mode !== 'readonly' && (
          <div>
            <Button
              ref={addButton}
              size="compact-sm"
              onClick={(event) => open(-1, event.currentTarget)}
              {...DIALOG_OPENER}
            >
              {tw('fill.element.subformAdd')}
            </Button>
          </div>
        )}
        {editing !== null && (
          <SubformModal
            element={element}
            store={store}
            mode={mode}
            index={editing}
            title={subformItemHeading(element, editing < 0 ? items.length + 1 : editing + 1)}
            onSave={save}
            onCancel={close}
          />
        )}
      </div>
    </FieldFrame>
  );
}
