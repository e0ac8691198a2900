import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface ShutdownOptions {
  /** A request must have sent all its headers within this time (a half-sent request is cut). */
  headersTimeoutMs: number;
  /** A request must have been received whole within this time (slow uploads included). */
  requestTimeoutMs: number;
}

export interface DrainPlan {
  /** How long everything is still served as usual, keep-alive included, before the drain (ADR 0125). */
  delayMs: number;
  /** How long requests in flight may then finish before they are cut. */
  deadlineMs: number;
  /** Called once the listener stopped accepting connections. */
  onStopAccepting?: () => void;
}

export interface DrainOutcome {
  /** Requests still running at the deadline, whose connections were closed. */
  cut: number;
}

/**
 * After the last request in flight, how long idle keep-alive connections stay open: a client
 * that sends on one meanwhile is answered (with `Connection: close`) instead of finding it
 * closed under its request (a reset, issue 37).
 */
const IDLE_GRACE_MS = 1_000;

/**
 * The least time the listener keeps accepting after the signal, whatever SHUTDOWN_DELAY_MS says
 * (SIGINT has none): a client's connection the kernel has not yet handed to the listener (its
 * handshake finished on the client's side, the server's side still in the kernel's queues, which
 * a loaded host processes late) is reset when the listener closes; for this long after the signal
 * none is. Later ones are refused, which a proxy retries on another instance.
 */
const LISTEN_GRACE_MS = 500;

/** How an event stream is told to reconnect (to another instance) after it ended here. */
const RECONNECT_HINT = 'retry: 1000\n\n';

/**
 * The HTTP side of a graceful stop (ADRs 0059, 0125). Installed when the server
 * listens: request and header timeouts, and a count of the requests in flight.
 * `drain` first serves everything as usual for the plan's delay (keep-alive too:
 * a client reuses its connection instead of opening one the listener's close
 * could reset, while a balancer sees readiness fail), then stops accepting
 * connections, ends event streams with a reconnection hint, lets every other request in flight finish and answers each with
 * `Connection: close`, as it answers every request that arrives meanwhile on a
 * kept-alive connection; keep-alive connections left idle are closed a moment
 * after the last request, and at the deadline whatever is left is closed (a
 * half-sent request cannot keep the process alive).
 * Nothing but readiness is answered 503 while draining: the database and the
 * session store stay open until the app is closed after the drain.
 */
export function prepareGracefulShutdown(server: Server, options: ShutdownOptions) {
  server.headersTimeout = options.headersTimeoutMs;
  server.requestTimeout = options.requestTimeoutMs;
  const inFlight = new Map<ServerResponse, IncomingMessage>();
  const sockets = new Set<Socket>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(res, req);
    res.once('close', () => inFlight.delete(res));
    if (draining) res.shouldKeepAlive = false;
  });

  const isEventStream = (req: IncomingMessage) => (req.headers.accept ?? '').includes('text/event-stream');

  return {
    get inFlight(): number {
      return inFlight.size;
    },

    async drain(plan: DrainPlan): Promise<DrainOutcome> {
      // Until the listener closes, nothing changes for clients. Answering `Connection: close`
      // already here made each client open a new connection, which sat in the kernel's queue on a
      // loaded host and was reset when the listener closed (7 requests in 600 under load).
      await new Promise((resolve) => setTimeout(resolve, Math.max(plan.delayMs, LISTEN_GRACE_MS)));
      // Stop listening only: http.Server's own close() would also close idle keep-alive
      // connections at once, under a request a client may be sending on one right then. In one
      // process the descriptor is closed before this returns, so a client told `Connection:
      // close` below finds the port refusing (a proxy retries elsewhere), never a queue that
      // resets it. A cluster's port is the primary's: it stops once the last worker stopped.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      draining = true;
      plan.onStopAccepting?.();
      const deadline = Date.now() + plan.deadlineMs;
      // Answered whole, then the connection closes: the client does not reuse it.
      for (const res of inFlight.keys()) res.shouldKeepAlive = false;
      for (const [res, req] of inFlight) {
        if (isEventStream(req) && res.headersSent && !res.writableEnded) res.end(RECONNECT_HINT);
      }
      let quietSince = inFlight.size === 0 ? Date.now() : Infinity;
      while (Date.now() < deadline && (inFlight.size > 0 || (sockets.size > 0 && Date.now() - quietSince < IDLE_GRACE_MS))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (inFlight.size > 0) quietSince = Infinity;
        else if (quietSince === Infinity) quietSince = Date.now();
      }
      server.closeIdleConnections();
      const cut = inFlight.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
