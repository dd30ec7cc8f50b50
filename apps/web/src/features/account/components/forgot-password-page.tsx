import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/http/api-error';
import { requestPasswordReset } from '../api/account-api';
import { accountEmailError } from './email-field';

/**
 * Forgot password (the login screen's link, via the server's /user/password): an e-mail address,
 * and the answer that is the same for every address (a mail goes only to an account).
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);
  const request = useMutation({ mutationFn: () => requestPasswordReset(email.trim()) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = accountEmailError(email);
    setError(found);
    if (found) emailRef.current?.focus();
    else request.mutate();
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
          <TextInput
            ref={emailRef}
            label={tc('users.emailLabel')}
            type="email"
            autoComplete="username"
            inputMode="email"
            withAsterisk
            value={email}
            error={error}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setEmail(next);
              if (error) setError(accountEmailError(next));
            }}
          />
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
