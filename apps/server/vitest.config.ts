import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
