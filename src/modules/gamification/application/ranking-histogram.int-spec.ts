import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { EventDriver, newId } from '../../../../test/support/events.js';
import { countedPosition } from '../../../../test/support/ranking-counted-position.js';
import { GamificationApi, GamificationModule } from '../index.js';
import { RankingQueries } from '../adapters/persistence/ranking.queries.js';
import { PgPool } from '../../../shared/pg-pool/index.js';

jest.setTimeout(180_000);

/** Histogram rows that differ from a recount of the tables they summarise (non-zero rows only). */
async function histogramDrift(em: EntityManager, weeks: string[]): Promise<unknown[]> {
  return em.execute(
    `with expected_scores as (
       select week_start, xp as value, count(*)::int as members from weekly_score
       where week_start in (?) and xp > 0 group by week_start, xp
     ), actual_scores as (
       select week_start, score as value, members from weekly_score_histogram where week_start in (?) and members <> 0
     ), expected_score_totals as (
       select week_start, xp as value, xp_total as value2, count(*)::int as members from weekly_score
       where week_start in (?) and xp > 0 group by week_start, xp, xp_total
     ), actual_score_totals as (
       select week_start, score as value, xp_total as value2, members from weekly_score_total_histogram
       where week_start in (?) and members <> 0
     ), expected_week_totals as (
       select week_start, xp_total as value, count(*)::int as members from weekly_score
       where week_start in (?) and xp > 0 group by week_start, xp_total
     ), actual_week_totals as (
       select week_start, xp_total as value, members from weekly_total_histogram where week_start in (?) and members <> 0
     ), expected_totals as (
       select xp_total as value, count(*)::int as members from member_xp group by xp_total
     ), actual_totals as (
       select xp_total as value, members from member_total_histogram where members <> 0
     )
     select 'score' as histogram, week_start, value, null::int as value2, members
     from ((select * from expected_scores except select * from actual_scores)
           union all (select * from actual_scores except select * from expected_scores)) d
     union all
     select 'score_total', * from ((select * from expected_score_totals except select * from actual_score_totals)
                                   union all (select * from actual_score_totals except select * from expected_score_totals)) d
     union all
     select 'week_total', week_start, value, null, members from ((select * from expected_week_totals except select * from actual_week_totals)
                                  union all (select * from actual_week_totals except select * from expected_week_totals)) d
     union all
     select 'total', null, value, null, members from ((select * from expected_totals except select * from actual_totals)
                                   union all (select * from actual_totals except select * from expected_totals)) d`,
    [weeks, weeks, weeks, weeks, weeks, weeks],
  );
}

