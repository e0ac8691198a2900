import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../shared/events/index.js';
import { REMOVED_MEMBER_ID } from '../../../shared/engagement/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { IdentityApi } from '../../identity/index.js';
import type { NotificationsApi } from '../../notifications/index.js';
import { badgeByCode } from '../domain/badges.js';
import { LIKE_XP_DAILY_CAP, XP_AMOUNTS } from '../domain/xp-rules.js';
import { InMemoryXpLedger } from './ports/xp-ledger.fake.js';
import { XpAwardsService, type AwardInput } from './xp-awards.service.js';

// The service passes the caller's transaction to the ledger and never reads it.
const em = {} as EntityManager;
const member = 'member-1';

function setUp(now = '2026-03-11T15:00:00Z') {
  const ledger = new InMemoryXpLedger();
  const banned = new Set<string>();
  const notified: { memberId: string; titleKey: string; params: Record<string, unknown> }[] = [];
  const published: { type: string; payload: unknown }[] = [];
  // One stand-in answers for identity and notifications: the calls the use cases make of either.
  const identity = {
    notify: async (_em: EntityManager, memberId: string, input: { titleKey: string; params: Record<string, unknown> }) => {
      notified.push({ memberId, titleKey: input.titleKey, params: input.params });
      return 'notification';
    },
    pushLive: async () => undefined,
    getDailyGoals: async (ids: readonly string[]) => new Map(ids.map((id) => [id, 50])),
    isBannedNow: async (_em: EntityManager, memberId: string) => banned.has(memberId),
  } as unknown as IdentityApi;
  const events = {
    publish: (_em: EntityManager, type: string, payload: unknown) => published.push({ type, payload }),
  } as unknown as EventPublisher;
  const clock = new FixedClock(new Date(now));
  const service = new XpAwardsService(ledger, identity, identity as unknown as NotificationsApi, events, clock);
  return { ledger, notified, published, clock, service, banned };
}

const like = (postId: string): AwardInput => ({
  memberId: member,
  action: 'give_like',
  referenceType: 'post',
  referenceId: postId,
  amount: XP_AMOUNTS.give_like,
});

