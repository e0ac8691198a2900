import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';

/** `POST /api/xp/add` answers at most 60 calls a minute per member, then 429 with Retry-After. */
describe('POST /api/xp/add rate limit', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, now: '2031-03-04T12:00:30Z' });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the 61st call of a minute and says when to retry; other members are not affected', async () => {
    const { agent } = await signIn(baseUrl);
    const other = await signIn(baseUrl);
    const ask = (a = agent) =>
      a.post('/api/xp/add').send({ actionType: 'give_like', referenceType: 'post', referenceId: '00000000-0000-4000-8000-000000000000' });
    // Ten at a time: the limit is under test here (its atomicity under races is in the
    // limiter's integration test), not how many connections one test may hold at once.
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => ask()));
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses).toEqual(Array.from({ length: 60 }, () => 200));

    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('GAMIFICATION.XP_ADD_RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe('30');
    await ask(other.agent).expect(200);

    t.clock.advance(30_000);
    await ask().expect(200);
  });
});
