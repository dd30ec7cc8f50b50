/**
 * A bench's server in a process of its own (not a benchmark): builds the app on DATABASE_URL,
 * serves BENCH_WEB_DIR, listens on a free port and prints its address as one line. Run by
 * fill.bench.ts so the server does not share an event loop with the Playwright driver.
 */
import { buildApp } from '../../apps/server/src/app';
import { createDatabase } from '../../apps/server/src/db/client';

const database = createDatabase(process.env.DATABASE_URL ?? '', { max: 8 });
const app = await buildApp({ db: database.db, webDistDir: process.env.BENCH_WEB_DIR ?? '' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
