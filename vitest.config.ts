import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config.ts';

/**
 * Test files run at once. Vitest's default (one less than the cores) is a single worker on a
 * 2-core machine, which left both cores idle whenever a server test waited for PostgreSQL, a
 * child process or a timer: one more worker than cores keeps them busy. VITEST_MAX_WORKERS
 * overrides it (1 runs the files one by one, for a test that misbehaves only beside others).
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || availableParallelism() + 1;

/**
 * The server tests that start real processes (the server as `npm start` runs it, workers, their
 * own PostgreSQL clusters, LibreOffice) and then kill, restart or starve them: each keeps both
 * cores busy for tens of seconds and waits on time windows (an export under way when its worker
 * dies). Beside three other workers on a loaded machine those windows closed. They run as their
 * own project after the others (sequence.groupOrder), as many at once as there are cores.
 */
const PROCESS_TESTS = [
  'test/faults/**/*.test.ts',
  'test/{crash,start,shutdown}.test.ts',
  'test/abuse/word-templates.test.ts',
];

// One runner for the whole repo: core (pure unit), server (real PostgreSQL), web (unit, components).
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test-setup.ts'],
          // Pure functions without shared state: the files share one module graph per worker
          // instead of importing the catalogue and the contract again for each of 51 files.
          isolate: false,
        },
      },
      { test: { ...server.test, exclude: PROCESS_TESTS } },
      {
        test: {
          ...server.test,
          name: 'server-processes',
          include: PROCESS_TESTS,
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Browser code in a simulated DOM, so components render (Testing Library); the build
        // tooling's tests (build/) pick the node environment themselves.
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Vitest's 5 s default is what a component test with a few screens needs under load,
          // which failed such tests at random; a test's waits end at 5 s (src/test/setup.ts).
          testTimeout: 20_000,
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
