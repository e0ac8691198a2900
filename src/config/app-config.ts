import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Express's names for address ranges, accepted in TRUST_PROXY besides addresses and subnets. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    EMBEDDED_PG_DIR: z.string().min(1).optional(),
    SEED_DEMO: booleanFlag.default(true),
    UPLOADS_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JSON_BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('100kb'),
    // The proxies whose X-Forwarded-For is believed (ADR 0051); none by default.
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isProxyEntry), 'must be a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal'),
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    COURSE_DAILY_DOWNLOADS: z.coerce.number().int().min(1).max(1000).default(3),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(5).max(525_600).default(10_080),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD_HASH: z
      .string()
      .regex(/^\$2[aby]\$\d{2}\$.{53}$/, 'must be a bcrypt hash ($2b$...)')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }));

/** Used only outside production, where a secret is required. */
const DEVELOPMENT_SESSION_SECRET = 'poliglota-development-session-secret-not-for-production';

export type AppConfigValues = z.output<typeof schema>;

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigValidationError';
  }
}

/**
 * The single place that reads process.env (STYLE.md section 1). Everything else
 * receives an AppConfig through dependency injection.
 */
export class AppConfig {
  private constructor(private readonly values: AppConfigValues) {}

  static load(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const cleaned = Object.fromEntries(
      Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
    );
    const parsed = schema.safeParse(cleaned);
    if (!parsed.success) {
      throw new ConfigValidationError(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
      );
    }
    const config = new AppConfig(parsed.data);
    config.assertSafeForProduction();
    return config;
  }

  get<K extends keyof AppConfigValues>(key: K): AppConfigValues[K] {
    return this.values[key];
  }

  get isProduction(): boolean {
    return this.values.NODE_ENV === 'production';
  }

  get usesEmbeddedDatabase(): boolean {
    return this.values.DATABASE_URL === undefined;
  }

  /**
   * The built-in development OAuth provider under /dev-auth replaces Google when no
   * client id is configured, outside production (ADR 0010).
   */
  get usesDevelopmentOAuth(): boolean {
    return !this.isProduction && this.values.GOOGLE_CLIENT_ID === undefined;
  }

  /** Where uploaded files (profile pictures) are stored on disk; default `.data/uploads`. */
  get uploadsDir(): string {
    return path.resolve(this.values.UPLOADS_DIR ?? path.join(projectRoot, '.data', 'uploads'));
  }

  /**
   * The proxies Express believes X-Forwarded-For from (its `trust proxy` setting), or
   * false: then the client is the peer of the connection, whatever it claims.
   */
  get trustedProxies(): string[] | false {
    return this.values.TRUST_PROXY.length > 0 ? this.values.TRUST_PROXY : false;
  }

  /** JSON_BODY_LIMIT ("100kb", "1mb") in bytes. */
  get jsonBodyLimitBytes(): number {
    const [, amount, unit] = /^(\d+)(kb|mb)$/i.exec(this.values.JSON_BODY_LIMIT)!;
    return Number(amount) * (unit.toLowerCase() === 'mb' ? 1024 * 1024 : 1024);
  }

  get sessionSecret(): string {
    return this.values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET;
  }

  private assertSafeForProduction(): void {
    if (!this.isProduction) return;
    const problems: string[] = [];
    if (this.usesEmbeddedDatabase) {
      problems.push('DATABASE_URL: required in production (the embedded PostgreSQL is for development)');
    }
    if (!this.values.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
    if (!this.values.GOOGLE_CLIENT_ID || !this.values.GOOGLE_CLIENT_SECRET) {
      problems.push('GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: required in production (no development sign-in)');
    }
    if (this.values.ADMIN_PASSWORD) {
      problems.push('ADMIN_PASSWORD: not allowed in production; set ADMIN_PASSWORD_HASH (bcrypt) instead');
    }
    if (!new URL(this.values.PUBLIC_URL).protocol.startsWith('https')) {
      problems.push('PUBLIC_URL: must be https in production (secure cookies)');
    }
    if (problems.length > 0) throw new ConfigValidationError(problems);
  }
}
