import { t } from '@eform/core/messages';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../session';

/** Shows a logging-out message, signs out, goes to login (doc 1 §2.5). */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOut(queryClient).then(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);

  return (
    <Center mih="100dvh" component="main">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text>{t('ui.logout.busy')}</Text>
      </Stack>
    </Center>
  );
}
