import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { buildApp, type TApp, type TAppOptions } from '../src/app';
import { createDatabase, type TDatabase, type TDb } from '../src/db/client';
import { createLocalDiskStorage } from '../src/storage/local-disk-storage';
import { createDatabaseFromTemplate, databaseName, dropDatabase } from './test-database';

export interface TTestServer {
  app: TApp;
  db: TDb;
  database: TDatabase;
  /** URL of this file's own database. */
  url: string;
}

/** A fresh migrated database for the calling test file, dropped after its tests. */
export async function getTestDatabase(): Promise<{ database: TDatabase; url: string }> {
  const info = inject('testDatabase');
  const url = await createDatabaseFromTemplate(info);
  const database = createDatabase(url, { max: 8 });
  afterAll(async () => {
    await database.close();
    await dropDatabase(info.serverUrl, databaseName(url));
  });
  return { database, url };
}

/**
 * The real app on the calling test file's own database, driven with app.inject(). Call at the top
 * of a test file (top-level await); everything is closed after the file's tests.
 */
export async function getTestServer(options: Partial<TAppOptions> = {}): Promise<TTestServer> {
  const { database, url } = await getTestDatabase();
  // Uploaded files go to a folder of the test file's own, never to the repository's data/.
  const filesDir = await mkdtemp(join(tmpdir(), 'eform-test-files-'));
  afterAll(() => rm(filesDir, { recursive: true, force: true }));
  const app = await buildApp({
    db: database.db,
    webDistDir: '/nonexistent',
    storage: createLocalDiskStorage(filesDir),
    ...options,
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, db: database.db, database, url };
}

/** An HTTP method the API uses. */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call through `app.inject()` with an api key and an optional JSON body. */
export function callApi(
  app: TApp,
  apiKey: string,
  method: THttpMethod,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { 'api-key': apiKey },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
