import type { NextFunction, Request, Response } from 'express';

/** Express's compiled TRUST_PROXY: whether the peer at `hop` may name the client. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * A request carrying `X-Forwarded-For` from a peer that TRUST_PROXY does not name: in
 * production that is a proxy the configuration forgot (every client then looks like the
 * proxy and shares its limits) or a client writing the header itself. Said once per process,
 * with the peer's address, never per request (issue 37); the request goes on unchanged.
 */
export function warnOfUntrustedForwarding(trust: TrustProxy, warn: (fields: Record<string, unknown>, message: string) => void) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      const peer = req.socket.remoteAddress ?? '';
      if (!trust(peer, 0)) {
        warned = true;
        warn(
          { peer },
          'X-Forwarded-For from a peer TRUST_PROXY does not name: the client address is the peer. Behind a proxy, set TRUST_PROXY to its address (loopback on the same host); said once',
        );
      }
    }
    next();
  };
}
