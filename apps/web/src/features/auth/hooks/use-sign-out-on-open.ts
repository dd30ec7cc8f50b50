import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionStore, signOut } from '../../session';

/**
 * Opening the login screen ends a current session (doc 1 §2.4). The query stays, so a deep link
 * waiting in it (`?redirect=`) still applies to the next sign-in.
 */
export function useSignOutOnOpen(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Only on opening: the query changing later must not run it again.
  const searchOnOpen = useRef(search);
  useEffect(() => {
    if (!sessionStore.get()) return;
    void signOut(queryClient).then(() =>
      navigate({ pathname: '/login', search: searchOnOpen.current }, { replace: true }),
    );
  }, [queryClient, navigate]);
}
