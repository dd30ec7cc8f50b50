import { t } from '@eform/core/messages';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '../lib/use-online-status';
import { OfflineUnavailable } from './offline-unavailable';

/**
 * The states of a filler's list: skeleton rows while it loads, the failure with a retry (offline:
 * the list never reached this device, see {@link OfflineUnavailable}), the empty text with its
 * icon, else the list itself.
 */
export function ListBody<T>({
  query,
  loading,
  failed,
  empty,
  emptyIcon,
  emptyTestId,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  loading: string;
  failed: string;
  empty: string;
  emptyIcon: ReactNode;
  emptyTestId: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const online = useOnlineStatus();
  // A load waiting for the network (a retry paused offline) would spin until the device is online.
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineUnavailable />;
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  // Offline a failed refetch leaves the list on screen; with nothing to show, say why.
  const items = query.isError && online ? undefined : query.data;
  if (items === undefined) {
    if (!online) return <OfflineUnavailable />;
    return (
      <Alert color="red" variant="light" title={failed}>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {t('ui.common.retry')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          {emptyIcon}
          <Text c="dimmed" ta="center" data-testid={emptyTestId}>
            {empty}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return children(items);
}
