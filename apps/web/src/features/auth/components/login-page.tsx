import { APP_VERSION } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../../../ui/brand-mark';
import { useSignOutOnOpen } from '../hooks/use-sign-out-on-open';
import { LoginForm } from './login-form';

export function LoginPage() {
  useSignOutOnOpen();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        {/* Every part of the page in a landmark (banner, main, contentinfo), so none is skipped. */}
        <Center component="header">
          <BrandMark size={44} />
        </Center>
        <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={1} fz="h2">
                {t('ui.login.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('ui.login.intro')}
              </Text>
            </div>
            <LoginForm />
          </Stack>
        </Paper>
        <Text component="footer" size="xs" c="dimmed" ta="center">
          {t('ui.app.version', { version: APP_VERSION })}
        </Text>
      </Stack>
    </Center>
  );
}
