import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { EventDriver, newId } from '../../../../test/support/events.js';
import { GamificationApi, GamificationModule } from '../index.js';
import { RankingService } from './ranking.service.js';
import { RankingQueries } from '../adapters/persistence/ranking.queries.js';

jest.setTimeout(60_000);

/** The weekly ranking's order and ties (ADR 0011), on an isolated week of its own. */
describe('weekly ranking', () => {
  const app = moduleUnderTest({ imports: [GamificationModule] });
  let events: EventDriver;
  beforeAll(() => {
    events = new EventDriver(app.moduleRef);
  });

  const WEEK = '2032-06-14'; // a Monday
  const NOW = '2032-06-16T15:00:00Z';
  const LAST_WEEK = '2032-06-09T15:00:00Z';

  const register = async (memberId: string, at: string) => {
    app.clock.set(at);
    await events.emit('identity.member_registered', { memberId });
  };
  const grant = (memberId: string, amount: number, at: string) => {
    app.clock.set(at);
    return app.get(GamificationApi).grantXp(undefined, { memberId, amount, reason: 'teste', adminEmail: 'a@b.c', grantId: newId() });
  };

  it('orders by weekly XP, then total XP, then registration, then id; members without weekly XP follow by total', async () => {
    const ids = Array.from({ length: 9 }, () => newId());
    const [m1, m2, m3, m4, m5, m6, m7] = ids;
    const [m8, m9] = [ids[7], ids[8]].sort();
    await register(m1, '2032-01-01T00:00:01Z');
    await register(m2, '2032-01-01T00:00:02Z');
    await register(m3, '2032-01-01T00:00:03Z');
    await register(m4, '2032-01-01T00:00:04Z');
    await register(m5, '2032-01-01T00:00:05Z');
    await register(m6, '2032-01-01T00:00:06Z');
    await register(m7, '2032-01-01T00:00:07Z');
    await register(m8, '2032-01-01T00:00:08Z');
    await register(m9, '2032-01-01T00:00:08Z'); // the same instant: the id decides

    // Last week's XP counts in the total only.
    await grant(m2, 200, LAST_WEEK);
    for (let i = 0; i < 5; i += 1) await grant(m5, 10_000, LAST_WEEK);
    for (let i = 0; i < 5; i += 1) await grant(m6, 10_000, LAST_WEEK);
    for (let i = 0; i < 4; i += 1) await grant(m7, 10_000, LAST_WEEK);
    // This week.
    await grant(m3, 100, NOW);
    await grant(m1, 100, NOW);
    await grant(m2, 100, NOW);
    await grant(m4, 50, NOW);
    await grant(m9, 10, NOW);
    await grant(m8, 10, NOW);
    app.clock.set(NOW);

    const expected = [m2, m1, m3, m4, m8, m9, m5, m6, m7];
    const top = await app.get(RankingQueries).top(WEEK, 100);
    expect(top.slice(0, expected.length).map((r) => r.memberId)).toEqual(expected);
    expect(top.slice(0, 6).map((r) => r.weeklyXp)).toEqual([100, 100, 100, 50, 10, 10]);
    expect(top.slice(6, 9).map((r) => r.weeklyXp)).toEqual([0, 0, 0]);
    for (const [index, memberId] of expected.entries()) {
      expect((await app.get(RankingQueries).positionOf(WEEK, memberId))?.position).toBe(index + 1);
    }
  });

  it('gives every member one position, also with 0 weekly XP after a reversal, and the caller theirs beyond the top', async () => {
    const reversed = newId();
    const post = newId();
    await register(reversed, '2032-02-01T00:00:00Z');
    app.clock.set(NOW);
    await events.emit('community.post_approved', { postId: post, authorId: reversed, approvedBy: 'a' });
    await events.emit('community.post_deleted', { postId: post, authorId: reversed, deletedBy: 'a' });

    const mine = await app.get(RankingQueries).positionOf(WEEK, reversed);
    expect(mine?.row.weeklyXp).toBe(0);
    const scored = (await app.get(RankingQueries).top(WEEK, 100)).filter((r) => r.weeklyXp > 0).length;
    expect(mine!.position).toBeGreaterThan(scored);

    const ranking = await app.moduleRef.get(RankingService).getRanking(reversed);
    expect(ranking.weekStart).toBe(WEEK);
    expect(ranking.currentUser).toMatchObject({ id: reversed, mocha_user_id: reversed, weekly_xp: 0, xp_total: 0, level: 1, rank_name: 'Calouro Linguístico' });
    expect(ranking.currentUser.rank).toBeGreaterThanOrEqual(mine!.position);
    expect(ranking.totalUsers).toBeGreaterThanOrEqual(ranking.currentUser.rank);
    // The list's positions agree with the position query each member would get alone.
    for (const user of ranking.topUsers.slice(0, 5)) {
      expect((await app.get(RankingQueries).positionOf(WEEK, user.id))?.position).toBe(user.rank);
    }
  });

  it('ranks a member gamification has never seen, when they ask', async () => {
    const stranger = newId();
    app.clock.set(NOW);
    const ranking = await app.moduleRef.get(RankingService).getRanking(stranger);
    expect(ranking.currentUser).toMatchObject({ id: stranger, weekly_xp: 0, xp_total: 0, streak_days: 0 });
    expect(ranking.currentUser.rank).toBeGreaterThan(0);
  });
});
