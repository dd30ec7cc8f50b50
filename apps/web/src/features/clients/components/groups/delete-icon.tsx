import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A red trash button whose tooltip and accessible name say what it removes. */
export function DeleteIcon({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
