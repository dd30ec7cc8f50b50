import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The repository root, computed from this file's place (apps/server/src) rather than the process
 * cwd: `npm start` at the root runs the server with cwd apps/server, yet DATA_DIR=./data must mean
 * the same folder however the server was started.
 */
export const REPO_ROOT = resolve(here, '../../..');

/** The server package folder (apps/server). */
export const SERVER_ROOT = resolve(here, '..');

/** Generated SQL migrations, committed. */
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');

/** The web app's production build, served when it exists. */
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');

/** Uploaded files under the default DATA_DIR (./data); the runtime passes the configured one. */
export const DEFAULT_FILES_DIR = resolve(REPO_ROOT, 'data/files');
