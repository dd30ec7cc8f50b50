import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo: core (pure unit), server (real PostgreSQL), web (unit, components).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      './apps/server/vitest.config.ts',
      {
        // Browser code in a simulated DOM, so components render (Testing Library); the build
        // tooling's tests (build/) pick the node environment themselves.
        test: {
          name: 'web',
          root: './apps/web',
          // vite-plugin-pwa's registration module exists only in the app's build: a stub that
          // never finds a waiting version (features/pwa's tests drive the prompt directly).
          alias: {
            'virtual:pwa-register/react': fileURLToPath(
              new URL('./apps/web/src/test/pwa-register-stub.ts', import.meta.url),
            ),
          },
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/test-setup.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
