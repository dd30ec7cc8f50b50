import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A button that shows or hides a part, closed at first; the part is only rendered while open,
 * so a big form's tokens cost nothing until asked for. `label` names the button in each state.
 */
export function TokensDisclosure({
  label,
  size,
  children,
}: {
  label: (open: boolean) => string;
  size: 'sm' | 'compact-sm';
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const partId = useId();
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <>
      <div>
        <Button
          variant={size === 'sm' ? 'light' : 'subtle'}
          size={size}
          aria-expanded={open}
          aria-controls={partId}
          leftSection={<Chevron size={size === 'sm' ? 16 : 14} aria-hidden />}
          onClick={() => setOpen((value) => !value)}
        >
          {label(open)}
        </Button>
      </div>
      <div id={partId} hidden={!open}>
        {open && children()}
      </div>
    </>
  );
}
