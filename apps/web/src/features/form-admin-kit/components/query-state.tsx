import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';

/** Skeleton rows while a list loads, labelled for screen readers. */
export function ListLoading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('ui.app.loading')} data-testid="list-loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={ta('ui.formsAdmin.loadFailed')} role="alert">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t('ui.common.retry')}
      </Button>
    </Alert>
  );
}
