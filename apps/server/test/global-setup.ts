import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../../scripts/build-server';
import { createDatabase } from '../src/db/client';
import { ensureDatabase } from '../src/db/database-url';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { dropDatabase } from './test-database';

/**
 * One PostgreSQL per test run: the given DATABASE_URL's server, or an embedded cluster under
 * the system temp folder (durability off: it is thrown away). Not under the checkout: PostgreSQL
 * runs as its own system user, which cannot reach a checkout below a private home folder. Migrations run once into a template database; each
 * test file then gets its own copy of it (test/support.ts), so files never see each other's data.
 */
export default async function setup(project: TestProject) {
  let embedded: TEmbeddedPostgres | undefined;
  // One run may set up two projects from this file (server and server-isolated, vitest.config.ts)
  // in one process: each gets its own cluster, template and bundle.
  const run = `${process.pid}-${project.name.replace(/[^a-z0-9]/gi, '_')}`;
  let serverUrl = process.env.DATABASE_URL;
  const clusterDir = join(tmpdir(), `eform-test-pg-${run}`);
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({
      dir: join(clusterDir, 'postgres'),
      settings: [
        'fsync=off',
        'synchronous_commit=off',
        'full_page_writes=off',
        'max_connections=300',
      ],
    });
    serverUrl = embedded.connectionString;
  }
  const templateName = `eform_template_${run.replace(/-/g, '_')}`;
  await dropDatabase(serverUrl, templateName);
  const templateUrl = await ensureDatabase(serverUrl, templateName);
  const database = createDatabase(templateUrl, { max: 1 });
  try {
    await runMigrations(database.pool);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { serverUrl, templateName });

  // The process tests (test/server-process.ts) start the server as `npm start` does: one bundle
  // under plain Node, built once here instead of every child compiling the sources through tsx
  // at its start (and again in each document sandbox child). A folder per run, as deep as src/
  // (paths.ts finds the repository from there), so two runs at once never share a file.
  const bundleDir = fileURLToPath(new URL(`../dist-test-${run}/`, import.meta.url));
  const bundle = join(bundleDir, 'main.mjs');
  await buildServerBundle(fileURLToPath(new URL('../src/main.ts', import.meta.url)), bundle);
  project.provide('serverBundle', bundle);

  return async () => {
    await rm(bundleDir, { recursive: true, force: true });
    if (embedded) {
      await embedded.stop();
      await rm(clusterDir, { recursive: true, force: true });
    } else if (serverUrl) {
      await dropDatabase(serverUrl, templateName);
    }
  };
}
