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
