import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JSON_BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('100kb'),
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }));

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

  private assertSafeForProduction(): void {
    if (!this.isProduction) return;
    const problems: string[] = [];
    if (this.usesEmbeddedDatabase) {
      problems.push('DATABASE_URL: required in production (the embedded PostgreSQL is for development)');
    }
    if (problems.length > 0) throw new ConfigValidationError(problems);
  }
}
