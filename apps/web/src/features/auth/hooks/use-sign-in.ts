import { t } from '@eform/core/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/http/api-error';
import type { TLoginValues } from '../lib/login-schema';
import { NoClientError, signIn } from '../lib/sign-in';

function showSignInError(error: unknown): void {
  if (error instanceof NoClientError) {
    notifications.show({ color: 'orange', message: t('account.noClient'), autoClose: false });
    return;
  }
  // A refusal (wrong password, too many attempts) carries the server's Dutch message.
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  notifications.show({
    color: 'red',
    title: t('ui.login.failedTitle'),
    message: refused ? error.message : t('login.exception'),
  });
}

/** The login mutation; on success '/' routes the user to their home (fillers /folders). */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: TLoginValues) => signIn(queryClient, values),
    onSuccess: () => navigate('/', { replace: true }),
    onError: showSignInError,
  });
}
