import { Injectable, Logger, NestMiddleware, OnModuleDestroy } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import pg from 'pg';
import { AppConfig } from '../../../../config/index.js';
import { DatabaseSettings } from '../../../../database/database-settings.js';
import '../../application/session.types.js';
import { createSessionStore, type ClosableSessionStore } from '../persistence/session-store.repository.js';

export function sessionCookieName(config: AppConfig): string {
  // __Host- binds the cookie to this exact origin over HTTPS (production only).
  return config.isProduction ? '__Host-poliglota.sid' : 'poliglota.sid';
}

/**
 * Server-side sessions in PostgreSQL (connect-pg-simple): they survive restarts
 * and are shared by every instance. httpOnly, SameSite=Lax, Secure in
 * production, with a rolling idle timeout whose stored expiry is written at most
 * once a minute while a session is only read (ADR 0018).
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware, OnModuleDestroy {
  private readonly logger = new Logger(SessionMiddleware.name);
  private readonly pool: pg.Pool;
  private readonly store: ClosableSessionStore;
  private readonly handlers: RequestHandler[];

  constructor(config: AppConfig, database: DatabaseSettings) {
    // As many connections as the ORM's pool: every signed-in request reads its session first.
    this.pool = new pg.Pool({ connectionString: database.clientUrl, max: 10, connectionTimeoutMillis: 3_000 });
    // An idle client losing its connection must never crash the process.
    this.pool.on('error', (error) => this.logger.warn(`Session pool connection lost: ${error.message}`));
    this.store = createSessionStore(this.pool, (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')));
    this.handlers = [
      cookieParser(config.sessionSecret),
      session({
        name: sessionCookieName(config),
        secret: config.sessionSecret,
        store: this.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        proxy: config.isProduction,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isProduction,
          path: '/',
          maxAge: config.get('SESSION_IDLE_TIMEOUT_MINUTES') * 60_000,
        },
      }),
    ];
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const [parseCookies, handleSession] = this.handlers;
    parseCookies(req, res, (error?: unknown) => (error ? next(error) : handleSession(req, res, next)));
  }

  async onModuleDestroy(): Promise<void> {
    this.store.close();
    await this.pool.end();
  }
}
