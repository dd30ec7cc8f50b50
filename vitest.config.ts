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
 * Test files of one worker share one module graph (`isolate: false`): importing the server or
 * Mantine again for every file was most of the run (about 5 s a server file, 2.5 s and a fresh
 * happy-dom a web file). Each file still gets its own database (server) and the state a fresh
 * process starts with: the server's caches of database content are emptied
 * (apps/server/test/setup-server.ts), the web's globals, timers, storage, spies and URL reset
 * (apps/web/src/test/setup.ts).
 *
 * These files need a module graph of their own and run isolated:
 * - module mocks (`vi.mock`), which would replace the module for the files after them, and tests
 *   of a module's evaluation (the router's early requests);
 * - the server tests that start real processes (the server as `npm start` runs it, workers, their
 *   own PostgreSQL clusters, LibreOffice) and then kill, restart or starve them: each keeps both
 *   cores busy for tens of seconds and waits on time windows (an export under way when its worker
 *   dies). Beside three other workers on a loaded machine those windows closed, so their project
 *   runs after the others (sequence.groupOrder), as many at once as there are cores.
 */
const SERVER_ISOLATED = [
  'test/faults/**/*.test.ts',
  'test/{crash,start,shutdown}.test.ts',
  'test/abuse/word-templates.test.ts',
  'src/modules/auth/rate-limit.test.ts',
  // A PDF compared byte for byte with the one the sandbox's fresh child process renders.
  'src/sandbox/documents.test.ts',
];
const WEB_ISOLATED = [
  'src/app/router.test.ts',
  'src/boundaries.test.ts',
  'src/features/pwa/components/make-folder-offline.test.tsx',
  'src/features/saved-registrations/components/saved-registrations-sync.test.tsx',
  'src/features/saved-registrations/components/unsend-registrations-page.test.tsx',
  'src/features/saved-registrations/hooks/use-local-save.test.ts',
  'src/features/saved-registrations/lib/background.test.ts',
  'src/features/saved-registrations/lib/sync-too-large.test.ts',
  'src/features/filling/components/elements/map/*.test.tsx',
  'src/features/registrations-admin/components/registrations-map-view.test.tsx',
  'src/features/form-editor/components/settings/map-datasource-select.test.tsx',
  'src/features/form-editor/components/element-dialog.test.tsx',
];

/**
 * Browser code in a simulated DOM, so components render (Testing Library); the build tooling's
 * tests (build/) pick the node environment themselves. Vitest's 5 s default is what a component
 * test with a few screens needs under load, which failed such tests at random; a test's waits end
 * at 5 s (src/test/setup.ts).
 */
const web = {
  name: 'web',
  root: './apps/web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
};

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
          isolate: false,
          // The property-based tests take 1-2.5 s, and over 5 s (Vitest's default) with coverage
          // beside a heavily loaded suite.
          testTimeout: 20_000,
        },
      },
      { test: { ...server.test, isolate: false, exclude: SERVER_ISOLATED } },
      {
        test: {
          ...server.test,
          name: 'server-isolated',
          include: SERVER_ISOLATED,
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 1 },
        },
      },
      { test: { ...web, isolate: false, exclude: WEB_ISOLATED } },
      { test: { ...web, name: 'web-isolated', include: WEB_ISOLATED } },
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
