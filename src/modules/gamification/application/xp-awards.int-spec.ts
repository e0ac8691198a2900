import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { EventDriver, newId } from '../../../../test/support/events.js';
import { GamificationApi, GamificationModule } from '../index.js';
import { levelForXp } from '../domain/ranks.js';

jest.setTimeout(60_000);

/** Every award happens once, from events; the totals always equal the ledger. */
describe('XP awards from integration events', () => {
  const app = moduleUnderTest({ imports: [GamificationModule] });
  const api = () => app.get(GamificationApi);
  let events: EventDriver;

  beforeAll(() => {
    // A week of its own (Wednesday 2031-01-15, 15:00 in São Paulo).
    app.clock.set('2031-01-15T18:00:00Z');
    events = new EventDriver(app.moduleRef);
  });

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    app.get<MikroORM>(MikroORM).em.fork().execute<T[]>(query, params);

  const ledgerOf = (memberId: string) =>
    sql<{ action_type: string; reference_type: string; reference_id: string; amount: number; reason_key: string; day: string }>(
      `select action_type, reference_type, reference_id, amount, reason_key, day::text as day
       from xp_ledger_entry where member_id = ? order by created_at, id`,
      [memberId],
    );

  const totalsOf = async (memberId: string) => {
    const [row] = await sql<{ xp_total: number; level: number; xp_today: number; xp_week: number; streak_days: number }>(
      'select xp_total, level, xp_today, xp_week, streak_days from member_xp where member_id = ?',
      [memberId],
    );
    return row;
  };

  const notificationsOf = (memberId: string) =>
    sql<{ type: string; title_key: string; params: Record<string, unknown> }>(
      'select type, title_key, params from notification where member_id = ? order by created_at, id',
      [memberId],
    );

  /** Every member's totals equal their ledger's sums (one snapshot of the whole database). */
  const expectTotalsMatchLedger = async () => {
    const mismatches = await sql(
      `select m.member_id, m.xp_total, coalesce(l.total, 0) as ledger_total
       from member_xp m
       left join (select member_id, sum(amount) as total from xp_ledger_entry group by member_id) l using (member_id)
       left join lateral (select coalesce(sum(amount), 0) as today from xp_ledger_entry e
                          where e.member_id = m.member_id and e.day = m.today_day) t on true
       left join lateral (select coalesce(sum(amount), 0) as week from xp_ledger_entry e
                          where e.member_id = m.member_id and e.week_start = m.week_start) w on true
       where m.xp_total <> coalesce(l.total, 0)
          or (m.today_day is not null and m.xp_today <> t.today)
          or (m.week_start is not null and m.xp_week <> w.week)`,
    );
    expect(mismatches).toEqual([]);
    const weekly = await sql(
      `select s.week_start, s.member_id, s.xp, coalesce(l.total, 0) as ledger
       from weekly_score s
       left join (select member_id, week_start, sum(amount) as total from xp_ledger_entry group by member_id, week_start) l
         using (member_id, week_start)
       where s.xp <> coalesce(l.total, 0)`,
    );
    expect(weekly).toEqual([]);
  };

  describe('each award happens once under 20 parallel identical events', () => {
    const member = newId();
    const other = newId();
    const post = newId();
    const cases: [string, () => Promise<void>, string, string, number][] = [
      ['a daily login', () => events.emitConcurrently('identity.member_active_on_day', { memberId: member, day: '2031-01-15' }), 'daily_login', '2031-01-15', 5],
      ['a referral', () => events.emitConcurrently('identity.member_referred', { memberId: other, referrerId: member }), 'referral', other, 25],
      ['an approved post', () => events.emitConcurrently('community.post_approved', { postId: post, authorId: member, approvedBy: 'admin' }), 'post_approved', post, 20],
      ['quality content', () => events.emitConcurrently('community.post_quality_marked', { postId: post, authorId: member, markedBy: 'admin' }), 'quality_content', post, 50],
    ];
    const comment = newId();
    const lesson = newId();
    const course = newId();
    const question = newId();
    const upload = newId();
    const courseComment = newId();
    cases.push(
      ['a comment', () => events.emitConcurrently('community.comment_added', { commentId: comment, postId: newId(), authorId: member, postAuthorId: other }), 'comment_post', comment, 10],
      ['a watched lesson', () => events.emitConcurrently('courses.lesson_completed', { lessonId: lesson, courseId: course, memberId: member, xpReward: 15 }), 'watch_lesson', lesson, 15],
      ['a completed course', () => events.emitConcurrently('courses.course_completed', { courseId: course, memberId: member }), 'complete_course', course, 100],
      ['a right quiz answer', () => events.emitConcurrently('courses.quiz_answered_correctly', { questionId: question, memberId: member }), 'quiz_correct', question, 5],
      ['an approved upload', () => events.emitConcurrently('courses.upload_approved', { courseId: upload, uploaderId: member, approvedBy: 'admin' }), 'course_upload_approved', upload, 80],
      ['a course comment', () => events.emitConcurrently('courses.comment_added', { commentId: courseComment, courseId: course, authorId: member }), 'comment_course', courseComment, 10],
      ['a course like', () => events.emitConcurrently('courses.course_liked', { courseId: course, memberId: member }), 'like_course', course, 5],
    );

    it.each(cases)('%s', async (_name, emit, action, referenceId, amount) => {
      await emit();
      const entries = (await ledgerOf(member)).filter((e) => e.action_type === action && e.reference_id === referenceId);
      expect(entries).toHaveLength(1);
      expect(entries[0].amount).toBe(amount);
      await expectTotalsMatchLedger();
    });

    it('a like (both sides) and a grant', async () => {
      const liked = newId();
      await events.emitConcurrently('community.post_liked', { postId: liked, likerId: member, postAuthorId: other });
      const grantId = newId();
      await Promise.all(
        Array.from({ length: 20 }, () => api().grantXp(undefined, { memberId: other, amount: 30, reason: 'Evento', adminEmail: 'a@b.c', grantId })),
      );
      expect((await ledgerOf(member)).filter((e) => e.action_type === 'give_like' && e.reference_id === liked)).toHaveLength(1);
      expect((await ledgerOf(other)).filter((e) => e.action_type === 'like_received')).toEqual([
        expect.objectContaining({ reference_id: `${liked}:${member}`, amount: 2 }),
      ]);
      expect((await ledgerOf(other)).filter((e) => e.action_type === 'admin_grant')).toEqual([
        expect.objectContaining({ reference_id: grantId, amount: 30 }),
      ]);
      expect((await notificationsOf(other)).filter((n) => n.title_key === 'gamification.xp_granted.title')).toHaveLength(1);
      await expectTotalsMatchLedger();
    });

    it('left one badge grant and one notification per badge', async () => {
      const grants = await sql<{ code: string; n: string }>(
        `select b.code, count(*) as n from badge_grant g join badge b on b.id = g.badge_id
         where g.member_id = ? group by b.code`,
        [member],
      );
      expect(grants.map((g) => g.code).sort()).toEqual(
        ['first_course', 'first_lesson', 'first_post', 'first_referral', 'first_upload', 'quality_content', 'daily_goal'].sort(),
      );
      expect(grants.every((g) => Number(g.n) === 1)).toBe(true);
      const badgeNotes = (await notificationsOf(member)).filter((n) => n.title_key === 'gamification.badge_granted.title');
      expect(badgeNotes).toHaveLength(grants.length);
    });
  });

  it('gives like XP once per liker and post for its whole life: like/unlike loops earn nothing more', async () => {
    const liker = newId();
    const author = newId();
    const post = newId();
    for (let round = 0; round < 5; round += 1) {
      await events.emit('community.post_liked', { postId: post, likerId: liker, postAuthorId: author });
      await events.emit('community.post_unliked', { postId: post, likerId: liker, postAuthorId: author });
    }
    expect((await totalsOf(liker)).xp_total).toBe(2);
    expect((await totalsOf(author)).xp_total).toBe(2);
  });

  it('gives no XP for liking your own post', async () => {
    const member = newId();
    await events.emit('community.post_liked', { postId: newId(), likerId: member, postAuthorId: member });
    expect(await ledgerOf(member)).toEqual([]);
  });

  it('counts like XP at most 25 times per member and São Paulo day, also when likes race', async () => {
    const liker = newId();
    const authors = Array.from({ length: 5 }, () => newId());
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        events.publish('community.post_liked', { postId: newId(), likerId: liker, postAuthorId: authors[i % authors.length] }),
      ),
    );
    await events.deliverConcurrently(ids);
    const given = (await ledgerOf(liker)).filter((e) => e.action_type === 'give_like');
    expect(given).toHaveLength(40);
    expect(given.filter((e) => e.amount === 2)).toHaveLength(25);
    expect(given.filter((e) => e.amount === 0).every((e) => e.reason_key === 'give_like:like_cap_reached')).toBe(true);
    expect((await totalsOf(liker)).xp_total).toBe(50);
    // The authors received 8 likes each: under their own caps.
    for (const author of authors) expect((await totalsOf(author)).xp_total).toBe(16);

    // A new São Paulo day (midnight = 03:00 UTC) opens new slots.
    app.clock.set('2031-01-16T03:00:00Z');
    await events.emit('community.post_liked', { postId: newId(), likerId: liker, postAuthorId: authors[0] });
    expect((await totalsOf(liker)).xp_total).toBe(52);
    app.clock.set('2031-01-15T18:00:00Z');
    await expectTotalsMatchLedger();
  });

  it('counts comment XP (posts and courses together) at most 20 times per member and São Paulo day, also when comments race', async () => {
    const commenter = newId();
    const other = newId();
    const ids = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        events.publish('community.comment_added', { commentId: newId(), postId: newId(), authorId: commenter, postAuthorId: other }),
      ),
      ...Array.from({ length: 5 }, () =>
        events.publish('courses.comment_added', { commentId: newId(), courseId: newId(), authorId: commenter }),
      ),
    ]);
    await events.deliverConcurrently(ids);
    const comments = (await ledgerOf(commenter)).filter((e) => e.action_type === 'comment_post' || e.action_type === 'comment_course');
    expect(comments).toHaveLength(25);
    expect(comments.filter((e) => e.amount === 10)).toHaveLength(20);
    const capped = comments.filter((e) => e.amount === 0);
    expect(capped).toHaveLength(5);
    expect(capped.every((e) => e.reason_key === `${e.action_type}:comment_cap_reached`)).toBe(true);
    expect((await totalsOf(commenter)).xp_total).toBe(200);

    // Comment and like caps are separate: a like still earns.
    await events.emit('community.post_liked', { postId: newId(), likerId: commenter, postAuthorId: other });
    expect((await totalsOf(commenter)).xp_total).toBe(202);

    app.clock.set('2031-01-16T03:00:00Z');
    await events.emit('community.comment_added', { commentId: newId(), postId: newId(), authorId: commenter, postAuthorId: other });
    expect((await totalsOf(commenter)).xp_total).toBe(212);
    app.clock.set('2031-01-15T18:00:00Z');
    await expectTotalsMatchLedger();
  });

  it('counts likes received toward the same cap of the author', async () => {
    const author = newId();
    const post = newId();
    await events.deliverConcurrently(
      await Promise.all(
        Array.from({ length: 30 }, () => events.publish('community.post_liked', { postId: post, likerId: newId(), postAuthorId: author })),
      ),
    );
    const received = (await ledgerOf(author)).filter((e) => e.action_type === 'like_received');
    expect(received).toHaveLength(30);
    expect((await totalsOf(author)).xp_total).toBe(50);
  });

  it('reverses what a deleted post earned, once, so post/delete loops earn nothing', async () => {
    const author = newId();
    const liker = newId();
    const commenter = newId();
    const post = newId();
    const comment = newId();
    await events.emit('community.post_approved', { postId: post, authorId: author, approvedBy: 'admin' });
    await events.emit('community.post_quality_marked', { postId: post, authorId: author, markedBy: 'admin' });
    await events.emit('community.post_liked', { postId: post, likerId: liker, postAuthorId: author });
    await events.emit('community.comment_added', { commentId: comment, postId: post, authorId: commenter, postAuthorId: author });
    expect((await totalsOf(author)).xp_total).toBe(72);
    expect((await totalsOf(author)).level).toBe(1);

    await events.emitConcurrently('community.post_deleted', { postId: post, authorId: author, deletedBy: 'admin' }, 10);
    await events.emit('community.post_deleted', { postId: post, authorId: author, deletedBy: 'admin' });

    expect((await totalsOf(author)).xp_total).toBe(0);
    expect((await totalsOf(liker)).xp_total).toBe(0);
    expect((await ledgerOf(author)).map((e) => `${e.action_type} ${e.amount}`).sort()).toEqual([
      'like_received 2',
      'like_received_reversal -2',
      'post_approved 20',
      'post_approved_reversal -20',
      'quality_content 50',
      'quality_content_reversal -50',
    ]);
    // A comment is its author's own work: only its own deletion takes its XP back.
    expect((await totalsOf(commenter)).xp_total).toBe(10);
    await events.emit('community.comment_deleted', { commentId: comment, postId: post, authorId: commenter });
    await events.emit('community.comment_deleted', { commentId: comment, postId: post, authorId: commenter });
    expect((await totalsOf(commenter)).xp_total).toBe(0);

    // Approving the same post again (a redelivery) earns nothing: its award exists.
    await events.emit('community.post_approved', { postId: post, authorId: author, approvedBy: 'admin' });
    expect((await totalsOf(author)).xp_total).toBe(0);
    await expectTotalsMatchLedger();
  });

  it('counts a reversal for the day and week of the award it cancels', async () => {
    const author = newId();
    const post = newId();
    app.clock.set('2031-01-08T15:00:00Z'); // the week before
    await events.emit('community.post_approved', { postId: post, authorId: author, approvedBy: 'admin' });
    app.clock.set('2031-01-15T18:00:00Z');
    await events.emit('identity.member_active_on_day', { memberId: author, day: '2031-01-15' });
    await events.emit('community.post_deleted', { postId: post, authorId: author, deletedBy: 'admin' });
    const totals = await totalsOf(author);
    expect(totals).toMatchObject({ xp_total: 5, xp_today: 5, xp_week: 5 });
    const reversal = (await ledgerOf(author)).find((e) => e.action_type === 'post_approved_reversal');
    expect(reversal).toMatchObject({ amount: -20, day: '2031-01-08' });
    const weeks = await sql<{ week_start: string; xp: number; xp_total: number }>(
      'select week_start::text as week_start, xp, xp_total from weekly_score where member_id = ? order by week_start',
      [author],
    );
    expect(weeks).toEqual([
      { week_start: '2031-01-06', xp: 0, xp_total: 5 },
      { week_start: '2031-01-13', xp: 5, xp_total: 5 },
    ]);
  });

  it('dates an award by when its fact happened: a late delivery counts for that day, a fact stamped ahead of the clock counts as now', async () => {
    const member = newId();
    const earlyPost = newId();
    const aheadPost = newId();
    app.clock.set('2031-01-08T15:00:00Z'); // the week before
    const early = await events.publish('community.post_approved', { postId: earlyPost, authorId: member, approvedBy: 'admin' });
    app.clock.set('2031-01-20T15:00:00Z'); // a clock ahead of the one that delivers
    const ahead = await events.publish('community.post_approved', { postId: aheadPost, authorId: member, approvedBy: 'admin' });
    app.clock.set('2031-01-15T18:00:00Z');
    await events.deliverConcurrently([early]);
    await events.deliverConcurrently([ahead]);
    const dated = await sql<{ reference_id: string; day: string; created_at: Date }>(
      'select reference_id, day::text as day, created_at from xp_ledger_entry where member_id = ? order by created_at',
      [member],
    );
    expect(dated.map((e) => [e.reference_id, e.day, new Date(e.created_at).toISOString()])).toEqual([
      [earlyPost, '2031-01-08', '2031-01-08T15:00:00.000Z'],
      [aheadPost, '2031-01-15', '2031-01-15T18:00:00.000Z'],
    ]);
    expect(await totalsOf(member)).toMatchObject({ xp_total: 40, xp_week: 20 });
    // The first approved post's badge, granted by the early award, is dated by it too.
    const grants = await sql<{ created_at: Date }>('select created_at from badge_grant where member_id = ?', [member]);
    expect(grants.map((g) => new Date(g.created_at).toISOString())).toContain('2031-01-08T15:00:00.000Z');
    await expectTotalsMatchLedger();
  });

  it('levels up once with a notification and an event, lowers the level on reversal, and does not announce a level twice', async () => {
    const member = newId();
    const post = newId();
    await api().grantXp(undefined, { memberId: member, amount: 90, reason: 'Boas-vindas', adminEmail: 'a@b.c', grantId: newId() });
    await events.emit('community.post_approved', { postId: post, authorId: member, approvedBy: 'admin' });
    expect(await totalsOf(member)).toMatchObject({ xp_total: 110, level: 2 });
    const levelUps = () => notificationsOf(member).then((n) => n.filter((x) => x.type === 'level_up'));
    expect(await levelUps()).toEqual([
      expect.objectContaining({ title_key: 'gamification.level_up.title', params: { level: 2, rankName: 'Aprendiz de Palavras' } }),
    ]);
    const published = await sql(`select payload from outbox_event where type = 'gamification.level_reached' and payload->>'memberId' = ?`, [member]);
    expect(published).toEqual([{ payload: { memberId: member, level: 2, previousLevel: 1, rankName: 'Aprendiz de Palavras' } }]);

    await events.emit('community.post_deleted', { postId: post, authorId: member, deletedBy: 'admin' });
    expect(await totalsOf(member)).toMatchObject({ xp_total: 90, level: 1 });
    await api().grantXp(undefined, { memberId: member, amount: 20, reason: 'De novo', adminEmail: 'a@b.c', grantId: newId() });
    expect(await totalsOf(member)).toMatchObject({ xp_total: 110, level: 2 });
    expect(await levelUps()).toHaveLength(1);
  });

  it('jumps several levels at once and announces the highest, with the level badges', async () => {
    const member = newId();
    await api().grantXp(undefined, { memberId: member, amount: 10_000, reason: 'Importação', adminEmail: 'a@b.c', grantId: newId() });
    await api().grantXp(undefined, { memberId: member, amount: 2_000, reason: 'Importação', adminEmail: 'a@b.c', grantId: newId() });
    expect(await totalsOf(member)).toMatchObject({ xp_total: 12_000, level: 10 });
    const levels = (await notificationsOf(member)).filter((n) => n.type === 'level_up').map((n) => Number(n.params.level));
    expect(levels.sort((a, b) => a - b)).toEqual([9, 10]);
    const [{ count }] = await sql<{ count: string }>('select count(*) as count from level_reached where member_id = ?', [member]);
    expect(Number(count)).toBe(9);
    const codes = await sql<{ code: string }>(
      'select b.code from badge_grant g join badge b on b.id = g.badge_id where g.member_id = ? order by b.id',
      [member],
    );
    expect(codes.map((c) => c.code)).toEqual(['daily_goal', 'level_5', 'level_10']);
  });

  it('counts daily logins and streaks per São Paulo day, and grants the 7-day streak badge', async () => {
    const member = newId();
    for (let day = 1; day <= 7; day += 1) {
      await events.emit('identity.member_active_on_day', { memberId: member, day: `2031-02-0${day}` });
    }
    await events.emit('identity.member_active_on_day', { memberId: member, day: '2031-02-07' });
    expect(await totalsOf(member)).toMatchObject({ xp_total: 35, streak_days: 7 });
    await events.emit('identity.member_active_on_day', { memberId: member, day: '2031-02-09' });
    expect(await totalsOf(member)).toMatchObject({ xp_total: 40, streak_days: 1 });
    const codes = await sql<{ code: string }>('select b.code from badge_grant g join badge b on b.id = g.badge_id where g.member_id = ?', [member]);
    expect(codes.map((c) => c.code)).toEqual(['streak_7']);
  });

  it('grants the comment badge at the tenth comment', async () => {
    const member = newId();
    for (let i = 0; i < 10; i += 1) {
      await events.emit('community.comment_added', { commentId: newId(), postId: newId(), authorId: member, postAuthorId: newId() });
    }
    const codes = await sql<{ code: string }>('select b.code from badge_grant g join badge b on b.id = g.badge_id where g.member_id = ?', [member]);
    expect(codes.map((c) => c.code).sort()).toEqual(['commenter', 'daily_goal']);
  });

  it('keeps every member’s totals equal to their ledger after a randomized run of mixed events', async () => {
    let seed = 20310115;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const members = Array.from({ length: 30 }, () => newId());
    const posts = Array.from({ length: 40 }, () => ({ id: newId(), author: pick(members) }));
    const comments: { id: string; postId: string; author: string }[] = [];
    const days = ['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-10'];

    for (const [batchIndex, day] of days.entries()) {
      app.clock.set(`${day}T${10 + batchIndex}:00:00Z`);
      const batch: Promise<string>[] = [];
      for (let i = 0; i < 120; i += 1) {
        const roll = random();
        const post = pick(posts);
        const member = pick(members);
        if (roll < 0.15) batch.push(events.publish('identity.member_active_on_day', { memberId: member, day }));
        else if (roll < 0.25) batch.push(events.publish('community.post_approved', { postId: post.id, authorId: post.author, approvedBy: 'a' }));
        else if (roll < 0.5) batch.push(events.publish('community.post_liked', { postId: post.id, likerId: member, postAuthorId: post.author }));
        else if (roll < 0.55) batch.push(events.publish('community.post_unliked', { postId: post.id, likerId: member, postAuthorId: post.author }));
        else if (roll < 0.65) {
          const comment = { id: newId(), postId: post.id, author: member };
          comments.push(comment);
          batch.push(events.publish('community.comment_added', { commentId: comment.id, postId: post.id, authorId: member, postAuthorId: post.author }));
        } else if (roll < 0.68 && comments.length > 0) {
          const comment = pick(comments);
          batch.push(events.publish('community.comment_deleted', { commentId: comment.id, postId: comment.postId, authorId: comment.author }));
        } else if (roll < 0.72) batch.push(events.publish('community.post_quality_marked', { postId: post.id, authorId: post.author, markedBy: 'a' }));
        else if (roll < 0.76) batch.push(events.publish('community.post_deleted', { postId: post.id, authorId: post.author, deletedBy: 'a' }));
        else if (roll < 0.84) batch.push(events.publish('courses.lesson_completed', { lessonId: newId(), courseId: newId(), memberId: member, xpReward: Math.floor(random() * 30) }));
        else if (roll < 0.9) batch.push(events.publish('courses.quiz_answered_correctly', { questionId: newId(), memberId: member }));
        else if (roll < 0.94) batch.push(events.publish('identity.member_referred', { memberId: newId(), referrerId: member }));
        else batch.push(events.publish('courses.course_liked', { courseId: pick(posts).id, memberId: member }));
      }
      const ids = await Promise.all(batch);
      // Some events are delivered twice, concurrently (redelivery).
      await events.deliverConcurrently([...ids, ...ids.filter(() => random() < 0.2)]);
    }
    app.clock.set('2031-01-15T18:00:00Z');

    await expectTotalsMatchLedger();
    const rows = await sql<{ member_id: string; xp_total: number; level: number; cap_ok: boolean }>(
      `select m.member_id, m.xp_total, m.level from member_xp m where m.member_id in (?)`,
      [members],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.level).toBe(levelForXp(row.xp_total));
    const overCap = await sql(
      `select member_id, day, count(*) from xp_ledger_entry
       where member_id in (?) and action_type in ('give_like', 'like_received') and amount > 0
       group by member_id, day having count(*) > 25`,
      [members],
    );
    expect(overCap).toEqual([]);
  });
});
