import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Server integration tests on real PostgreSQL: the global setup starts one cluster (or uses
// DATABASE_URL) and migrates a template; every test file runs on its own copy.
export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
