import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { GamificationApi } from '../../src/modules/gamification/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';

jest.setTimeout(120_000);

describe('the weekly ranking over HTTP', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // Wednesday 2036-07-16 in São Paulo: a week no other suite uses.
    t = await createTestApp({ listen: true, now: '2036-07-16T15:00:00Z' });
    baseUrl = baseUrlOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the first 100 of the week and gives the caller their own position beyond them', async () => {
    const gamification = t.app.get(GamificationApi);
    const ahead: string[] = [];
    for (let batch = 0; batch < 11; batch += 1) {
      // One sign-in at a time: the ranking is under test here, not 10 parallel code exchanges
      // with the development provider on a loaded 2-core machine (one timed out in a CI run).
      const members: { memberId: string }[] = [];
      for (let i = 0; i < 10; i += 1) members.push(await signIn(baseUrl, { name: `Ranqueado ${batch * 10 + i}` }));
      for (const { memberId } of members) {
        await gamification.grantXp(undefined, { memberId, amount: 20 + ahead.length, reason: 'Semana', adminEmail: 'a@b.c', grantId: randomUUID() });
        ahead.push(memberId);
      }
    }
    const me = await signIn(baseUrl, { name: 'Eu Mesmo' });
    const res = await me.agent.get('/api/ranking').expect(200);

    expect(res.body.weekStart).toBe('2036-07-14');
    expect(res.body.topUsers).toHaveLength(100);
    // The best of the week first: the last grant was the largest.
    expect(res.body.topUsers[0]).toEqual({
      id: ahead[109],
      mocha_user_id: ahead[109],
      name: 'Ranqueado 109',
      profile_picture: null,
      xp_total: 134,
      weekly_xp: 134,
      level: 2,
      rank: 1,
      rank_name: 'Aprendiz de Palavras',
      badge_color: '#16A34A',
      text_color: '#FFFFFF',
      streak_days: 1,
    });
    const weekly = res.body.topUsers.map((u: { weekly_xp: number }) => u.weekly_xp);
    expect(weekly).toEqual([...weekly].sort((a: number, b: number) => b - a));
    expect(res.body.topUsers.map((u: { rank: number }) => u.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(res.body.topUsers.some((u: { id: string }) => u.id === me.memberId)).toBe(false);

    expect(res.body.currentUser).toMatchObject({ id: me.memberId, name: 'Eu Mesmo', weekly_xp: 5, xp_total: 5 });
    expect(res.body.currentUser.rank).toBe(111);
    expect(res.body.totalUsers).toBeGreaterThanOrEqual(111);
  });
});
