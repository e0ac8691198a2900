import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import { AppConfig } from '../../../config/index.js';
import { Clock } from '../../../shared/time/index.js';
import { lockFor } from '../../../shared/transactions.js';
import { AdminCredentialsInvalidError, AdminLoginLockedError } from './identity.errors.js';

export const ADMIN_LOGIN_MAX_FAILURES = 5;
export const ADMIN_LOGIN_WINDOW_SECONDS = 600;
/** Used outside production when no ADMIN_EMAIL is configured. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@poliglota.dev';

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
      this.passwordHash = bcrypt.hashSync(chosen, 10);
      if (!password && this.config.get('NODE_ENV') === 'development') {
        this.logger.warn(
          `No administrator password configured. For this run: ${this.adminEmail} / ${chosen} (set ADMIN_PASSWORD to choose one)`,
        );
      }
    }
  }

  /**
   * Checks the credentials. More than five failures for one address within ten
   * minutes locks it until the window passes; the check and the record of a
   * failure are serialised per address, so parallel guesses cannot slip through.
   */
  async logIn(email: string, password: string): Promise<{ email: string }> {
    const address = email.trim().toLowerCase();
    return this.em.fork().transactional(async (em) => {
      await lockFor(em, `admin-login:${address}`);
      const now = this.clock.now();
      const windowStart = new Date(now.getTime() - ADMIN_LOGIN_WINDOW_SECONDS * 1000);
      const [stats] = await em.execute<{ failures: string; oldest: Date | null }[]>(
        'select count(*) as failures, min(created_at) as oldest from admin_login_failure where email = ? and created_at > ?',
        [address, windowStart],
      );
      if (Number(stats.failures) >= ADMIN_LOGIN_MAX_FAILURES) {
        const unlocksAt = new Date(stats.oldest!).getTime() + ADMIN_LOGIN_WINDOW_SECONDS * 1000;
        throw new AdminLoginLockedError((unlocksAt - now.getTime()) / 1000);
      }
      const valid =
        this.adminEmail !== undefined &&
        this.passwordHash !== undefined &&
        address === this.adminEmail &&
        (await bcrypt.compare(password, this.passwordHash));
      if (!valid) {
        await em.execute('insert into admin_login_failure (id, email, created_at) values (?, ?, ?)', [
          randomUUID(),
          address,
          now,
        ]);
        // Commit the failure before answering: the error must not roll it back.
        return { failed: true as const };
      }
      return { email: address };
    }).then((result) => {
      if ('failed' in result) throw new AdminCredentialsInvalidError();
      return result;
    });
  }
}
