import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../src/db/database-url';

/** What the global setup hands to every test file. */
export interface TTestDatabaseInfo {
  /** URL of a maintenance database on the test server (used for CREATE/DROP DATABASE). */
  serverUrl: string;
  /** Migrated database that every test file's database is copied from. */
  templateName: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TTestDatabaseInfo;
  }
}

// CREATE DATABASE from one template fails when another copy of it is running at the same time,
// so the copies of parallel test files take turns (the copy itself takes milliseconds).
const CREATE_LOCK_ID = 7_318_640_213;

async function withServer<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for one test file; returns its URL. */
export async function createDatabaseFromTemplate(info: TTestDatabaseInfo): Promise<string> {
  const name = `eform_test_${randomBytes(6).toString('hex')}`;
  await withServer(info.serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [CREATE_LOCK_ID]);
    try {
      await client.query(
        `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(info.templateName)}`,
      );
    } finally {
      await client.query('select pg_advisory_unlock($1)', [CREATE_LOCK_ID]);
    }
  });
  return withDatabase(info.serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
  );
}

/** The database name of a connection URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}
