import { canPlaceIn } from '@eform/core/editor';
import { findElement, type TElement, type TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, NativeSelect } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { elementTitle } from '../../form-admin-kit';

/** The levels the element may move to: the main form and the subforms that may hold it. */
export function moveTargets(
  schema: TSchema,
  element: TElement,
): { value: string; label: string }[] {
  const from = findElement(schema, element.uuid)?.parent?.uuid ?? null;
  const subforms = schema
    .filter((other) => other.elementType === 'subform' && other.uuid !== from)
    .filter((other) => other.uuid !== element.uuid)
    .filter((other) => canPlaceIn(schema, element.elementType, other.uuid))
    .map((other) => ({
      value: other.uuid,
      label: ta('editorWorkspace.subformTarget', { label: elementTitle(other) }),
    }));
  return from === null
    ? subforms
    : [{ value: '', label: ta('editorWorkspace.mainForm') }, ...subforms];
}

/**
 * 'Verplaats naar…': moves an element between the main form and a subform with a select, the
 * way that works by keyboard and on a phone where dragging between levels does not.
 */
export function MoveElementDialog({
  element,
  schema,
  onMove,
  onClose,
}: {
  element: TElement | undefined;
  schema: TSchema;
  onMove: (uuid: string, parentUuid: string | null, target: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={element !== undefined}
      onClose={onClose}
      title={element ? ta('editorWorkspace.moveToTitle', { label: elementTitle(element) }) : ''}
    >
      {element && (
        <MoveForm
          key={element.uuid}
          element={element}
          schema={schema}
          onMove={onMove}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function MoveForm({
  element,
  schema,
  onMove,
  onClose,
}: {
  element: TElement;
  schema: TSchema;
  onMove: (uuid: string, parentUuid: string | null, target: string) => void;
  onClose: () => void;
}) {
  const targets = moveTargets(schema, element);
  const [value, setValue] = useState(targets[0]?.value ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = targets.find((option) => option.value === value);
    if (target) onMove(element.uuid, value || null, target.label);
  };
  return (
    <form onSubmit={onSubmit}>
      <NativeSelect
        label={ta('editorWorkspace.moveToTarget')}
        description={ta('editorWorkspace.moveToHint')}
        data={targets}
        value={value}
        data-autofocus
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {ta('elementEditor.cancel')}
        </Button>
        <Button type="submit" disabled={targets.length === 0}>
          {ta('editorWorkspace.moveToSubmit')}
        </Button>
      </Group>
    </form>
  );
}
