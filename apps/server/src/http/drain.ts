import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';

/** On shutdown, requests in flight get this long to finish before their connections are cut. */
export const SHUTDOWN_DRAIN_TIMEOUT_MS = 10_000;
/**
 * While draining, a kept-alive connection without a request is closed once it has been idle this
 * long. A client in a request loop is idle for a moment between its answer and its next request;
 * closing it in that moment would reset the request it is just sending, so it is served once more
 * (with `connection: close`) instead.
 */
export const DRAIN_IDLE_GRACE_MS = 1_000;
const POLL_MS = 50;

export interface TDrainOptions {
  timeoutMs?: number;
  idleGraceMs?: number;
}

/** Follows the connections of an HTTP server so that they can be drained on shutdown. */
export interface TConnectionDrain {
  /**
   * Stops accepting connections and waits until every open one has ended: each answer from now
   * on carries `connection: close`, so a client ends its connection after its current request;
   * connections idle for the grace period are closed. True when all ended within the timeout;
   * what is still open then is left to the server's close.
   */
  drain(options?: TDrainOptions): Promise<boolean>;
}

interface TConnectionState {
  /** Requests received and not yet answered. */
  active: number;
  idleSince: number;
  /** The socket's bytesRead when it went idle: more since means a request is coming in. */
  readAtIdle: number;
}

/**
 * Tracks the connections of `server` (call before it listens). Needed because http.Server's own
 * close() also closes every idle kept-alive connection at once, which resets requests that
 * clients are sending on them at that very moment.
 */
export function trackConnections(server: Server): TConnectionDrain {
  const connections = new Map<Socket, TConnectionState>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now(), readAtIdle: socket.bytesRead });
    socket.once('close', () => connections.delete(socket));
  });
  // Before Fastify's listener, so the header is set before any hook can answer.
  server.prependListener('request', (request, response) => {
    const state = connections.get(request.socket);
    if (state) state.active += 1;
    if (draining && !response.headersSent) response.setHeader('connection', 'close');
    response.once('close', () => {
      if (!state) return;
      state.active -= 1;
      state.idleSince = Date.now();
      state.readAtIdle = request.socket.bytesRead;
    });
  });

  return {
    async drain(options = {}) {
      const timeoutMs = options.timeoutMs ?? SHUTDOWN_DRAIN_TIMEOUT_MS;
      const idleGraceMs = options.idleGraceMs ?? DRAIN_IDLE_GRACE_MS;
      draining = true;
      // net.Server's close only stops listening; the open connections are ours to end.
      if (server.listening) NetServer.prototype.close.call(server);
      const deadline = Date.now() + timeoutMs;
      while (connections.size > 0 && Date.now() < deadline) {
        // The timer fires before the loop reads what came in meanwhile: after a busy stretch a
        // request could wait unread on a connection that looks idle since long. Let the loop
        // read first (a request then counts as active), and spare a connection that has received
        // any byte since its last answer (a request whose head is not yet complete).
        await afterIo();
        const now = Date.now();
        for (const [socket, state] of connections) {
          const quiet = state.active === 0 && socket.bytesRead === state.readAtIdle;
          if (quiet && now - state.idleSince >= idleGraceMs) socket.destroy();
        }
        await sleep(POLL_MS);
      }
      return connections.size === 0;
    },
  };
}
