import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/http/api-error';
import { useEmailField } from '../../../ui/use-email-field';
import { requestPasswordReset } from '../api/account-api';
import { AccountCard } from './account-card';

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
    <AccountCard
      title={t('ui.page.passwordForgot')}
      intro={tc('password.forgotIntro')}
      onSubmit={submit}
    >
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
    </AccountCard>
  );
}