/** Positions from the histograms (ADR 0030) agree with the counting query, member by member. */
describe('weekly ranking positions from histograms', () => {
  const app = moduleUnderTest({ imports: [GamificationModule] });
  let events: EventDriver;
  beforeAll(() => {
    events = new EventDriver(app.moduleRef);
  });

  const WEEK = '2033-05-02'; // a Monday
  const LAST_WEEK = '2033-04-25';
  const NOW = '2033-05-04T15:00:00Z';
  const LAST_WEEK_AT = '2033-04-27T15:00:00Z';

  // A fixed-seed generator: a failure can be replayed.
  let state = 20_330_502;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  const grant = (memberId: string, amount: number, at: string) => {
    app.clock.set(at);
    return app.get(GamificationApi).grantXp(undefined, { memberId, amount, reason: 'teste', adminEmail: 'a@b.c', grantId: newId() });
  };

  /** Every member's position, the ranking's size and the histograms, read in one snapshot. */
  const checkAgainstCounting = async (members: string[]) => {
    await app.get<MikroORM>(MikroORM).em.fork().transactional(
      async (em) => {
        expect(await histogramDrift(em, [WEEK, LAST_WEEK])).toEqual([]);
        for (const memberId of members) {
          const found = await app.get(RankingQueries).positionOf(WEEK, memberId, em);
          expect({ memberId, position: found?.position }).toEqual({ memberId, position: await countedPosition(em, WEEK, memberId) });
        }
        const [{ count }] = await em.execute<{ count: string }[]>('select count(*) as count from member_xp');
        expect(await app.get(RankingQueries).countRanked(em)).toBe(Number(count));
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ },
    );
  };

  it('gives every member of a randomized set with ties, increments and reversals the counted position', async () => {
    // Registration times from a small set, so members tie on registration as well (the id decides).
    const instants = ['2033-01-01T00:00:00Z', '2033-01-01T00:00:01Z', '2033-01-02T00:00:00Z', '2033-02-01T00:00:00Z'];
    const members = Array.from({ length: 36 }, () => newId());
    for (const memberId of members) {
      app.clock.set(pick(instants));
      await events.emit('identity.member_registered', { memberId });
    }
    await checkAgainstCounting(members);

    const posts: { postId: string; authorId: string; at: string }[] = [];
    for (let step = 0; step < 120; step += 1) {
      const roll = random();
      const at = random() < 0.7 ? NOW : LAST_WEEK_AT;
      if (roll < 0.35) {
        // Small amounts from a short list: many members share a weekly score and a total.
        await grant(pick(members), pick([1, 2, 5, 5, 10]), at);
      } else if (roll < 0.55) {
        const post = { postId: newId(), authorId: pick(members), at };
        app.clock.set(at);
        await events.emit('community.post_approved', { postId: post.postId, authorId: post.authorId, approvedBy: 'a' });
        posts.push(post);
      } else if (roll < 0.8 && posts.length > 0) {
        const post = pick(posts);
        const likerId = pick(members);
        app.clock.set(NOW);
        await events.emit('community.post_liked', { postId: post.postId, likerId, postAuthorId: post.authorId });
      } else if (posts.length > 0) {
        // A reversal: the author's +20 and every like's XP, counted in the week of each award.
        const [post] = posts.splice(Math.floor(random() * posts.length), 1);
        app.clock.set(NOW);
        await events.emit('community.post_deleted', { postId: post.postId, authorId: post.authorId, deletedBy: 'a' });
      }
      if (step % 40 === 39) await checkAgainstCounting(members);
    }
    await checkAgainstCounting(members);

    // The profile stats' part (ADR 0080) gives the same positions, from the ranking's statement with
    // its values as the part's parameters, and the badges' count; null for a member it does not know.
    app.clock.set(NOW);
    const stranger = newId();
    const figures = await app.get(PgPool).readTogether(...[...members, stranger].map((memberId) => app.get(GamificationApi).profileStatsPart(memberId)));
    const grants = await app.get<MikroORM>(MikroORM).em
      .fork()
      .execute<{ member_id: string; n: number }[]>('select member_id, count(*)::int as n from badge_grant where member_id in (?) group by member_id', [members]);
    const badges = new Map(grants.map((row) => [row.member_id, row.n]));
    const expected = [];
    for (const memberId of members) {
      expected.push({ position: (await app.get(RankingQueries).positionOf(WEEK, memberId))?.position ?? null, totalBadges: badges.get(memberId) ?? 0 });
    }
    expect(figures).toEqual([...expected, { position: null, totalBadges: 0 }]);
    expect(expected.some((figure) => figure.totalBadges > 0)).toBe(true);

    // The set really has ties, members without weekly XP and reversals.
    const [shape] = await app.get<MikroORM>(MikroORM).em.fork().execute<{ scored: string; distinct_scores: string; reversals: string }[]>(
      `select count(*) filter (where w.xp > 0) as scored, count(distinct w.xp) filter (where w.xp > 0) as distinct_scores,
              (select count(*) from xp_ledger_entry where member_id in (?) and amount < 0) as reversals
       from member_xp m left join weekly_score w on w.week_start = ? and w.member_id = m.member_id where m.member_id in (?)`,
      [members, WEEK, members],
    );
    expect(Number(shape.scored)).toBeGreaterThan(5);
    expect(Number(shape.scored)).toBeLessThan(members.length);
    expect(Number(shape.distinct_scores)).toBeLessThan(Number(shape.scored));
    expect(Number(shape.reversals)).toBeGreaterThan(0);
  });

  it('keeps the histograms exact under concurrent likes, grants and reversals among a few members', async () => {
    const members = Array.from({ length: 6 }, () => newId());
    app.clock.set('2033-01-03T00:00:00Z');
    for (const memberId of members) await events.emit('identity.member_registered', { memberId });
    app.clock.set(NOW);
    const posts = members.map((authorId) => ({ postId: newId(), authorId }));
    for (const post of posts) await events.emit('community.post_approved', { ...post, approvedBy: 'a' });

    // Every member likes every other member's post, all delivered at once: opposite pairs of
    // awards and shared histogram rows in every transaction.
    const likes = await Promise.all(
      posts.flatMap((post) =>
        members
          .filter((likerId) => likerId !== post.authorId)
          .map((likerId) => events.publish('community.post_liked', { postId: post.postId, likerId, postAuthorId: post.authorId })),
      ),
    );
    const grants = members.map((memberId) =>
      app.get(GamificationApi).grantXp(undefined, { memberId, amount: 2, reason: 'teste', adminEmail: 'a@b.c', grantId: newId() }),
    );
    await Promise.all([events.deliverConcurrently(likes), ...grants]);
    await checkAgainstCounting(members);

    // Half the posts deleted at once: multi-member reversals in parallel.
    const deletions = await Promise.all(
      posts
        .slice(0, 3)
        .map((post) => events.publish('community.post_deleted', { postId: post.postId, authorId: post.authorId, deletedBy: 'a' })),
    );
    await events.deliverConcurrently(deletions);
    await checkAgainstCounting(members);
  });
});
