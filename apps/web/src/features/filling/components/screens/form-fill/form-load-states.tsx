import { t } from '@eform/core/messages';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { isApiStatus } from '../../../../../lib/http/api-error';
import { useOnlineStatus } from '../../../../../lib/use-online-status';
import { OfflineUnavailable } from '../../../../../ui/offline-unavailable';

/** The skeleton of a form on its way. */
export function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('fillScreen.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={56} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A form that could not load: gone or not the user's (404), offline and never opened on this
 * device, or a failure with a retry.
 */
export function FormLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnlineStatus();
  if (!online) return <OfflineUnavailable />;
  if (isApiStatus(error, 404)) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('fillScreen.notFound')}
        data-testid="fill-not-found"
      />
    );
  }
  return (
    <Alert color="red" variant="light" title={t('fillScreen.loadFailed')}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t('ui.common.retry')}
      </Button>
    </Alert>
  );
}