describe('XpAwardsService', () => {
  it('awards nothing to REMOVED_MEMBER_ID, what erased members left behind: no entry, no totals, no notice', async () => {
    const { ledger, notified, service } = setUp();
    expect(await service.award(em, { ...like('p1'), memberId: REMOVED_MEMBER_ID, action: 'like_received', referenceType: 'post_like', referenceId: 'p1:m2', amount: 2 })).toBeNull();
    expect(ledger.entries).toHaveLength(0);
    expect(ledger.totals.has(REMOVED_MEMBER_ID)).toBe(false);
    expect(notified).toHaveLength(0);
  });

  it('awards nothing to a banned member; a reversal and an administrator’s grant still reach them', async () => {
    const { ledger, service, banned } = setUp();
    await service.award(em, { memberId: member, action: 'post_approved', referenceType: 'post', referenceId: 'p1', amount: 20, dependsOn: 'post:p1' });
    banned.add(member);
    expect(await service.award(em, like('p2'))).toBeNull();
    expect(await service.reverseDependents(em, 'post:p1', 'post_deleted')).toBe(1);
    expect(await service.award(em, { memberId: member, action: 'admin_grant', referenceType: 'grant', referenceId: 'g1', amount: 5 })).toMatchObject({ amount: 5 });
    expect(ledger.entries.map((e) => e.actionType)).toEqual(['post_approved', expect.stringContaining('post'), 'admin_grant']);
    expect(ledger.totals.get(member)?.xpTotal).toBe(5);
  });

  it('awards a (member, action, reference) once: a repeat changes nothing', async () => {
    const { ledger, service } = setUp();
    const post: AwardInput = { memberId: member, action: 'post_approved', referenceType: 'post', referenceId: 'p1', amount: 20 };

    expect(await service.award(em, post)).toMatchObject({ amount: 20 });
    expect(await service.award(em, post)).toBeNull();

    expect(ledger.totals.get(member)?.xpTotal).toBe(20);
    expect(ledger.entries).toHaveLength(1);
  });

  it('records likes beyond the daily cap with 0 XP and the reason', async () => {
    const { ledger, service } = setUp();
    for (let i = 0; i < LIKE_XP_DAILY_CAP; i += 1) await service.award(em, like(`p${i}`));

    const beyond = await service.award(em, like('one-too-many'));

    expect(beyond).toMatchObject({ amount: 0 });
    expect(ledger.entries.at(-1)).toMatchObject({ amount: 0, reasonKey: 'give_like:like_cap_reached' });
    expect(ledger.totals.get(member)?.xpTotal).toBe(LIKE_XP_DAILY_CAP * XP_AMOUNTS.give_like);
  });

  it('gives back the cap slot of an award that already existed', async () => {
    const { ledger, service } = setUp();
    await service.award(em, like('same'));
    for (let i = 0; i < 5; i += 1) await service.award(em, like('same'));
    for (let i = 1; i < LIKE_XP_DAILY_CAP; i += 1) await service.award(em, like(`p${i}`));

    expect(ledger.entries.every((e) => e.amount === XP_AMOUNTS.give_like)).toBe(true);
    expect(ledger.totals.get(member)?.xpTotal).toBe(LIKE_XP_DAILY_CAP * XP_AMOUNTS.give_like);
  });

  it('the cap is per São Paulo day: the next day counts again', async () => {
    const { service, clock } = setUp('2026-03-11T15:00:00Z');
    for (let i = 0; i < LIKE_XP_DAILY_CAP; i += 1) await service.award(em, like(`p${i}`));
    // 02:30 UTC on the 12th is still the 11th in São Paulo.
    clock.set('2026-03-12T02:30:00Z');
    expect(await service.award(em, like('late-evening'))).toMatchObject({ amount: 0 });
    clock.set('2026-03-12T03:30:00Z');
    expect(await service.award(em, like('next-day'))).toMatchObject({ amount: XP_AMOUNTS.give_like });
  });

  it('announces a level the first time it is reached, and only then', async () => {
    const { notified, published, service } = setUp();
    const grant = (id: string, amount: number): AwardInput => ({
      memberId: member,
      action: 'admin_grant',
      referenceType: 'grant',
      referenceId: id,
      amount,
    });

    expect(await service.award(em, grant('g1', 120))).toMatchObject({ level: 2, levelReached: 2 });
    // Down below level 2 and back up: level 2 was reached before, nothing is announced again.
    await service.award(em, grant('g2', -50));
    expect(await service.award(em, grant('g3', 50))).toMatchObject({ level: 2, levelReached: null });

    expect(notified.filter((n) => n.titleKey === 'gamification.level_up.title')).toHaveLength(1);
    expect(published.filter((e) => e.type === 'gamification.level_reached')).toEqual([
      { type: 'gamification.level_reached', payload: expect.objectContaining({ memberId: member, level: 2, previousLevel: 1 }) },
    ]);
  });

  it('grants a badge once: the second approved post earns none', async () => {
    const { ledger, service, published } = setUp();
    const post = (id: string): AwardInput => ({ memberId: member, action: 'post_approved', referenceType: 'post', referenceId: id, amount: 20 });

    expect((await service.award(em, post('p1')))?.badges).toEqual(['first_post']);
    expect((await service.award(em, post('p2')))?.badges).toEqual([]);

    expect(ledger.badges.get(member)).toEqual(new Set([badgeByCode('first_post').id]));
    expect(published.filter((e) => e.type === 'gamification.badge_granted')).toHaveLength(1);
  });

  it('the daily goal badge comes when the day reaches the member’s goal', async () => {
    const { service } = setUp();
    const comment = (id: string): AwardInput => ({
      memberId: member,
      action: 'comment_post',
      referenceType: 'comment',
      referenceId: id,
      amount: XP_AMOUNTS.comment_post,
    });
    // The goal is 50 (see getDailyGoals above): the fifth comment of 10 XP reaches it.
    for (let i = 1; i <= 4; i += 1) expect((await service.award(em, comment(`c${i}`)))?.badges).not.toContain('daily_goal');
    expect((await service.award(em, comment('c5')))?.badges).toContain('daily_goal');
  });

  it('counts a streak of consecutive São Paulo days of login and grants streak_7 on the seventh', async () => {
    const { ledger, service } = setUp();
    const login = (day: string): AwardInput => ({
      memberId: member,
      action: 'daily_login',
      referenceType: 'day',
      referenceId: day,
      amount: XP_AMOUNTS.daily_login,
      day,
    });
    const outcomes = [];
    for (let d = 1; d <= 7; d += 1) outcomes.push(await service.award(em, login(`2026-03-0${d}`)));

    expect(ledger.totals.get(member)?.streakDays).toBe(7);
    expect(outcomes.slice(0, 6).flatMap((o) => o!.badges)).not.toContain('streak_7');
    expect(outcomes[6]?.badges).toContain('streak_7');

    // A missed day starts again from 1.
    await service.award(em, login('2026-03-09'));
    expect(ledger.totals.get(member)?.streakDays).toBe(1);
  });

  it('dates an award by the fact, never later than now', async () => {
    const { ledger, service } = setUp('2026-03-11T15:00:00Z');
    await service.award(em, { ...like('old'), at: new Date('2026-03-02T15:00:00Z') });
    await service.award(em, { ...like('future'), at: new Date('2026-04-01T15:00:00Z') });

    expect(ledger.entries.map((e) => [e.referenceId, e.day, e.weekStart])).toEqual([
      ['old', '2026-03-02', '2026-03-02'],
      ['future', '2026-03-11', '2026-03-09'],
    ]);
  });

  it('reverses the awards that depend on a deleted post, on their own day, once', async () => {
    const { ledger, service, clock } = setUp('2026-03-02T15:00:00Z');
    await service.award(em, { memberId: member, action: 'post_approved', referenceType: 'post', referenceId: 'p1', amount: 20, dependsOn: 'post:p1' });
    await service.award(em, { memberId: 'liker', action: 'give_like', referenceType: 'post', referenceId: 'p1', amount: 2, dependsOn: 'post:p1' });
    await service.award(em, { memberId: member, action: 'referral', referenceType: 'member', referenceId: 'friend', amount: 25 });
    clock.set('2026-03-11T15:00:00Z');

    expect(await service.reverseDependents(em, 'post:p1', 'post_deleted')).toBe(2);
    expect(await service.reverseDependents(em, 'post:p1', 'post_deleted')).toBe(0);

    expect(ledger.totals.get(member)?.xpTotal).toBe(25);
    expect(ledger.totals.get('liker')?.xpTotal).toBe(0);
    expect(ledger.entries.filter((e) => e.actionType.endsWith('_reversal'))).toEqual([
      expect.objectContaining({ memberId: 'liker', actionType: 'give_like_reversal', amount: -2, day: '2026-03-02' }),
      expect.objectContaining({ memberId: member, actionType: 'post_approved_reversal', amount: -20, day: '2026-03-02', reasonKey: 'post_approved_reversal:post_deleted' }),
    ]);
    // The week of the post lost its XP; the running week was not touched.
    expect(ledger.weeklyScores.get(`2026-03-02|${member}`)).toBe(25);
  });

  it('writes the ranking histograms once per batch of awards', async () => {
    const { ledger, service } = setUp();
    await service.awardAll(em, [like('a'), like('b'), like('c')]);
    expect(ledger.histogramWrites).toBe(1);
  });
});
