import pg from 'pg';

/** What a channel's listener tells its owner. */
export interface TChannelHandlers {
  /** A notification's payload. */
  onNotify(payload: string): void;
  /** Listening (again): notifications sent while the connection was lost are not replayed. */
  onListening(): void;
  /** The connection is lost (or could not be made); it is tried again after `reconnectMs`. */
  onLost(error: unknown): void;
}

/** A LISTEN on a connection of its own. */
export interface TChannelListener {
  /** Whether the LISTEN is in place right now. */
  listening(): boolean;
  stop(): Promise<void>;
}

/** A lost listening connection is made again this often until it holds. */
export const LISTEN_RECONNECT_MS = 1000;

/**
 * LISTENs on `channel` over a connection of its own (named `applicationName` in
 * pg_stat_activity), kept up for as long as it runs: a lost connection (a database restart, a
 * terminated backend, a network cut) is reported and made again every `reconnectMs`. Resolves
 * after the first attempt, whether it held or not.
 */
export async function listenToChannel(
  connectionString: string,
  channel: string,
  applicationName: string,
  handlers: TChannelHandlers,
  reconnectMs = LISTEN_RECONNECT_MS,
): Promise<TChannelListener> {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, error: unknown) => {
    if (client !== lost || stopped) return;
    client = undefined;
    listening = false;
    lost.removeAllListeners();
    lost.on('error', () => undefined);
    void lost.end().catch(() => undefined);
    handlers.onLost(error);
    timer = setTimeout(() => void connect(), reconnectMs);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: applicationName });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(next, error);
      return;
    }
    if (client !== next || stopped) return;
    listening = true;
    handlers.onListening();
  };

  await connect();
  return {
    listening: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      listening = false;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => undefined);
        await open.end().catch(() => undefined);
      }
    },
  };
}
