import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { moduleUnderTest } from '../../../../test/support/module.js';
import { EventDriver, newId } from '../../../../test/support/events.js';
import { GamificationApi, GamificationModule } from '../index.js';
import { ProgressService } from './progress.service.js';

jest.setTimeout(60_000);

describe('a member’s progress', () => {
  const app = moduleUnderTest({ imports: [GamificationModule] });
  const progress = () => app.get(ProgressService);
  const api = () => app.get(GamificationApi);
  let events: EventDriver;

  beforeAll(() => {
    app.clock.set('2033-05-11T15:00:00Z');
    events = new EventDriver(app.moduleRef);
  });

  const countRows = async (memberId: string) => {
    const [row] = await app.get<MikroORM>(MikroORM).em.fork().execute<{ ledger: string; totals: string; badges: string }[]>(
      `select (select count(*) from xp_ledger_entry where member_id = ?) as ledger,
              (select count(*) from member_xp where member_id = ?) as totals,
              (select count(*) from badge_grant where member_id = ?) as badges`,
      [memberId, memberId, memberId],
    );
    return row;
  };

  describe('the /api/xp/add answer', () => {
    it('never creates XP: an action the server did not award answers 0 and writes nothing', async () => {
      const member = newId();
      const before = await countRows(member);
      for (let i = 0; i < 5; i += 1) {
        const answer = await progress().awardAnswer(member, { actionType: 'give_like', referenceType: 'post', referenceId: newId() }, 'pt');
        expect(answer).toEqual({ success: true, xpGained: 0, levelUp: false, newLevel: 1, badges: [] });
      }
      expect(await countRows(member)).toEqual(before);
    });

    it('reports the award already made for the caller’s action, with its level-up and badges', async () => {
      const member = newId();
      const post = newId();
      await api().grantXp(undefined, { memberId: member, amount: 85, reason: 'x', adminEmail: 'a@b.c', grantId: newId() });
      await events.emit('community.post_approved', { postId: post, authorId: member, approvedBy: 'a' });
      const answer = await progress().awardAnswer(member, { actionType: 'create_post', referenceType: 'post', referenceId: post }, 'en');
      expect(answer).toEqual({
        success: true,
        xpGained: 20,
        levelUp: true,
        newLevel: 2,
        // The daily goal badge came with the grant (85 XP ≥ the default goal of 50), not with this award.
        badges: [{ name: 'First Post', icon: '📝' }],
      });
      // Each award is announced once: asking again (a like taken back and given again,
      // a second tab) answers 0, and still creates nothing.
      const rows = await countRows(member);
      expect(await progress().awardAnswer(member, { actionType: 'post_approved', referenceType: 'post', referenceId: post.toUpperCase() }, 'pt')).toEqual({
        success: true,
        xpGained: 0,
        levelUp: false,
        newLevel: 2,
        badges: [],
      });
      expect(await countRows(member)).toEqual(rows);
      // Another member asking about the same post gets nothing.
      expect((await progress().awardAnswer(newId(), { actionType: 'create_post', referenceType: 'post', referenceId: post }, 'pt')).xpGained).toBe(0);
    });

    it('answers a like with the liker’s XP, including 0 when the daily cap applied', async () => {
      const liker = newId();
      const post = newId();
      await events.emit('community.post_liked', { postId: post, likerId: liker, postAuthorId: newId() });
      expect((await progress().awardAnswer(liker, { actionType: 'give_like', referenceType: 'post', referenceId: post }, 'pt')).xpGained).toBe(2);

      // 24 more likes fill the day's 25 like awards; the 26th is recorded with 0 XP.
      for (let i = 0; i < 24; i += 1) {
        await events.emit('community.post_liked', { postId: newId(), likerId: liker, postAuthorId: newId() });
      }
      const capped = newId();
      await events.emit('community.post_liked', { postId: capped, likerId: liker, postAuthorId: newId() });
      expect((await progress().awardAnswer(liker, { actionType: 'give_like', referenceType: 'post', referenceId: capped }, 'pt')).xpGained).toBe(0);
    });

    it.each([
      ['an unknown action', { actionType: 'steal_xp', referenceType: 'post', referenceId: newId() }, 'GAMIFICATION.UNKNOWN_ACTION'],
      ['a prototype key', { actionType: 'constructor', referenceType: 'post', referenceId: newId() }, 'GAMIFICATION.UNKNOWN_ACTION'],
      ['a wrong reference type', { actionType: 'give_like', referenceType: 'comment', referenceId: newId() }, 'GAMIFICATION.INVALID_REFERENCE'],
      ['a malformed id', { actionType: 'give_like', referenceType: 'post', referenceId: 'not-a-uuid' }, 'GAMIFICATION.INVALID_REFERENCE'],
      ['a malformed day', { actionType: 'daily_login', referenceType: 'day', referenceId: '2033-5-1' }, 'GAMIFICATION.INVALID_REFERENCE'],
    ])('refuses %s', async (_case, request, code) => {
      await expect(progress().awardAnswer(newId(), request, 'pt')).rejects.toMatchObject({ code, kind: 'invalid' });
    });
  });

  it('pages the ledger newest first with reasons in pt and en', async () => {
    const member = newId();
    for (let i = 0; i < 5; i += 1) {
      app.clock.advance(1000);
      await events.emit('courses.quiz_answered_correctly', { questionId: newId(), memberId: member });
    }
    app.clock.advance(1000);
    await api().grantXp(undefined, { memberId: member, amount: 7, reason: 'Monitor do mês', adminEmail: 'a@b.c', grantId: newId() });
    const first = await progress().history(member, { limit: 4 });
    expect(first.entries).toHaveLength(4);
    expect(first.entries[0]).toMatchObject({
      action_type: 'admin_grant',
      amount: 7,
      reference_type: 'grant',
      reason: { pt: 'Concedido por um administrador — Monitor do mês', en: 'Granted by an administrator — Monitor do mês' },
      day: '2033-05-11',
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await progress().history(member, { limit: 4, cursor: first.nextCursor! });
    expect(second.entries).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(6);
    expect(all.slice(1).map((e) => e.reason.en)).toEqual(Array(5).fill('Quiz answered correctly'));
    await expect(progress().history(member, { cursor: 'garbage' })).rejects.toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('lists badges (earned and all) and ranks with the member’s status', async () => {
    const member = newId();
    await events.emit('courses.lesson_completed', { lessonId: newId(), courseId: newId(), memberId: member, xpReward: 260 });
    const badges = await progress().listBadges(member, 'en');
    expect(badges.userBadges.map((b) => b.code).sort()).toEqual(['daily_goal', 'first_lesson']);
    expect(badges.userBadges[0].earned_at).toEqual(expect.any(String));
    expect(badges.allBadges).toHaveLength(15);
    expect(badges.allBadges.find((b) => b.code === 'first_lesson')).toMatchObject({ name: 'First Lesson', earned_at: expect.any(String) });
    expect(badges.allBadges.find((b) => b.code === 'streak_7')).toMatchObject({ name: 'Week on Fire', earned_at: null });

    const ranks = await progress().listRanks('pt', member);
    expect(ranks.map((r) => r.status)).toEqual(['unlocked', 'unlocked', 'unlocked', 'next', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(ranks[0]).toEqual({
      id: 1,
      level: 1,
      name: 'Calouro Linguístico',
      description: 'Todo poliglota começa aqui: bem-vindo à jornada!',
      xp_required: 0,
      badge_color: '#6B7280',
      text_color: '#FFFFFF',
      status: 'unlocked',
    });
    expect((await progress().listRanks('en'))[0]).not.toHaveProperty('status');
  });

  it('answers many members’ ranks in one call, level 1 for unknown members', async () => {
    const known = newId();
    const unknown = newId();
    await api().grantXp(undefined, { memberId: known, amount: 600, reason: 'x', adminEmail: 'a@b.c', grantId: newId() });
    const ranks = await api().getMemberRanks([known, unknown, known]);
    expect(ranks.size).toBe(2);
    // XP granted today counts as activity today (the admin users table's "Hoje").
    expect(ranks.get(known)).toEqual({
      level: 4, rankName: 'Viajante Verbal', badgeColor: '#2563EB', textColor: '#FFFFFF', xpTotal: 600, streakDays: 0, lastActivityDay: '2033-05-11',
    });
    expect(ranks.get(unknown)).toMatchObject({ level: 1, rankName: 'Calouro Linguístico', xpTotal: 0, lastActivityDay: null });
  });

  it('refuses invalid grants', async () => {
    const grant = { memberId: newId(), amount: 10, reason: 'ok', adminEmail: 'a@b.c', grantId: newId() };
    for (const bad of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: 10_001 }, { reason: '  ' }, { grantId: 'x' }]) {
      await expect(api().grantXp(undefined, { ...grant, ...bad })).rejects.toMatchObject({ code: 'GAMIFICATION.INVALID_GRANT' });
    }
  });

  it('shows today’s XP and the streak as of now: 0 once the day or a whole day passed', async () => {
    const member = newId();
    app.clock.set('2033-05-11T15:00:00Z');
    await events.emit('identity.member_active_on_day', { memberId: member, day: '2033-05-11' });
    expect(await progress().memberProgress(member, 'pt')).toMatchObject({ xpToday: 5, xpWeek: 5, streakDays: 1 });
    app.clock.set('2033-05-12T02:59:59Z'); // still the 11th in São Paulo
    expect(await progress().memberProgress(member, 'pt')).toMatchObject({ xpToday: 5, streakDays: 1 });
    app.clock.set('2033-05-12T03:00:00Z'); // the 12th: no XP yet today, the streak may still go on
    expect(await progress().memberProgress(member, 'pt')).toMatchObject({ xpToday: 0, xpWeek: 5, streakDays: 1 });
    app.clock.set('2033-05-13T03:00:00Z'); // the 12th passed without a login
    expect(await progress().memberProgress(member, 'pt')).toMatchObject({ xpToday: 0, streakDays: 0 });
    app.clock.set('2033-05-16T03:00:00Z'); // Monday: a new week
    expect(await progress().memberProgress(member, 'pt')).toMatchObject({ xpWeek: 0, xpTotal: 5 });
    app.clock.set('2033-05-11T15:00:00Z');
  });
});
