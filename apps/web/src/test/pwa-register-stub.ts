// Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in tests (vitest.config.ts).
export function useRegisterSW() {
  return {
    needRefresh: [false, () => undefined] as const,
    offlineReady: [false, () => undefined] as const,
    updateServiceWorker: async (_reloadPage?: boolean) => undefined,
  };
}
