import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import { createTestModule } from '../../../test/support/module.js';
import type { FixedClock } from '../time/index.js';
import { RateLimiter } from './rate-limiter.js';

/** The limiter agrees with itself under parallel calls and resets with its window. */
describe('RateLimiter', () => {
  let moduleRef: TestingModule;
  let clock: FixedClock;
  let limiter: RateLimiter;

  beforeAll(async () => {
    ({ moduleRef, clock } = await createTestModule({}));
    clock.set('2031-02-03T10:00:10Z');
    limiter = moduleRef.get(RateLimiter);
  });
  afterAll(async () => {
    await moduleRef.close();
  });

  it('allows exactly the limit of parallel calls in a window, then says when it resets', async () => {
    const key = `test:${randomUUID()}`;
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.consume(key, 10, 60)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    const refused = decisions.filter((d) => !d.allowed);
    expect(refused).toHaveLength(15);
    // Windows are aligned to the minute: 50 s are left of 10:00.
    expect(refused.every((d) => d.retryAfterSeconds === 50)).toBe(true);

    clock.set('2031-02-03T10:01:00Z');
    expect((await limiter.consume(key, 10, 60)).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    expect((await limiter.consume(a, 1, 60)).allowed).toBe(true);
    expect((await limiter.consume(a, 1, 60)).allowed).toBe(false);
    expect((await limiter.consume(b, 1, 60)).allowed).toBe(true);
  });
});
