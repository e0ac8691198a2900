import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { AppConfig } from '../../../../config/index.js';
import { PgPool } from '../../../../shared/pg-pool/index.js';
import { Clock } from '../../../../shared/time/index.js';
import { TimedJobs } from '../../../../shared/jobs/timed-jobs.js';
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
 * The sessions this instance marked for a refresh lately. A screen sends several reads at once
 * (the chat's polls every 3 s): each read its session, from memory, before the first one's save
 * was stored, so each would mark and save it again, and each save makes every instance read the
 * session from the database anew. Bounded: past `max` sessions it forgets them all, and their next
 * due refresh may be saved twice.
 */
class RecentRefreshes {
  private readonly markedAt = new Map<string, number>();

  constructor(private readonly max = 50_000) {}

  /** Whether `sid` may be marked now; if so, it is counted as marked. */
  claim(sid: string, now: number): boolean {
    const at = this.markedAt.get(sid);
    if (at !== undefined && now - at >= 0 && now - at < SESSION_REFRESH_INTERVAL_MS) return false;
    if (this.markedAt.size >= this.max) this.markedAt.clear();
    this.markedAt.set(sid, now);
    return true;
  }
}

/**
 * The idle timeout rolls: a session that keeps being used stays open. Marking the
 * session at most once a minute makes express-session save it (the row's expiry)
 * and send the cookie with its new expiry, on that one response; the requests in
 * between write nothing and send no cookie. The mark lives in the session, so every
 * instance agrees on when the last refresh was; `recent` keeps the requests already
 * under way on this instance from marking it again.
 */
function refreshSessionExpiry(req: Request, now: number, recent: RecentRefreshes): void {
  const session = req.session;
  if (!session || !isStoredSession(session)) return;
  if (typeof session.refreshedAt === 'number' && now - session.refreshedAt < SESSION_REFRESH_INTERVAL_MS) return;
  if (!recent.claim(req.sessionID, now)) return;
  session.refreshedAt = now;
}

export function sessionCookieName(config: AppConfig): string {
  // __Host- binds the cookie to this exact origin over HTTPS (production only).
  return config.isProduction ? '__Host-poliglota.sid' : 'poliglota.sid';
}


/** How often expired sessions are deleted. */
const SESSION_PRUNE_EVERY_MS = 15 * 60 * 1000;
/**
 * Server-side sessions in PostgreSQL (connect-pg-simple): they survive restarts
 * and are shared by every instance. httpOnly, SameSite=Lax, Secure in
 * production, with a rolling idle timeout pushed forward (row and cookie) at most
 * once a minute while a session is only read (ADR 0018). express-session's
 * middleware, run by the app's request pipeline (app.setup.ts) for the requests
 * that can have a session.
 */
@Injectable()
export class SessionMiddleware implements OnModuleDestroy {
  private readonly logger = new Logger(SessionMiddleware.name);
  private readonly store: ClosableSessionStore;
  private readonly handleSession: RequestHandler;
  private readonly cookiePrefix: string;
  private readonly recentRefreshes = new RecentRefreshes();

  constructor(
    config: AppConfig,
    pool: PgPool,
    private readonly clock: Clock,
    cache: SessionCache,
    jobs: TimedJobs,
  ) {
    this.store = createSessionStore(pool.pool, cache, (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')));
    jobs.register('sessions.prune', SESSION_PRUNE_EVERY_MS, () =>
      new Promise<void>((resolve, reject) => this.store.pruneSessions((error) => (error ? reject(error as Error) : resolve()))),
    );
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

  /** Whether the request carries a session cookie: without one, it comes from a guest. */
  hasSessionCookie(req: Request): boolean {
    return hasCookie(req.headers.cookie, this.cookiePrefix);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    // A read without a session cookie has no session to load, and no read starts one
    // (sessions begin with a POST: sign-in, administrator sign-in). Skipping the
    // middleware spares a random session id and two hashes per guest request.
    if (SAFE_METHODS.has(req.method ?? '') && !hasCookie(req.headers.cookie, this.cookiePrefix)) {
      next();
      return;
    }
    this.handleSession(req, res, (error?: unknown) => {
      if (error) {
        next(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      refreshSessionExpiry(req, this.clock.now().getTime(), this.recentRefreshes);
      next();
    });
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}
