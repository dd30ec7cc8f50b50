/**
 * A bench's whole server in a process of its own (not a benchmark): `npm start`'s runtime (jobs
 * included) from the environment (DATABASE_URL, DATA_DIR, PORT, HOST), printing its address as
 * one line once it listens. For benches whose work runs in jobs (datasource imports); the
 * request-only benches use serve-app.ts.
 */
import { loadConfig } from '../../apps/server/src/config';
import { startRuntime } from '../../apps/server/src/runtime';

const runtime = await startRuntime(loadConfig(), { printNotice: () => {} });
process.stdout.write(`${runtime.address}\n`);
process.on('SIGTERM', () => {
  void runtime.stop().then(() => process.exit(0));
});
