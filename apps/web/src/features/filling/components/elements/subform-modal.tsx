import type { TElementOf } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Dialog } from '../../../../ui/dialog';
import { firstFieldControl } from '../../lib/field-focus';
import {
  createFillStore,
  type TFillMode,
  type TFillStore,
  type TFillValues,
} from '../../lib/fill-store/fill-store';
import { FormRenderer } from '../renderer/form-renderer';
import classes from '../renderer/form-renderer.module.css';
import { subformItems } from './subform-element';

/**
 * Marks the item's first field for the modal's focus trap, which otherwise focuses its first
 * button, 'Sluiten': a space typed at once closed the item.
 */
const markFirstField = (form: HTMLFormElement | null) => {
  if (form) firstFieldControl(form)?.setAttribute('data-autofocus', '');
};

/**
 * One subform item in a modal: its own store, whose rules and calculations are those of the main
 * form applied to this item (conditions may read main-form values). A form of its own: Enter in a
 * single-line field saves the item, as 'Opslaan' does.
 */
export function SubformModal({
  element,
  store,
  mode,
  index,
  title,
  onSave,
  onCancel,
}: {
  element: TElementOf<'subform'>;
  store: TFillStore;
  mode: TFillMode;
  /** -1 for a new item. */
  index: number;
  title: string;
  onSave: (item: TFillValues) => void;
  onCancel: () => void;
}) {
  const [invalid, setInvalid] = useState(false);
  const itemStore = useMemo(() => {
    const schema = element.subform?.schema ?? [];
    const items = subformItems(store.getRawValues()[element.name]);
    const position = index < 0 ? items.length : index;
    const initial =
      index < 0 ? { ...(element.subform?.defaultValues ?? {}) } : (items[index] ?? {});
    const staticHidden = schema.filter((e) => e.visuallyHidden).map((e) => e.name);
    return createFillStore({
      schema,
      mode,
      values: initial,
      formId: store.options.formId,
      badInternetMode: store.options.badInternetMode,
      guestId: store.options.guestId,
      uploadFile: store.options.uploadFile,
      phase: store.options.phase,
      derive: (itemValues) => {
        const list: unknown[] = [...items];
        list[position] = itemValues;
        const main = store.deriveFor({ ...store.getRawValues(), [element.name]: list });
        const derivedItems = main.values[element.name];
        const derived = Array.isArray(derivedItems) ? derivedItems[position] : undefined;
        const visibility = main.subforms?.[element.name]?.[position];
        return {
          values: (derived as TFillValues | undefined) ?? itemValues,
          hidden: visibility?.hidden ?? new Set(),
          visuallyHidden: new Set([...(visibility?.visuallyHidden ?? []), ...staticHidden]),
        };
      },
    });
  }, [element, store, mode, index]);
  useEffect(() => () => itemStore.dispose(), [itemStore]);

  const save = () => {
    if (!itemStore.validate()) {
      setInvalid(true);
      return;
    }
    onSave(itemStore.getValues());
  };

  return (
    <Dialog opened onClose={onCancel} title={title} size="lg">
      <form
        ref={markFirstField}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is a portal: in React's tree this submit would bubble on to the page.
          event.stopPropagation();
          save();
        }}
      >
        <Stack>
          <FormRenderer store={itemStore} mode={mode} idPrefix={`sub-${element.uuid}`} nested />
          {invalid && (
            <p className={classes.error} role="alert">
              {t('form.invalid')}
            </p>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {tw('fill.element.subformCancel')}
            </Button>
            <Button type="submit">{tw('fill.element.subformSave')}</Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
