import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../session/lib/session-store';
import { signOut } from '../../session/lib/sign-out';

/** Opening the login screen ends a current session (doc 1 §2.4). */
export function useSignOutOnOpen(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!sessionStore.get()) return;
    void signOut(queryClient).then(() => navigate('/login', { replace: true }));
  }, [queryClient, navigate]);
}
