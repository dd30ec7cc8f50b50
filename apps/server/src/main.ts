import { ts } from '@eform/core/messages/server-only';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { surviveLostConnections } from './db/connection-loss';
import { LOG_SERIALIZERS } from './plugins/log-privacy';
import { startRuntime, startWorkerRuntime, type TWorkerRuntime } from './runtime';

/**
 * The log's way out: JSON lines on stdout, written asynchronously (a line per request must not
 * hold the event loop on a slow terminal or pipe). pino writes what is still buffered, in
 * order, when the process exits (its destination flushes itself on 'exit').
 */
const logDestination = pino.destination({ dest: 1, sync: false });

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

  // Errors without the values they carry (query parameters, personal data): log-privacy.ts.
  const logger = pino({ level: config.logLevel, serializers: LOG_SERIALIZERS }, logDestination);
  // A database restart ends queries, never the process (db/connection-loss.ts).
  surviveLostConnections(logger);
  let runtime: TWorkerRuntime;
  if (config.role === 'worker') {
    runtime = await startWorkerRuntime(config, { logger });
  } else {
    // The first start's box of accounts is kept until the server listens, so the output ends
    // with the box and the address rather than scrolling them away under the log lines.
    let seedNotice = '';
    const http = await startRuntime(config, {
      logger,
      printNotice: (text) => {
        seedNotice = text;
      },
    });
    http.log.info(
      { address: http.address, publicUrl: config.publicUrl, role: config.role },
      'server started',
    );
    // One plain line a newcomer can act on, outside the JSON log but through its destination:
    // it comes after the start's lines still buffered there, never between them.
    logDestination.write(`${seedNotice}${ts('server.start.open', { url: config.publicUrl })}\n`);
    runtime = http;
  }

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
