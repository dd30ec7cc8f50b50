import type { TElement, TElementType } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { elementTitle } from '../../form-admin-kit';
import { AddElementPanel } from './add-element-panel';
import type { TEditorEnv } from './use-editor-context';

/**
 * 'Element toevoegen' inside a subform: a button that opens the add panel for this subform (its
 * types without map, subform, gps and tracking), closed again after an add.
 */
export function SubformAdd({
  subform,
  env,
  onAdd,
  onAddFavorite,
}: {
  subform: TElement;
  env: TEditorEnv;
  onAdd: (type: TElementType, parentUuid: string) => void;
  onAddFavorite: (element: TElement, parentUuid: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const label = elementTitle(subform);
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        aria-label={ta('editorWorkspace.addToSubform', { label })}
        onClick={() => setOpen(true)}
      >
        {ta('elementEditor.addElement')}
      </Button>
    );
  }
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconX size={16} aria-hidden />}
        style={{ alignSelf: 'flex-end' }}
        onClick={() => setOpen(false)}
      >
        {ta('editorWorkspace.closeAddToSubform')}
      </Button>
      <AddElementPanel
        env={env}
        subformLabel={label}
        onAdd={(type) => {
          setOpen(false);
          onAdd(type, subform.uuid);
        }}
        onAddFavorite={(element) => {
          setOpen(false);
          onAddFavorite(element, subform.uuid);
        }}
      />
    </Stack>
  );
}
