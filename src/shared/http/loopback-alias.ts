import type { NextFunction, Request, Response } from 'express';

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function hostOf(host: string | undefined): { hostname: string; port: string } | null {
  if (!host) return null;
  try {
    const url = new URL(`http://${host}`);
    return { hostname: url.hostname, port: url.port || '80' };
  } catch {
    return null;
  }
}

/**
 * Outside production, a page opened on another loopback name of PUBLIC_URL's
 * address (127.0.0.1 for localhost, or the other way round) is redirected to
 * PUBLIC_URL first, so the whole sign-in (ADR 0010: the state cookie, the
 * callback on `{PUBLIC_URL}/auth/callback`, the session cookie) happens on one
 * origin. Only page loads pass through here, never /api: API clients and tests
 * may use any address.
 */
export function loopbackAliasRedirect(options: { publicUrl: string; isProduction: boolean }) {
  const target = new URL(options.publicUrl);
  const publicHost = { hostname: target.hostname, port: target.port || (target.protocol === 'https:' ? '443' : '80') };
  const enabled = !options.isProduction && target.protocol === 'http:' && isLoopback(publicHost.hostname);
  return function redirectLoopbackAlias(req: Request, res: Response, next: NextFunction): void {
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    const asked = hostOf(req.headers.host);
    if (!asked || asked.port !== publicHost.port || asked.hostname === publicHost.hostname || !isLoopback(asked.hostname)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(307, `${target.origin}${req.originalUrl}`);
  };
}
