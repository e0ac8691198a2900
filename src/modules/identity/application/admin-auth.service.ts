import { randomBytes } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import { AppConfig } from '../../../config/index.js';
import { Clock } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { AdminLoginRepository } from '../adapters/persistence/admin-login.repository.js';
import { AdminCredentialsInvalidError, AdminLoginLockedError, AdminLoginThrottledError } from './identity.errors.js';

export const ADMIN_LOGIN_MAX_FAILURES = 5;
export const ADMIN_LOGIN_WINDOW_SECONDS = 600;
/** Longest per-account wait between attempts after failures. */
export const ADMIN_LOGIN_MAX_DELAY_SECONDS = 60;
/** Used outside production when no ADMIN_EMAIL is configured. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@poliglota.dev';
/**
 * bcrypt's cost for the plain development password (ADMIN_PASSWORD, refused in production) or
 * the generated one: its hash never leaves the process, whose environment holds the password
 * itself, so a slow hash protects nothing there. bcryptjs spends about 0.4 s of CPU at cost 10
 * on each start and each sign-in; 4 is the least bcrypt allows. A production hash
 * (ADMIN_PASSWORD_HASH) keeps the cost it was made with.
 */
const DEVELOPMENT_HASH_COST = 4;

/**
 * Administrator sign-in with e-mail and password, checked on the server against
 * a bcrypt hash (never against credentials shipped to the browser).
 */
@Injectable()
export class AdminAuthService implements OnModuleInit {
  private readonly logger = new Logger(AdminAuthService.name);
  private adminEmail?: string;
  private passwordHash?: string;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly attempts: AdminLoginRepository,
  ) {}

  onModuleInit(): void {
    const configuredEmail = this.config.get('ADMIN_EMAIL')?.toLowerCase();
    const hash = this.config.get('ADMIN_PASSWORD_HASH');
    const password = this.config.get('ADMIN_PASSWORD');
    if (this.config.isProduction) {
      if (configuredEmail && hash) {
        this.adminEmail = configuredEmail;
        this.passwordHash = hash;
      } else {
        this.logger.log('Administrator password sign-in is off (set ADMIN_EMAIL and ADMIN_PASSWORD_HASH)');
      }
      return;
    }
    this.adminEmail = configuredEmail ?? DEVELOPMENT_ADMIN_EMAIL;
    if (hash) {
      this.passwordHash = hash;
    } else {
      const chosen = password ?? randomBytes(12).toString('base64url');
      this.passwordHash = bcrypt.hashSync(chosen, DEVELOPMENT_HASH_COST);
      if (!password && this.config.get('NODE_ENV') === 'development') {
        this.logger.warn(
          `No administrator password configured. For this run: ${this.adminEmail} / ${chosen} (set ADMIN_PASSWORD to choose one)`,
        );
      }
    }
  }

  /**
   * Checks the credentials under two limits (ADR 0017), serialised per address
   * and per account so parallel guesses cannot slip through:
   * - an address with five failures in ten minutes is refused until the window
   *   passes (whatever account it tries);
   * - an account with failures must wait 1, 2, 4 … 60 s after the latest before
   *   its next attempt is checked. Attempts during the wait are refused without
   *   looking at the password and do not lengthen it, so the real administrator,
   *   from another address, signs in at most a minute later.
   * A success clears the account's back-off.
   */
  async logIn(email: string, password: string, address: string): Promise<{ email: string }> {
    const account = email.trim().toLowerCase();
    return this.em
      .fork()
      .transactional(async (em) => {
        // Always address before account: one lock order for every sign-in.
        await lockFor(em, `admin-login-address:${address}`);
        await lockFor(em, `admin-login:${account}`);
        const now = this.clock.now();
        const windowStart = new Date(now.getTime() - ADMIN_LOGIN_WINDOW_SECONDS * 1000);
        const fromAddress = await this.attempts.failuresFromAddress(em, address, windowStart);
        if (fromAddress.count >= ADMIN_LOGIN_MAX_FAILURES) {
          const unlocksAt = fromAddress.oldest!.getTime() + ADMIN_LOGIN_WINDOW_SECONDS * 1000;
          throw new AdminLoginLockedError((unlocksAt - now.getTime()) / 1000);
        }
        const nextAttemptAt = await this.attempts.nextAttemptAt(em, account);
        if (nextAttemptAt && nextAttemptAt.getTime() > now.getTime()) {
          throw new AdminLoginThrottledError((nextAttemptAt.getTime() - now.getTime()) / 1000);
        }
        const valid =
          this.adminEmail !== undefined &&
          this.passwordHash !== undefined &&
          account === this.adminEmail &&
          (await bcrypt.compare(password, this.passwordHash));
        if (!valid) {
          await this.attempts.recordFailure(em, { email: account, address, now, delaySecondsFor: adminLoginDelaySeconds });
          // Commit the failure before answering: the error must not roll it back.
          return { failed: true as const };
        }
        await this.attempts.clearAccount(em, account);
        return { email: account };
      })
      .then((result) => {
        if ('failed' in result) throw new AdminCredentialsInvalidError();
        return result;
      });
  }
}

/** Wait before the next attempt on an account after `failures` consecutive failures: 1, 2, 4 … 60 s. */
export function adminLoginDelaySeconds(failures: number): number {
  return Math.min(ADMIN_LOGIN_MAX_DELAY_SECONDS, 2 ** Math.max(0, Math.min(failures, 16) - 1));
}
