import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { uniqueEmail } from '../support/sign-in.js';

const PASSWORD = 'the real administrator password';

/**
 * Administrator sign-in under its two limits (ADR 0017): five failures per
 * network address in ten minutes, and a per-account back-off of 1, 2, 4 … 60 s
 * that never locks the real administrator out for good.
 */
describe('administrator sign-in limits', () => {
  let t: TestApp;
  let baseUrl: string;
  // An account of its own: other test files share the database.
  const adminEmail = uniqueEmail('root');
  let addressCounter = 0;
  /** A fresh client address per call (the app trusts X-Forwarded-For from loopback: TRUST_PROXY). */
  const freshAddress = () => {
    addressCounter += 1;
    return `203.0.${process.pid % 250}.${addressCounter}`;
  };
  const login = (email: string, password: string, address = freshAddress()) =>
    request(baseUrl).post('/api/admin/login').set('X-Forwarded-For', address).send({ email, password });

  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' } });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('locks an address after five failures in ten minutes, whatever accounts it tries', async () => {
    const address = freshAddress();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => login(uniqueEmail('guess'), 'wrong-guess', address)),
    );
    expect(attempts.filter((r) => r.status === 401)).toHaveLength(5);
    const locked = attempts.filter((r) => r.status === 429);
    expect(locked).toHaveLength(3);
    expect(locked[0].body.code).toBe('IDENTITY.ADMIN_LOGIN_LOCKED');
    expect(Number(locked[0].headers['retry-after'])).toBeGreaterThan(500);

    // The right password from the locked address waits too; from another address it signs in.
    await login(adminEmail, PASSWORD, address).expect(429);
    await login(adminEmail, PASSWORD).expect(200);
    t.clock.advance(10 * 60 * 1000 + 1000);
    await login(adminEmail, PASSWORD, address).expect(200);
  });

  it('makes each next attempt on an account wait 1, 2, 4 … up to 60 s after failures, from any address', async () => {
    const waits: number[] = [];
    for (let failure = 1; failure <= 8; failure += 1) {
      await login(adminEmail, `wrong-${failure}`).expect(401);
      const refused = await login(adminEmail, PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('IDENTITY.ADMIN_LOGIN_THROTTLED');
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('lets the real administrator in once the short delay passed, however long an attacker keeps guessing', async () => {
    // An attacker guesses from many addresses for ten minutes, as fast as the back-off lets them.
    for (let minute = 0; minute < 10; minute += 1) {
      const refused = await login(adminEmail, 'attacker guess');
      if (refused.status === 401) continue;
      expect(refused.status).toBe(429);
      // Attempts during the wait do not lengthen it.
      for (let i = 0; i < 5; i += 1) await login(adminEmail, 'attacker guess').expect(429);
      t.clock.advance(Number(refused.headers['retry-after']) * 1000);
    }
    await login(adminEmail, 'attacker guess').expect(401);
    const waiting = await login(adminEmail, PASSWORD).expect(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(60_000);
    await login(adminEmail, PASSWORD).expect(200);
    // A success clears the back-off: the next mistake costs only a second.
    await login(adminEmail, 'typo').expect(401);
    t.clock.advance(1_000);
    await login(adminEmail, PASSWORD).expect(200);
  });
});
