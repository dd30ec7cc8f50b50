import { t } from '@eform/core/messages';
import { Center, Loader } from '@mantine/core';

/** A centred loader, full screen or filling its container. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader aria-label={t('ui.app.loading')} />
    </Center>
  );
}
