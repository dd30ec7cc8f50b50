/**
 * A throwaway PostgreSQL cluster for the backup check, run with one installed major version's
 * own server and client tools, so pg_dump and pg_restore always match the server they talk to
 * (pg_dump refuses a newer server; a dump is restored by the same or a newer pg_restore). The
 * app connects as an ordinary role that owns its database, as docs/deploy.md sets it up, so the
 * check also proves that such a role may create pg_trgm and restore a dump of its own.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../../apps/server/src/db/embedded-postgres';

const run = promisify(execFile);
const TOOLS = ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'];
const DEBIAN_VERSIONS = '/usr/lib/postgresql';
/** The database role and database the app uses. */
export const APP_ROLE = 'eform';

/** A running cluster; `appUrl` is the app's database as its owner role. */
export interface TCluster {
  version: string;
  appUrl: string;
  /** pg_dump -Fc of the app's database into `file`, as the app's role. */
  dump(file: string): Promise<void>;
  /** Drops the app's database (closing its sessions). */
  dropAppDatabase(): Promise<void>;
  /** Creates the app's database again, empty, owned by the app's role. */
  createAppDatabase(): Promise<void>;
  /** pg_restore of `file` into the app's (empty) database, all or nothing. */
  restore(file: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The folder of PostgreSQL's programs: PG_BIN, else the newest of Debian's
 * /usr/lib/postgresql/<major>/bin that holds the server and the dump tools.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string {
  const complete = (dir: string) => TOOLS.every((tool) => existsSync(join(dir, tool)));
  if (env.PG_BIN) {
    if (complete(env.PG_BIN)) return env.PG_BIN;
    throw new Error(`PG_BIN=${env.PG_BIN} lacks one of ${TOOLS.join(', ')}`);
  }
  const majors = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = majors.map((major) => join(DEBIAN_VERSIONS, major, 'bin')).find(complete);
  if (found) return found;
  throw new Error(
    'No PostgreSQL server and client tools found: install them (Debian: apt-get install -y ' +
      'postgresql) or name their folder in PG_BIN.',
  );
}

/**
 * initdb and start a cluster under `dir` (which the postgres system user must reach when run as
 * root: PostgreSQL refuses root) on a free local port, durability off (it is thrown away), with
 * the app's role and database.
 */
export async function startCluster(bin: string, dir: string): Promise<TCluster> {
  const asPostgres = process.getuid?.() === 0;
  const exec = (tool: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    asPostgres
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { env: withEnv(env) })
      : run(join(bin, tool), args, { env: withEnv(env) });
  const data = join(dir, 'data');
  const superPassword = randomBytes(18).toString('base64url');
  const appPassword = randomBytes(18).toString('base64url');
  const passwordFile = join(dir, 'superuser-password');
  await mkdir(dir, { recursive: true });
  await writeFile(passwordFile, superPassword, { mode: 0o600 });
  if (asPostgres) {
    const { uid, gid } = await postgresIds();
    await chown(dir, uid, gid);
    await chown(passwordFile, uid, gid);
  }
  await exec('initdb', [
    ...['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`],
    ...['--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
  ]);
  const port = await findFreePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ];
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    settings.join(' '),
    'start',
  ]);
  const at = (user: string, password: string, database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  const superUrl = at('postgres', superPassword, 'postgres');
  const appUrl = at(APP_ROLE, appPassword, APP_ROLE);
  const asSuperuser = async (statement: string) => {
    const client = new pg.Client({ connectionString: superUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const createAppDatabase = async () => {
    await asSuperuser(`create database ${APP_ROLE} owner ${APP_ROLE}`);
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
  };
  let version: string;
  try {
    await asSuperuser(`create role ${APP_ROLE} login password '${appPassword}'`);
    await createAppDatabase();
    version = (await asSuperuser('show server_version')).rows[0]?.server_version as string;
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const clientEnv = { PGPASSWORD: appPassword };
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', APP_ROLE, '-d', APP_ROLE];
  return {
    version,
    appUrl,
    dump: async (file) => {
      await run(join(bin, 'pg_dump'), [...connection, '-Fc', '-f', file], {
        env: withEnv(clientEnv),
      });
    },
    dropAppDatabase: async () => {
      await asSuperuser(`drop database ${APP_ROLE} with (force)`);
    },
    createAppDatabase,
    restore: async (file) => {
      await run(
        join(bin, 'pg_restore'),
        [...connection, '--no-owner', '--exit-on-error', '--single-transaction', file],
        { env: withEnv(clientEnv) },
      );
    },
    stop,
  };
}

function withEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...process.env, ...env };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  if (uid === undefined || gid === undefined) throw new Error('no postgres system user');
  return { uid, gid };
}
