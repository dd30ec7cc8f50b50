import { t } from '@eform/core/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** An unexpected render error: say so in Dutch instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Title order={1} fz="h2">
          {t('ui.error.title')}
        </Title>
        <Text c="dimmed">{t('ui.error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('ui.error.reload')}</Button>
      </Stack>
    </Center>
  );
}
