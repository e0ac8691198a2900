import { describe, expect, it } from '@jest/globals';
import { AppConfig, ConfigValidationError } from './app-config.js';

describe('AppConfig', () => {
  it('has working defaults for development', () => {
    const config = AppConfig.load({});
    expect(config.get('PORT')).toBe(3000);
    expect(config.get('PUBLIC_URL')).toBe('http://localhost:3000');
    expect(config.usesEmbeddedDatabase).toBe(true);
    expect(config.usesDevelopmentOAuth).toBe(true);
    expect(config.get('SEED_DEMO')).toBe(true);
    expect(config.jsonBodyLimitBytes).toBe(100 * 1024);
    expect(AppConfig.load({ JSON_BODY_LIMIT: '2MB' }).jsonBodyLimitBytes).toBe(2 * 1024 * 1024);
  });

  it('names every invalid variable', () => {
    try {
      AppConfig.load({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAILS: 'ok@x.com, nope' });
      throw new Error('expected a failure');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigValidationError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('ADMIN_EMAILS');
    }
  });

  it('refuses insecure defaults in production', () => {
    expect(() => AppConfig.load({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL[\s\S]*SESSION_SECRET[\s\S]*GOOGLE_CLIENT_ID[\s\S]*SMTP_URL[\s\S]*VAPID_PUBLIC_KEY/,
    );
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/poliglota',
      SESSION_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://poliglota.example',
      SMTP_URL: 'smtps://user:pass@mail.example',
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:team@poliglota.example',
    };
    const secure = AppConfig.load(production);
    expect(secure.usesDevelopmentOAuth).toBe(false);
    expect(() => AppConfig.load({ ...production, ADMIN_PASSWORD: 'plaintext-password' })).toThrow(/ADMIN_PASSWORD/);
    // A member's deletion without a grace period is for tests and demos only.
    expect(secure.get('ACCOUNT_DELETION_GRACE_HOURS')).toBe(168);
    expect(() => AppConfig.load({ ...production, ACCOUNT_DELETION_GRACE_HOURS: '0' })).toThrow(/ACCOUNT_DELETION_GRACE_HOURS/);
    expect(AppConfig.load({ ACCOUNT_DELETION_GRACE_HOURS: '0' }).get('ACCOUNT_DELETION_GRACE_HOURS')).toBe(0);
  });
});
