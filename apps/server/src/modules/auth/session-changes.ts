import type { Logger } from 'pino';
import { LISTEN_RECONNECT_MS, listenToChannel, type TChannelListener } from '../../db/listen';
import { forgetCachedSessions, trustSessionCache } from './auth.service';

/**
 * The channel the database triggers of migration 0024 notify with a user's id when a session of
 * theirs is revoked or shortened, or their account changed or was removed.
 */
const SESSION_CHANGES_CHANNEL = 'eform_session_changes';
/** The listening connection's name in pg_stat_activity. */
export const SESSION_CHANGES_LISTENER = 'eform-session-changes';

export interface TSessionChangesOptions {
  log?: Pick<Logger, 'info' | 'warn'>;
  reconnectMs?: number;
}

/**
 * Keeps this process's session cache true to changes made anywhere (issue 33: a sign-out on one
 * server is refused at once on the others, not after SESSION_CACHE_MS): each notification
 * forgets that user's cached sessions. While the connection is lost nothing can be heard, so no
 * session is cached (every request looks its own up); listening again, the cache starts empty.
 */
export function listenForSessionChanges(
  connectionString: string,
  options: TSessionChangesOptions = {},
): Promise<TChannelListener> {
  const { log } = options;
  let lostOnce = false;
  return listenToChannel(
    connectionString,
    SESSION_CHANGES_CHANNEL,
    SESSION_CHANGES_LISTENER,
    {
      onNotify(payload) {
        const userId = Number(payload);
        forgetCachedSessions(Number.isInteger(userId) ? userId : undefined);
      },
      onListening() {
        trustSessionCache(true);
        if (lostOnce) log?.info('listening for session changes again');
      },
      onLost(error) {
        trustSessionCache(false);
        log?.warn({ err: error }, 'session changes unheard; session cache off');
        lostOnce = true;
      },
    },
    options.reconnectMs ?? LISTEN_RECONNECT_MS,
  ).then((listener) => ({
    listening: listener.listening,
    async stop() {
      await listener.stop();
      // As a process without a listener: the cache's own time limit only.
      trustSessionCache(true);
    },
  }));
}
