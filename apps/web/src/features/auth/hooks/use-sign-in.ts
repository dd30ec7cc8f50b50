import { t } from '@eform/core/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PARAM, safeRedirectPath } from '../../session';
import type { TLoginValues } from '../lib/login-schema';
import { signIn } from '../lib/sign-in';
import { signInFeedback, type TSignInFeedback } from '../lib/sign-in-feedback';

/** One failure toast at a time: the latest attempt's, gone once signing in succeeds. */
const FAILED_TOAST_ID = 'sign-in-failed';

function showToast(feedback: TSignInFeedback): void {
  if (feedback.kind === 'notice') {
    notifications.show({ color: 'orange', message: feedback.message, autoClose: false });
    return;
  }
  notifications.hide(FAILED_TOAST_ID);
  notifications.show({
    id: FAILED_TOAST_ID,
    color: 'red',
    title: t('ui.login.failedTitle'),
    message: feedback.message,
  });
}

/**
 * The login mutation. On success it goes to the deep link the login URL carries (only a path of
 * this app), else to '/', which routes the user home (fillers /folders). A failure is toasted
 * and kept as `feedback` for the form to show next to itself until the next attempt.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [feedback, setFeedback] = useState<TSignInFeedback | null>(null);
  const mutation = useMutation({
    mutationFn: (values: TLoginValues) => signIn(queryClient, values),
    // Offline, TanStack Query would pause the mutation until the connection is back, and the
    // button would say 'Bezig met inloggen...' for ever. A sign-in is never queued: it fails now
    // and says why.
    networkMode: 'always',
    onMutate: () => setFeedback(null),
    onSuccess: () => {
      notifications.hide(FAILED_TOAST_ID);
      const target = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? '/';
      navigate(target, { replace: true });
    },
    onError: (error) => {
      const next = signInFeedback(error, navigator.onLine);
      setFeedback(next);
      showToast(next);
    },
  });
  return { mutate: mutation.mutate, isPending: mutation.isPending, feedback };
}
