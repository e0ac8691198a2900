import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { GamificationApi } from '../../src/modules/gamification/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';

jest.setTimeout(60_000);

describe('gamification over HTTP', () => {
  let t: TestApp;
  let baseUrl: string;
  let gamification: GamificationApi;

  beforeAll(async () => {
    // Tuesday 2035-03-13, 23:59:59 in São Paulo: a week no other suite uses.
    t = await createTestApp({ listen: true, now: '2035-03-14T02:59:59Z' });
    baseUrl = baseUrlOf(t.app);
    gamification = t.app.get(GamificationApi);
  });
  afterAll(async () => {
    await t.close();
  });

  const grant = (memberId: string, amount: number) =>
    gamification.grantXp(undefined, { memberId, amount, reason: 'Teste', adminEmail: 'admin@poliglota.dev', grantId: randomUUID() });

  describe('guests', () => {
    it.each([
      ['get', '/api/dashboard'],
      ['get', '/api/badges'],
      ['get', '/api/xp/history'],
      ['post', '/api/xp/add'],
      ['get', '/api/ranking'],
      ['get', '/api/notifications'],
      ['get', '/api/notifications/unread-count'],
      ['post', `/api/notifications/${randomUUID()}/read`],
      ['post', '/api/notifications/mark-all-read'],
    ] as const)('get 401 on %s %s', async (method, path) => {
      const res = await request(baseUrl)[method](path).send({});
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('IDENTITY.NOT_SIGNED_IN');
    });

    it('read the ranks and the XP rules', async () => {
      const ranks = await request(baseUrl).get('/api/ranks').expect(200);
      expect(ranks.body).toHaveLength(10);
      expect(ranks.body[0]).toEqual({
        id: 1,
        level: 1,
        name: 'Calouro Linguístico',
        description: 'Todo poliglota começa aqui: bem-vindo à jornada!',
        xp_required: 0,
        badge_color: '#6B7280',
        text_color: '#FFFFFF',
      });
      expect((await request(baseUrl).get('/api/ranks?lang=en').expect(200)).body[0].description).toBe(
        'Every polyglot starts here: welcome aboard!',
      );
      await request(baseUrl).get('/api/ranks?lang=fr').expect(400);
      const rules = await request(baseUrl).get('/api/xp/rules').expect(200);
      expect(rules.body.likeDailyCap).toBe(25);
      expect(rules.body.sources).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'daily_login', amount: 5 })]));
    });
  });

  it('counts the first request of each São Paulo day as a login: XP and streak across midnight', async () => {
    t.clock.set('2035-03-14T02:59:59Z'); // the 13th in São Paulo
    const { agent } = await signIn(baseUrl, { name: 'Rita Lopes' });
    const first = await agent.get('/api/dashboard').expect(200);
    expect(first.body.user).toMatchObject({ name: 'Rita Lopes', xp_total: 5, xp_daily: 5, streak_days: 1, level: 1, daily_goal: 50 });
    // Greeted as new on the day of joining, as returning from the next day on.
    expect(first.body.user.is_new_member).toBe(true);
    // The award existed when the client asked, right after the sign-in.
    expect((await agent.post('/api/xp/add').send({ actionType: 'daily_login', referenceType: 'day', referenceId: '2035-03-13' }).expect(200)).body).toEqual({
      success: true,
      xpGained: 5,
      levelUp: false,
      newLevel: 1,
      badges: [],
    });

    t.clock.set('2035-03-14T03:00:00Z'); // midnight in São Paulo: the 14th
    const next = await agent.get('/api/dashboard').expect(200);
    expect(next.body.user).toMatchObject({ xp_total: 10, xp_daily: 5, streak_days: 2, is_new_member: false });
    await agent.get('/api/dashboard').expect(200);
    expect((await agent.get('/api/dashboard').expect(200)).body.user.xp_total).toBe(10);

    const history = await agent.get('/api/xp/history').expect(200);
    expect(history.body.entries.map((e: { day: string; amount: number; action_type: string }) => [e.action_type, e.day, e.amount])).toEqual([
      ['daily_login', '2035-03-14', 5],
      ['daily_login', '2035-03-13', 5],
    ]);
    expect(history.body.entries[0].reason).toEqual({ pt: 'Login diário', en: 'Daily login' });
    expect(history.body.nextCursor).toBeNull();

    // Skipping the 15th: on the 16th the streak starts again.
    t.clock.set('2035-03-16T15:00:00Z');
    expect((await agent.get('/api/dashboard').expect(200)).body.user).toMatchObject({ xp_total: 15, streak_days: 1 });
  });

  it('shows another member’s streak as 0 in the ranking as soon as they missed a day', async () => {
    t.clock.set('2035-03-13T15:00:00Z');
    const absent = await signIn(baseUrl, { name: 'Ausente' });
    t.clock.set('2035-03-14T15:00:00Z');
    await absent.agent.get('/api/dashboard').expect(200);
    await grant(absent.memberId, 200);
    const viewer = await signIn(baseUrl, { name: 'Observador' });
    const streakOf = async () =>
      ((await viewer.agent.get('/api/ranking').expect(200)).body.topUsers as { id: string; streak_days: number }[]).find(
        (u) => u.id === absent.memberId,
      )?.streak_days;
    expect(await streakOf()).toBe(2);
    t.clock.set('2035-03-16T02:59:59Z'); // still the 15th: the streak may go on today
    expect(await streakOf()).toBe(2);
    t.clock.set('2035-03-16T03:00:00Z'); // the 15th passed without a visit
    expect(await streakOf()).toBe(0);
  });

  it('composes the dashboard: progress, ranks, recent badges and ranking position', async () => {
    t.clock.set('2035-03-14T15:00:00Z');
    const { agent, memberId } = await signIn(baseUrl, { name: 'Caio Prado' });
    await grant(memberId, 120);
    const res = await agent.get('/api/dashboard?lang=en').expect(200);
    expect(res.body).toEqual({
      // No lesson finished and no language to learn declared: the card points to the catalogue (ADR 0128).
      firstLesson: { language: null, course: null },
      // No language declared Nativo or Fluente and no text written: nothing waits for a correction.
      corrections: { waiting: [], mineWaiting: 0 },
      user: {
        name: 'Caio Prado',
        is_new_member: true,
        level: 2,
        xp_total: 125,
        xp_daily: 125,
        daily_goal: 50,
        streak_days: 1,
        level_progress: 16,
        currentRank: expect.objectContaining({ level: 2, name: 'Aprendiz de Palavras', xp_required: 100 }),
        nextRank: expect.objectContaining({ level: 3, name: 'Explorador de Idiomas', xp_required: 250 }),
        recentBadges: [expect.objectContaining({ code: 'daily_goal', name: 'Goal Reached', icon: '🎯', earned_at: expect.any(String) })],
        totalBadges: 1,
        rankingPosition: expect.any(Number),
      },
      recentPosts: expect.any(Array),
      // Other test files publish courses into the run's shared database.
      recentCourses: expect.any(Array),
    });
    const ranking = await agent.get('/api/ranking').expect(200);
    expect(ranking.body.currentUser.rank).toBe(res.body.user.rankingPosition);
    const badges = await agent.get('/api/badges').expect(200);
    expect(badges.body.userBadges).toEqual([expect.objectContaining({ code: 'daily_goal', name: 'Meta Cumprida' })]);
    expect(badges.body.allBadges).toHaveLength(15);
  });

  it('puts level-ups and badges in the inbox, each under its category; the bell counts down on read and mark-all-read', async () => {
    t.clock.set('2035-03-14T15:00:00Z');
    const { agent, memberId } = await signIn(baseUrl, { name: 'Nina' });
    const other = await signIn(baseUrl, { name: 'Outro' });
    await grant(memberId, 300); // level 3, the daily goal badge, the admin notice
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 3 });

    const list = await agent.get('/api/notifications?lang=pt').expect(200);
    expect(list.body.nextCursor).toBeNull();
    const titles = list.body.notifications.map((n: { title: string }) => n.title).sort();
    expect(titles).toEqual(['Nova conquista!', 'Você recebeu XP', 'Você subiu de nível!']);
    const levelUp = list.body.notifications.find((n: { notification_type: string }) => n.notification_type === 'level_up');
    expect(levelUp).toEqual({
      id: expect.any(String),
      title: 'Você subiu de nível!',
      message: 'Parabéns! Você alcançou o nível 3: Explorador de Idiomas.',
      notification_type: 'level_up',
      category: 'level_up',
      is_read: false,
      created_at: expect.any(String),
      // A level is about no page of its own.
      path: null,
    });
    // A badge is filed under the achievements, not among "Outros", though its type stays the spec's `other`.
    const badge = list.body.notifications.find((n: { title: string }) => n.title === 'Nova conquista!');
    expect(badge).toMatchObject({ notification_type: 'other', category: 'achievement' });
    const granted = list.body.notifications.find((n: { title: string }) => n.title === 'Você recebeu XP');
    expect(granted).toMatchObject({ notification_type: 'admin_message', category: 'admin_message' });
    const inEnglish = await agent.get('/api/notifications?lang=en').expect(200);
    expect(inEnglish.body.notifications.map((n: { title: string }) => n.title)).toContain('You levelled up!');

    const notFound = await other.agent.post(`/api/notifications/${levelUp.id}/read`).expect(404);
    expect(notFound.body).toMatchObject({ code: 'IDENTITY.NOTIFICATION_NOT_FOUND', message: 'Notificação não encontrada' });
    await agent.post(`/api/notifications/${randomUUID()}/read`).expect(404);

    expect((await agent.post(`/api/notifications/${levelUp.id}/read`).expect(200)).body).toEqual({ success: true });
    await agent.post(`/api/notifications/${levelUp.id}/read`).expect(200);
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body.count).toBe(2);
    expect((await agent.post('/api/notifications/mark-all-read').expect(200)).body).toEqual({ success: true, updated: 2 });
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body.count).toBe(0);
    const after = await agent.get('/api/notifications').expect(200);
    expect(after.body.notifications.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });

  it('answers /api/xp/add from the ledger only and refuses what it does not know', async () => {
    const { agent } = await signIn(baseUrl);
    const none = await agent.post('/api/xp/add').send({ actionType: 'give_like', referenceType: 'post', referenceId: randomUUID() }).expect(200);
    expect(none.body).toEqual({ success: true, xpGained: 0, levelUp: false, newLevel: 1, badges: [] });
    const unknown = await agent.post('/api/xp/add').send({ actionType: 'free_xp', referenceType: 'post', referenceId: randomUUID() }).expect(400);
    expect(unknown.body.code).toBe('GAMIFICATION.UNKNOWN_ACTION');
    const malformed = await agent.post('/api/xp/add').send({ actionType: 'give_like', referenceType: 'post', referenceId: '42' }).expect(400);
    expect(malformed.body.code).toBe('GAMIFICATION.INVALID_REFERENCE');
    await agent.post('/api/xp/add').send({ actionType: 'give_like' }).expect(400);
    await agent.post('/api/xp/add').send({ actionType: 'give_like', referenceType: 'post', referenceId: randomUUID(), amount: 500 }).expect(400);
    await agent.get('/api/xp/history?cursor=nope').expect(400);
  });
});
