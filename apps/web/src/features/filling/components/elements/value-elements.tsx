import { DEFAULT_NEXT_PHASE } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { DIALOG_OPENER } from '../../../../ui/dialog-opener';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { FieldFrame, ReadOnlyText } from './field-frame';

/** The server numbers a registration: read-only, the number once there is one. */
export function AutoIncrementElement({ element, field, id }: TElementProps<'autoIncrement'>) {
  const has = field.value !== undefined && field.value !== null && field.value !== '';
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      {has ? (
        <ReadOnlyText id={id} text={String(field.value)} />
      ) : (
        <p id={id} className={classes.note}>
          {t('fill.element.autoIncrement')}
        </p>
      )}
    </FieldFrame>
  );
}

/**
 * Workflow only: carries next_phase and assign_to_user (hidden inputs) for the submit; the
 * server moves the registration on. The filler sees which phase comes next.
 */
export function StateTransitionElement({ element, id, mode }: TElementProps<'stateTransition'>) {
  const phase = element.next_phase ?? DEFAULT_NEXT_PHASE;
  return (
    <div id={id} className={classes.field}>
      <input type="hidden" name={`${element.name}.next_phase`} value={String(phase)} />
      <input
        type="hidden"
        name={`${element.name}.assign_to_user`}
        value={String(element.assign_to_user ?? 0)}
      />
      {mode !== 'readonly' && (
        <p className={classes.note}>{t('fill.element.stateTransition', { phase })}</p>
      )}
    </div>
  );
}

// The linked form opens in the fill screen's modal variant, a chunk of its own (loaded on click).
const FormFillModal = lazy(() =>
  import('../screens/form-fill/form-fill-modal').then((m) => ({ default: m.FormFillModal })),
);

/**
 * A button that opens the linked form (`formId`) to fill in a modal, '{form name} invullen'
 * (doc 1 §2.9), without leaving this form. Read-only and in the admin preview it cannot open.
 */
export function LinkedFormElement({ element, id, mode }: TElementProps<'linkedForm'>) {
  const [opened, setOpened] = useState(false);
  const formId = element.formId;
  if (!formId) return null;
  const label = element.label || t('fill.element.linkedForm');
  return (
    <div className={classes.field}>
      <div>
        <Button
          id={id}
          size="compact-sm"
          variant="default"
          disabled={mode !== 'fill'}
          onClick={() => setOpened(true)}
          {...DIALOG_OPENER}
        >
          {label}
        </Button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <FormFillModal
            formId={formId}
            formName={label}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** An element type this filler does not know (saved by a newer editor): a note, no input. */
export function ComingLaterElement({ element, field, id }: TElementProps) {
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <p id={id} className={classes.note}>
        {t('fill.element.comingLater')}
      </p>
    </FieldFrame>
  );
}
