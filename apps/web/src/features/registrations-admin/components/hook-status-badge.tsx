import type { THookStatus } from '@eform/core/api/registrations';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import { Badge, VisuallyHidden } from '@mantine/core';

/** Each hook status as the registrations screens show it: its Dutch word and colour. */
export const HOOK_STATUS: Record<THookStatus, { label: TPlainAdminMessageKey; color: string }> = {
  pending: { label: 'hookStatus.pending', color: 'gray' },
  error: { label: 'hookStatus.error', color: 'red' },
  success: { label: 'hookStatus.success', color: 'green' },
};

/**
 * A hook's status as a small badge: the word, never the colour alone; with `name` the hook's
 * name is read out before it (and shown on hover), for a list of several hooks.
 */
export function HookStatusBadge({ status, name }: { status: THookStatus; name?: string }) {
  const { label, color } = HOOK_STATUS[status];
  return (
    <Badge color={color} variant="light" title={name} data-testid="hook-status">
      {name !== undefined && <VisuallyHidden>{name}: </VisuallyHidden>}
      {ta(label)}
    </Badge>
  );
}
