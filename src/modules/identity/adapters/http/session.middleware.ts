import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../../../../config/index.js';
import { PgPool } from '../../../../shared/pg-pool/index.js';
import { Clock } from '../../../../shared/time/index.js';
import '../../application/session.types.js';
import {
  SESSION_REFRESH_INTERVAL_MS,
  createSessionStore,
  isStoredSession,
  type ClosableSessionStore,
} from '../persistence/session-store.repository.js';
import { SessionCache } from '../persistence/session-cache.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasCookie(header: string | undefined, prefix: string): boolean {
  if (!header) return false;
  return header.startsWith(prefix) || header.includes(`; ${prefix}`) || header.includes(`;${prefix}`);
}

/**
 * The idle timeout rolls: a session that keeps being used stays open. Marking the
 * session at most once a minute makes express-session save it (the row's expiry)
 * and send the cookie with its new expiry, on that one response; the requests in
 * between write nothing and send no cookie. The mark lives in the session, so every
 * instance agrees on when the last refresh was.
 */
function refreshSessionExpiry(req: SessionRequest, now: number): void {
  const session = req.session;
  if (!session || !isStoredSession(session)) return;
  if (typeof session.refreshedAt === 'number' && now - session.refreshedAt < SESSION_REFRESH_INTERVAL_MS) return;
  session.refreshedAt = now;
}

/** The raw request as express-session leaves it. */
type SessionRequest = IncomingMessage & {
  session?: session.Session & Partial<session.SessionData>;
  sessionID?: string;
  sessionStore?: session.Store;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's session (express-session's, on the raw request); undefined for guests' reads. */
    readonly session: (session.Session & Partial<session.SessionData>) | undefined;
    readonly sessionID: string | undefined;
    readonly sessionStore: session.Store | undefined;
  }
}

/**
 * Sessions on every request: express-session runs on the raw Node request and
 * response in an `onRequest` hook (after the same-origin policy's, before the
 * body is read), and getters show its session on Fastify's request, where guards
 * and handlers look (ADR 0038). A hook rather than Nest middleware: the app has
 * no other middleware, so Fastify runs without the middleware engine.
 */
export function registerSessions(fastify: FastifyInstance, sessions: SessionMiddleware): void {
  fastify.addHook('onRequest', (request, reply, done) => sessions.use(request.raw, reply.raw, done));
  fastify.decorateRequest('session', {
    getter(this: { raw: SessionRequest }) {
      return this.raw.session;
    },
  });
  fastify.decorateRequest('sessionID', {
    getter(this: { raw: SessionRequest }) {
      return this.raw.sessionID;
    },
  });
  fastify.decorateRequest('sessionStore', {
    getter(this: { raw: SessionRequest }) {
      return this.raw.sessionStore;
    },
  });
}

export function sessionCookieName(config: AppConfig): string {
  // __Host- binds the cookie to this exact origin over HTTPS (production only).
  return config.isProduction ? '__Host-poliglota.sid' : 'poliglota.sid';
}

/**
 * Server-side sessions in PostgreSQL (connect-pg-simple): they survive restarts
 * and are shared by every instance. httpOnly, SameSite=Lax, Secure in
 * production, with a rolling idle timeout pushed forward (row and cookie) at most
 * once a minute while a session is only read (ADR 0018).
 */
type RawHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

@Injectable()
export class SessionMiddleware implements OnModuleDestroy {
  private readonly logger = new Logger(SessionMiddleware.name);
  private readonly store: ClosableSessionStore;
  private readonly handleSession: RequestHandler;
  private readonly cookiePrefix: string;

  constructor(
    config: AppConfig,
    pool: PgPool,
    private readonly clock: Clock,
    cache: SessionCache,
  ) {
    this.store = createSessionStore(pool.pool, cache, (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')));
    this.cookiePrefix = `${sessionCookieName(config)}=`;
    this.handleSession = session({
      name: sessionCookieName(config),
      secret: config.sessionSecret,
      store: this.store,
      resave: false,
      saveUninitialized: false,
      // The idle expiry moves at most once a minute (refreshSessionExpiry), not with
      // a new signed cookie on every response.
      rolling: false,
      proxy: config.isProduction,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        path: '/',
        maxAge: config.get('SESSION_IDLE_TIMEOUT_MINUTES') * 60_000,
      },
    });
  }

  use(req: SessionRequest, res: ServerResponse, next: (error?: Error) => void): void {
    // A read without a session cookie has no session to load, and no read starts one
    // (sessions begin with a POST: sign-in, administrator sign-in). Skipping the
    // middleware spares a random session id and two hashes per guest request.
    if (SAFE_METHODS.has(req.method ?? '') && !hasCookie(req.headers.cookie, this.cookiePrefix)) {
      next();
      return;
    }
    (this.handleSession as unknown as RawHandler)(req, res, (error?: unknown) => {
      if (error) {
        next(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      refreshSessionExpiry(req, this.clock.now().getTime());
      next();
    });
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}
