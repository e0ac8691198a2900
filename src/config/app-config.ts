import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A comma-separated setting as its entries, trimmed, empty ones dropped. */
const commaList = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );

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
    WEB_CONCURRENCY: z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
      .default(1),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    EMBEDDED_PG_DIR: z.string().min(1).optional(),
    // How long a start waits for an unreachable DATABASE_URL, readiness 503 meanwhile (ADR 0125); 0 gives up at once.
    DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    SEED_DEMO: booleanFlag.default(true),
    // Where `npm run db:backup`/`db:restore` find pg_dump and pg_restore; unset, on the PATH.
    PG_BIN_DIR: z.string().min(1).optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name').optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JSON_BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('100kb'),
    // Whether the app compresses its answers; `off` where a proxy in front does it (nginx, docs/deploy.md).
    HTTP_COMPRESSION: z.enum(['on', 'off']).default('on'),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
    // After SIGTERM, how long readiness answers 503 while everything is still served, before the drain (ADR 0125).
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    // The proxies whose X-Forwarded-For is believed (ADR 0051); none by default.
    TRUST_PROXY: commaList()
      .refine((entries) => entries.every(isProxyEntry), 'must be a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal'),
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    METRICS_ALLOW: commaList('127.0.0.1,::1'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    JOBS_LEADER_CHECK_MS: z.coerce.number().int().min(100).default(5000),
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    // How long what a member leaves behind by using the product is kept (the privacy page says so, ADR 0111).
    SIGN_IN_RECORD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // What a report's removal kept of the removed item, for administrators to review it (ADR 0131).
    REMOVED_CONTENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    // A file write left half-done (`<key>.<uuid>.tmp`, its process killed) older than this is deleted.
    UPLOADS_TEMPORARY_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    LEGAL_CONTENT_DIR: z.string().min(1).optional(),
    // Where the legal texts send members' questions and requests, and the age below which nobody may join.
    LEGAL_CONTACT_EMAIL: z.email().default('contato@poliglota.dev'),
    // 13: below it Google (the only sign-in) gives no account in most countries.
    LEGAL_MINIMUM_AGE: z.coerce.number().int().min(13).max(21).default(13),
    COURSE_DAILY_DOWNLOADS: z.coerce.number().int().min(1).max(1000).default(3),
    // Hours between a member's "delete my account" and the erasure (ADR 0108); 0 only outside production.
    ACCOUNT_DELETION_GRACE_HOURS: z.coerce.number().int().min(0).max(8760).default(168),
    FLAGS_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
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
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Poliglota <no-reply@poliglota.dev>'),
    MAIL_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key').optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .optional(),
    WEB_PUSH_ALLOWED_ENDPOINTS: commaList()
      .pipe(z.array(z.url('must be a comma-separated list of origins'))),
    WEB_PUSH_FAILING_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE=s3' });
    }
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
 * The single place that reads process.env (docs/architecture.md, The house). Everything else
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

  /** The embedded PostgreSQL's data directory, as configured; default `.data/postgres`. */
  get embeddedPgDir(): string {
    return path.resolve(this.values.EMBEDDED_PG_DIR ?? path.join(projectRoot, '.data', 'postgres'));
  }

  /** Where uploaded files (profile pictures) are stored on disk; default `.data/uploads`. */
  get uploadsDir(): string {
    return path.resolve(this.values.UPLOADS_DIR ?? path.join(projectRoot, '.data', 'uploads'));
  }

  /** Where the Termos de Uso and the Política de Privacidade are read from; default `content/legal`. */
  get legalContentDir(): string {
    return path.resolve(this.values.LEGAL_CONTENT_DIR ?? path.join(projectRoot, 'content', 'legal'));
  }

  /** The object store's settings; only with STORAGE=s3, where the schema made them required. */
  get s3(): { endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; publicUrl?: string } {
    const v = this.values;
    return {
      endpoint: v.S3_ENDPOINT,
      region: v.S3_REGION,
      bucket: v.S3_BUCKET!,
      accessKeyId: v.S3_ACCESS_KEY_ID!,
      secretAccessKey: v.S3_SECRET_ACCESS_KEY!,
      publicUrl: v.S3_PUBLIC_URL,
    };
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

  /** Signs the e-mails' unsubscribe tokens (a key of its own, derived from the session secret). */
  get unsubscribeKey(): string {
    return `unsubscribe:${this.sessionSecret}`;
  }

  /** VAPID_SUBJECT, else the contact address of MAIL_FROM. */
  get vapidSubject(): string {
    if (this.values.VAPID_SUBJECT) return this.values.VAPID_SUBJECT;
    const address = /<([^>]+)>/.exec(this.values.MAIL_FROM)?.[1] ?? this.values.MAIL_FROM;
    return `mailto:${address.trim()}`;
  }

  /** The origins in WEB_PUSH_ALLOWED_ENDPOINTS, normalised. */
  get webPushAllowedOrigins(): string[] {
    return this.values.WEB_PUSH_ALLOWED_ENDPOINTS.map((url) => new URL(url).origin);
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
    if (!this.values.SMTP_URL) problems.push('SMTP_URL: required in production (e-mails would only be logged)');
    if (!this.values.VAPID_PUBLIC_KEY || !this.values.VAPID_PRIVATE_KEY || !this.values.VAPID_SUBJECT) {
      problems.push('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT: required in production (npx web-push generate-vapid-keys)');
    }
    if (!new URL(this.values.PUBLIC_URL).protocol.startsWith('https')) {
      problems.push('PUBLIC_URL: must be https in production (secure cookies)');
    }
    if (this.values.ACCOUNT_DELETION_GRACE_HOURS === 0) {
      problems.push('ACCOUNT_DELETION_GRACE_HOURS: 0 is not allowed in production (a member could not change their mind)');
    }
    if (problems.length > 0) throw new ConfigValidationError(problems);
  }
}
