import { t } from '@eform/core/messages';
import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';

const SKELETON_ROWS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Skeleton rows while a client screen loads, labelled for screen readers. */
export function ClientLoading({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('ui.app.loading')} data-testid="client-loading">
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <Skeleton key={row} h={40} radius="sm" />
      ))}
    </Stack>
  );
}

/** A load that failed, with its text and a retry. */
export function ClientLoadError({
  message = 'clientsAdmin.loadFailed',
  onRetry,
}: {
  message?: TPlainClientsMessageKey;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={tc(message)} role="alert">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {tc('clientsAdmin.retry')}
      </Button>
    </Alert>
  );
}
