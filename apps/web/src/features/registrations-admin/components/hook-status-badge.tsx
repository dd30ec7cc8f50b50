import type { THookStatus } from '@eform/core/api/integrations';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import { Badge, Group, Text } from '@mantine/core';

/** Each hook status as the registrations screens show it: its Dutch word and colour. */
export const HOOK_STATUS: Record<THookStatus, { label: TPlainAdminMessageKey; color: string }> = {
  pending: { label: 'hookStatus.pending', color: 'gray' },
  error: { label: 'hookStatus.error', color: 'red' },
  success: { label: 'hookStatus.success', color: 'green' },
};

/**
 * A hook's status as a small badge: the word, never the colour alone. With `name` the hook's
 * name stands before it, for a list of several hooks (visible: a touch screen has no hover).
 */
export function HookStatusBadge({ status, name }: { status: THookStatus; name?: string }) {
  const { label, color } = HOOK_STATUS[status];
  const badge = (
    <Badge color={color} variant="light" data-testid="hook-status" style={{ flexShrink: 0 }}>
      {ta(label)}
    </Badge>
  );
  if (name === undefined) return badge;
  return (
    <Group gap={6} wrap="nowrap" data-testid="hook-status-of">
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
      {badge}
    </Group>
  );
}
