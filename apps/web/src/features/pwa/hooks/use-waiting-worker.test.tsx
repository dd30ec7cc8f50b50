import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWaitingWorker } from './use-waiting-worker';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useWaitingWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('answers no update when the browser blocks service workers (register answers none)', async () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        controller: null,
        register,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    const failures: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => failures.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const errors = vi.spyOn(console, 'warn');
    try {
      const { result } = renderHook(() => useWaitingWorker(), { wrapper });
      await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
      // The registration's answer is handled (a rejection would be reported by now).
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(result.current).toBeNull();
      expect(failures).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });
});
