import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import { SERVER_ROOT } from '../src/paths';

/**
 * Generates the OpenAPI document from the route schemas. `--write` updates the committed
 * apps/server/openapi.json; `--check` fails when it differs from what the routes produce.
 */
const FILE = join(SERVER_ROOT, 'openapi.json');

// The app only needs a database handle to be built; nothing connects until a query runs.
const database = createDatabase('postgres://unused@127.0.0.1:1/unused');
const app = await buildApp({ db: database.db, webDistDir: '/nonexistent' });
await app.ready();
const generated = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

if (process.argv.includes('--write')) {
  await writeFile(FILE, generated);
  process.stdout.write(`Wrote ${FILE}\n`);
} else {
  const committed = await readFile(FILE, 'utf8').catch(() => '');
  if (committed !== generated) {
    process.stderr.write(
      'apps/server/openapi.json is out of date with the routes.\n' +
        'Run `npm run openapi:generate -w @eform/server` and commit it.\n',
    );
    process.exit(1);
  }
  process.stdout.write('openapi.json is up to date.\n');
}
