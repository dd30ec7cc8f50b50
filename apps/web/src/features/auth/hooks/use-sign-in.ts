import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PARAM, safeRedirectPath } from '../../session';
import type { TLoginValues } from '../lib/login-schema';
import { signIn } from '../lib/sign-in';
import { signInFeedback, type TSignInFeedback } from '../lib/sign-in-feedback';

/**
 * The login mutation. On success it goes to the deep link the login URL carries (only a path of
 * this app), else to '/', which routes the user home (fillers /folders). A failure is kept as
 * `feedback` for the form to show next to itself, announced, until the next attempt: once, not
 * also in a toast (a screen reader read it twice, and the toast went while the form stayed).
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
      const target = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? '/';
      navigate(target, { replace: true });
    },
    onError: (error) => setFeedback(signInFeedback(error, navigator.onLine)),
  });
  return { mutate: mutation.mutate, isPending: mutation.isPending, feedback };
}
