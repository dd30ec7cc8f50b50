import { ts } from '@eform/core/messages/server-only';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { LOG_SERIALIZERS } from './plugins/log-privacy';
import { startRuntime } from './runtime';

/** Entry point of `npm start`: start, then stop gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  // The first start's box of accounts is kept until the server listens, so the output ends with
  // the box and the address rather than scrolling them away under the log lines of the start.
  // The log writes synchronously (it is a few lines a minute: no line per request), so those
  // lines are out before the box; pino's default stream would write them after it.
  let seedNotice = '';
  const runtime = await startRuntime(config, {
    // Errors without the values they carry (query parameters, personal data): log-privacy.ts.
    logger: pino(
      { level: config.logLevel, serializers: LOG_SERIALIZERS },
      pino.destination({ dest: 1, sync: true }),
    ),
    printNotice: (text) => {
      seedNotice = text;
    },
  });
  runtime.log.info({ address: runtime.address, publicUrl: config.publicUrl }, 'server started');
  // One plain line a newcomer can act on, outside the JSON log.
  process.stdout.write(`${seedNotice}${ts('server.start.open', { url: config.publicUrl })}\n`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal while stopping means "now": exit without waiting any longer.
    if (stopping) process.exit(1);
    stopping = true;
    runtime.log.info({ signal }, 'shutting down');
    runtime.stop().then(
      () => {
        runtime.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        runtime.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Server kon niet starten: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
