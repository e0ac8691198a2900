import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger, NestMiddleware, OnModuleDestroy } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { AppConfig } from '../../../../config/index.js';
import { DatabaseSettings } from '../../../../database/database-settings.js';
import { Clock } from '../../../../shared/time/index.js';
import '../../application/session.types.js';
import {
  SESSION_REFRESH_INTERVAL_MS,
  createSessionStore,
  isStoredSession,
  type ClosableSessionStore,
} from '../persistence/session-store.repository.js';

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
 * The session middleware runs on the raw Node request (Nest middleware on
 * Fastify): these getters show its session on Fastify's request, where guards,
 * interceptors and handlers look (ADR 0038).
 */
export function exposeSessionOnRequest(fastify: FastifyInstance): void {
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
export class SessionMiddleware implements NestMiddleware, OnModuleDestroy {
  private readonly logger = new Logger(SessionMiddleware.name);
  private readonly pool: pg.Pool;
  private readonly store: ClosableSessionStore;
  private readonly handleSession: RequestHandler;
  private readonly cookiePrefix: string;

  constructor(
    config: AppConfig,
    database: DatabaseSettings,
    private readonly clock: Clock,
  ) {
    // As many connections as the ORM's pool: every signed-in request reads its session first.
    this.pool = new pg.Pool({ connectionString: database.clientUrl, max: 10, connectionTimeoutMillis: 3_000 });
    // An idle client losing its connection must never crash the process.
    this.pool.on('error', (error) => this.logger.warn(`Session pool connection lost: ${error.message}`));
    this.store = createSessionStore(this.pool, (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')));
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

  use(req: SessionRequest, res: ServerResponse, next: (error?: unknown) => void): void {
    // A read without a session cookie has no session to load, and no read starts one
    // (sessions begin with a POST: sign-in, administrator sign-in). Skipping the
    // middleware spares a random session id and two hashes per guest request.
    if (SAFE_METHODS.has(req.method ?? '') && !hasCookie(req.headers.cookie, this.cookiePrefix)) {
      next();
      return;
    }
    (this.handleSession as unknown as RawHandler)(req, res, (error?: unknown) => {
      if (!error) refreshSessionExpiry(req, this.clock.now().getTime());
      next(error);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.store.close();
    await this.pool.end();
  }
}
