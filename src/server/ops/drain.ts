import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

interface SocketState {
  /** Requests on this socket whose response has not finished. */
  active: number;
  /** When the socket last finished a response (or connected). */
  idleSince: number;
}

export interface DrainResult {
  /** Every connection closed before the budget ran out. */
  clean: boolean;
  /** Responses still unfinished when the budget ran out (their sockets were destroyed). */
  abandoned: number;
  ms: number;
}

export interface Drainer {
  readonly draining: boolean;
  /** Connections open now (for tests and metrics). */
  readonly connections: number;
  /**
   * Graceful stop: the listening socket closes at once (new connections are refused, never
   * accepted and then reset); every response not yet started, and every request that still
   * arrives on an open keep-alive connection, is answered with `Connection: close`, so the client
   * closes that connection itself after reading it. A socket that sits idle for `idleGraceMs`
   * after the drain began (a client that sends nothing more) is closed by us: closing idle sockets
   * at once would race a client that is just then reusing one (its request would be reset unread). Resolves when the
   * last connection has closed, or at `budgetMs` after destroying what is left.
   */
  drain(budgetMs: number): Promise<DrainResult>;
}

/**
 * Tracks the server's connections and their in-flight requests from the start (call right after
 * creating the server, before it accepts anything). See `Drainer.drain`.
 */
export function trackConnections(server: Server, options: { idleGraceMs?: number } = {}): Drainer {
  const sockets = new Map<Socket, SocketState>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the app's own listener, so the header is set before the app can answer.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (state) state.active++;
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight.delete(res);
      if (state) {
        state.active--;
        state.idleSince = Date.now();
      }
    };
    res.once('finish', finished);
    res.once('close', finished);
  });

  return {
    get draining() {
      return draining;
    },
    get connections() {
      let open = 0;
      for (const socket of sockets.keys()) if (!socket.destroyed) open++;
      return open;
    },
    drain(budgetMs: number): Promise<DrainResult> {
      const started = Date.now();
      draining = true;
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      const idleGraceMs = options.idleGraceMs ?? Math.min(1000, Math.floor(budgetMs / 4));
      // The grace counts from now for sockets already idle: a client's pool may hold idle sockets
      // it picks up at any moment (a LIFO pool leaves most of them idle under load). Each one it
      // uses now gets its answer with `Connection: close`; only one left unused for the whole
      // grace is closed by us.
      for (const state of sockets.values()) {
        if (state.active === 0) state.idleSince = Math.max(state.idleSince, started);
      }
      return new Promise<DrainResult>((resolve) => {
        let settled = false;
        const finish = (clean: boolean, abandoned: number) => {
          if (settled) return;
          settled = true;
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve({ clean, abandoned, ms: Date.now() - started });
        };
        // net.Server's close, not http.Server's: the latter (Node ≥ 19) also closes every idle
        // keep-alive socket at once, which races clients reusing them. The callback runs when
        // the last connection has closed.
        net.Server.prototype.close.call(server, () => finish(true, 0));
        let lastSweep = Date.now();
        const sweep = setInterval(() => {
          const now = Date.now();
          // After a stall of the event loop, timers run before pending reads: a socket whose next
          // request is already waiting unread would look idle and be reset. Skip such a tick so
          // those requests are read (and marked active) first.
          const stalled = now - lastSweep > 150;
          lastSweep = now;
          if (stalled) return;
          for (const [socket, state] of sockets) {
            if (state.active === 0 && now - state.idleSince >= idleGraceMs) socket.destroy();
          }
        }, 50);
        const deadline = setTimeout(() => {
          const abandoned = inFlight.size;
          for (const socket of sockets.keys()) socket.destroy();
          finish(abandoned === 0, abandoned);
        }, budgetMs);
      });
    },
  };
}
