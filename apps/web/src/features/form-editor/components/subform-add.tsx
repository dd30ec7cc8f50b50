import type { TElement, TElementType } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { elementTitle } from '../../form-admin-kit';
import { AddElementPanel } from './add-element-panel';
import type { TEditorEnv } from './use-editor-context';

/**
 * 'Element toevoegen' inside a subform: a button that opens the add panel for this subform (its
 * types without map, subform, gps and tracking). The panel stays open to add several elements in
 * a row, until its own close button or Escape; the focus goes into the panel when it opens and
 * back to the button when it closes.
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
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Set by a keyboard or button action, so the first render does not take the focus.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? panel : opener).current?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    moveFocus.current = true;
    setOpen(next);
  };
  const label = elementTitle(subform);
  if (!open) {
    return (
      <Button
        ref={opener}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        aria-label={ta('editorWorkspace.addToSubform', { label })}
        onClick={() => toggle(true)}
      >
        {ta('elementEditor.addElement')}
      </Button>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only from the panel itself: its dialogs (premium wall, removing a favourite) are portals
    // whose keys still pass through here, and their Escape closes only them.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    toggle(false);
  };
  return (
    <Stack gap={4} onKeyDown={onKeyDown}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconX size={16} aria-hidden />}
        style={{ alignSelf: 'flex-end' }}
        onClick={() => toggle(false)}
      >
        {ta('editorWorkspace.closeAddToSubform')}
      </Button>
      <AddElementPanel
        ref={panel}
        env={env}
        subformLabel={label}
        onAdd={(type) => onAdd(type, subform.uuid)}
        onAddFavorite={(element) => onAddFavorite(element, subform.uuid)}
      />
    </Stack>
  );
}
