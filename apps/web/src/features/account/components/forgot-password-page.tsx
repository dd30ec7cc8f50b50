import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/http/api-error';
import { useEmailField } from '../../../ui/use-email-field';
import { requestPasswordReset } from '../api/account-api';

/**
 * Forgot password (the login screen's link, via the server's /user/password): an e-mail address,
 * and the answer that is the same for every address (a mail goes only to an account).
 */
export function ForgotPasswordPage() {
  const email = useEmailField();
  const request = useMutation({ mutationFn: () => requestPasswordReset(email.value) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.check()) request.mutate();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" mx="auto">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('ui.page.passwordForgot')}
          </Title>
          <Text c="dimmed" size="sm">
            {tc('password.forgotIntro')}
          </Text>
          <TextInput {...email.inputProps} label={tc('users.emailLabel')} autoComplete="username" />
          {request.isSuccess && (
            <Alert color="green" variant="light" role="status" data-testid="reset-requested">
              {request.data.message}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(request.error) ?? request.error.message}
            </Alert>
          )}
          <Button type="submit" loading={request.isPending}>
            {tc('password.forgotSubmit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {tc('password.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
