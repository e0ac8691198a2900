import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ShutdownOptions {
  /** A request must have sent all its headers within this time (a half-sent request is cut). */
  headersTimeoutMs: number;
  /** A request must have been received whole within this time (slow uploads included). */
  requestTimeoutMs: number;
}

export interface DrainOutcome {
  /** Requests still running at the deadline, whose connections were closed. */
  cut: number;
}

/** How an event stream is told to reconnect (to another instance) after it ended here. */
const RECONNECT_HINT = 'retry: 1000\n\n';

/**
 * The HTTP side of a graceful stop (ADR 0059). Installed when the server
 * listens: request and header timeouts, and a count of the requests in flight.
 * `drain` stops accepting connections, ends event streams with a reconnection
 * hint, lets every other request in flight finish and answers each with
 * `Connection: close`, closes idle keep-alive connections, and at the deadline
 * closes whatever is left (a half-sent request cannot keep the process alive).
 * Nothing is answered 503 while draining: the database and the session store
 * stay open until the app is closed after the drain.
 */
export function prepareGracefulShutdown(server: Server, options: ShutdownOptions) {
  server.headersTimeout = options.headersTimeoutMs;
  server.requestTimeout = options.requestTimeoutMs;
  const inFlight = new Map<ServerResponse, IncomingMessage>();
  let draining = false;
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

    async drain(deadlineMs: number): Promise<DrainOutcome> {
      draining = true;
      // Connections the kernel already took (the listen backlog) are accepted and served first:
      // closing the listener at once would reset them. One turn of the event loop accepts them.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setImmediate(resolve));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [res, req] of inFlight) {
        if (isEventStream(req) && res.headersSent) {
          if (!res.writableEnded) res.end(RECONNECT_HINT);
        } else {
          // Answered whole, then the connection closes: the client does not reuse it.
          res.shouldKeepAlive = false;
        }
      }
      const deadline = Date.now() + deadlineMs;
      while (inFlight.size > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cut = inFlight.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
