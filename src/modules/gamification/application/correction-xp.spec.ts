import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../shared/events/index.js';
import { REMOVED_MEMBER_ID } from '../../../shared/engagement/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { ReadModels } from '../../../shared/read-models/index.js';
import type { IdentityApi } from '../../identity/index.js';
import type { NotificationsApi } from '../../notifications/index.js';
import { GamificationApi } from './gamification.api.js';
import { InMemoryXpLedger } from './ports/xp-ledger.fake.js';
import { XpAwardsService } from './xp-awards.service.js';
import type { ProgressQueries } from '../adapters/persistence/progress.queries.js';
import type { ProgressService } from './progress.service.js';

// The XP of "Correct each other" (issue 47) and of the review deck (issue 48) through GamificationApi, on the in-memory ledger.
// The service passes the caller's transaction to the ledger and never reads it.
const em = {} as EntityManager;
const author = 'author-1';
const corrector = 'corrector-1';

function setUp(now = '2026-03-11T15:00:00Z') {
  const ledger = new InMemoryXpLedger();
  const banned = new Set<string>();
  const live: { memberId: string; amount: number }[] = [];
  const notified: { memberId: string; params: Record<string, unknown> }[] = [];
  const stand = {
    notify: async (_em: EntityManager, memberId: string, input: { params: Record<string, unknown> }) => {
      notified.push({ memberId, params: input.params });
      return 'notification';
    },
    pushLive: async (_em: EntityManager, memberId: string, push: { type: string; data: { amount?: number } }) => {
      if (push.type === 'xp') live.push({ memberId, amount: push.data.amount! });
    },
    getDailyGoals: async (ids: readonly string[]) => new Map(ids.map((id) => [id, 1_000])),
    isBannedNow: async (_em: EntityManager, memberId: string) => banned.has(memberId),
  };
  const events = { publish: () => undefined } as unknown as EventPublisher;
  const clock = new FixedClock(new Date(now));
  const awards = new XpAwardsService(ledger, stand as unknown as IdentityApi, stand as unknown as NotificationsApi, events, clock);
  const readModels = { registerKeyed: () => ({}) } as unknown as ReadModels;
  const api = new GamificationApi(
    em,
    awards,
    {} as ProgressQueries,
    {} as ProgressService,
    stand as unknown as IdentityApi,
    stand as unknown as NotificationsApi,
    readModels,
  );
  const total = (memberId: string) => ledger.totals.get(memberId)?.xpTotal ?? 0;
  return { ledger, banned, live, notified, api, total, clock };
}

const at = new Date('2026-03-11T15:00:00Z');
const helpful = (correctionId: string, authorId = author, correctorId = corrector) => ({ correctorId, authorId, correctionId, at });

describe('XP of corrections (issue 47)', () => {
  it('gives 5 XP for a text, once per text', async () => {
    const { api, total, ledger } = setUp();
    expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w1', at })).toBe(5);
    expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w1', at })).toBe(0);
    expect(total(author)).toBe(5);
    expect(ledger.entries).toMatchObject([{ actionType: 'writing_posted', referenceType: 'writing', referenceId: 'w1', amount: 5 }]);
  });

  it('gives the corrector 10 XP when a correction is marked helpful, once per correction, with the live toast once', async () => {
    const { api, total, live } = setUp();
    expect(await api.awardCorrectionHelpful(em, helpful('c1'))).toBe(10);
    expect(await api.awardCorrectionHelpful(em, helpful('c1'))).toBe(0);
    expect(total(corrector)).toBe(10);
    expect(total(author)).toBe(0);
    expect(live).toEqual([{ memberId: corrector, amount: 10 }]);
  });

  it('reverses a helpful award with a reversal entry, once; marking again afterwards earns nothing', async () => {
    const { api, total, ledger } = setUp();
    await api.awardCorrectionHelpful(em, helpful('c1'));
    expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c1' })).toBe(10);
    expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c1' })).toBe(0);
    expect(total(corrector)).toBe(0);
    expect(await api.awardCorrectionHelpful(em, helpful('c1'))).toBe(0);
    expect(total(corrector)).toBe(0);
    expect(ledger.entries.map((e) => [e.actionType, e.amount, e.reasonKey])).toEqual([
      ['correction_helpful', 10, 'correction_helpful'],
      ['correction_helpful_reversal', -10, 'correction_helpful_reversal:helpful_unmarked'],
    ]);
  });

  it('reverses nothing for a correction never awarded', async () => {
    const { api, ledger } = setUp();
    expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'never' })).toBe(0);
    expect(ledger.entries).toHaveLength(0);
  });

  it('gives nothing to a banned member, to REMOVED_MEMBER_ID, or for marking one’s own correction', async () => {
    const { api, banned, ledger } = setUp();
    banned.add(corrector);
    expect(await api.awardCorrectionHelpful(em, helpful('c1'))).toBe(0);
    expect(await api.awardWritingPosted(em, { memberId: corrector, writingId: 'w1', at })).toBe(0);
    expect(await api.awardCorrectionHelpful(em, helpful('c2', author, REMOVED_MEMBER_ID))).toBe(0);
    expect(await api.awardWritingPosted(em, { memberId: REMOVED_MEMBER_ID, writingId: 'w2', at })).toBe(0);
    expect(await api.awardCorrectionHelpful(em, helpful('c3', author, author))).toBe(0);
    expect(ledger.entries).toHaveLength(0);
  });

  describe('caps', () => {
    // Wednesday 2026-03-11 in São Paulo; its week began on Monday the 9th.
    const day = (iso: string) => new Date(iso);

    it('gives XP for the first two texts of a São Paulo day; later ones are recorded with 0 and the reason', async () => {
      const { api, total, ledger } = setUp('2026-03-12T12:00:00Z');
      const on11 = day('2026-03-11T15:00:00Z');
      expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w1', at: on11 })).toBe(5);
      expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w2', at: on11 })).toBe(5);
      expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w3', at: on11 })).toBe(0);
      // 01:00 UTC on the 12th is still the 11th in São Paulo.
      expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w4', at: day('2026-03-12T01:00:00Z') })).toBe(0);
      expect(await api.awardWritingPosted(em, { memberId: author, writingId: 'w5', at: day('2026-03-12T03:00:00Z') })).toBe(5);
      expect(total(author)).toBe(15);
      expect(ledger.entries.find((e) => e.referenceId === 'w3')).toMatchObject({ amount: 0, reasonKey: 'writing_posted:writing_cap_reached' });
    });

    it('gives a corrector at most 60 XP a day from helpful marks; a reversal gives no room back', async () => {
      const { api, total, ledger } = setUp();
      // Six authors, one correction each: the pair cap is not what stops the seventh.
      for (let i = 1; i <= 6; i += 1) expect(await api.awardCorrectionHelpful(em, helpful(`c${i}`, `author-${i}`))).toBe(10);
      expect(await api.awardCorrectionHelpful(em, helpful('c7', 'author-7'))).toBe(0);
      expect(total(corrector)).toBe(60);
      expect(ledger.entries.find((e) => e.referenceId === 'c7')).toMatchObject({ amount: 0, reasonKey: 'correction_helpful:correction_cap_reached' });

      expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c1' })).toBe(10);
      expect(await api.awardCorrectionHelpful(em, helpful('c8', 'author-8'))).toBe(0);
      expect(total(corrector)).toBe(50);
    });

    it('gives at most 20 XP a week between one author and one corrector; another author or the next week earns again', async () => {
      const { api, total, ledger } = setUp('2026-03-16T15:00:00Z');
      const monday = day('2026-03-09T15:00:00Z');
      const sunday = day('2026-03-15T23:00:00Z'); // still Sunday in São Paulo: the same week
      expect(await api.awardCorrectionHelpful(em, { ...helpful('c1'), at: monday })).toBe(10);
      expect(await api.awardCorrectionHelpful(em, { ...helpful('c2'), at: monday })).toBe(10);
      expect(await api.awardCorrectionHelpful(em, { ...helpful('c3'), at: sunday })).toBe(0);
      expect(ledger.entries.find((e) => e.referenceId === 'c3')).toMatchObject({ amount: 0, reasonKey: 'correction_helpful:correction_pair_cap_reached' });
      expect(await api.awardCorrectionHelpful(em, { ...helpful('c4', 'author-2'), at: sunday })).toBe(10);
      // Monday the 16th in São Paulo: a new week for the pair.
      expect(await api.awardCorrectionHelpful(em, { ...helpful('c5'), at: day('2026-03-16T03:00:00Z') })).toBe(10);
      expect(total(corrector)).toBe(40);
      // The authors earn nothing from marking.
      expect(total(author)).toBe(0);
    });

    it('spends no daily slot on a mark the pair cap stopped, and no pair slot on one the daily cap stopped', async () => {
      const { api, total, ledger } = setUp();
      const slots = (key: string) => ledger.capSlots.get(key) ?? 0;
      await api.awardCorrectionHelpful(em, helpful('p1'));
      await api.awardCorrectionHelpful(em, helpful('p2'));
      expect(await api.awardCorrectionHelpful(em, helpful('p3'))).toBe(0); // the pair's cap
      expect(slots(`${corrector}|2026-03-11|correction`)).toBe(2);
      for (let i = 1; i <= 4; i += 1) expect(await api.awardCorrectionHelpful(em, helpful(`d${i}`, `author-${i + 1}`))).toBe(10);
      expect(total(corrector)).toBe(60);
      expect(await api.awardCorrectionHelpful(em, helpful('x1', 'author-9'))).toBe(0); // the day's cap
      expect(slots(`${corrector}|2026-03-11|correction`)).toBe(6);
      expect(slots(`${corrector}|2026-03-09|correction_pair:author-9`)).toBe(0);
      expect(slots(`${corrector}|2026-03-09|correction_pair:${author}`)).toBe(2);
    });

    it('reverses 0 for a capped award, once, and a re-mark after a reversal earns nothing', async () => {
      const { api, total, ledger } = setUp();
      await api.awardCorrectionHelpful(em, helpful('c1'));
      await api.awardCorrectionHelpful(em, helpful('c2'));
      expect(await api.awardCorrectionHelpful(em, helpful('c3'))).toBe(0);
      expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c3' })).toBe(0);
      expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c3' })).toBe(0);
      expect(ledger.entries.filter((e) => e.referenceId === 'c3').map((e) => [e.actionType, e.amount])).toEqual([
        ['correction_helpful', 0],
        ['correction_helpful_reversal', 0],
      ]);
      expect(await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c1' })).toBe(10);
      expect(await api.awardCorrectionHelpful(em, helpful('c1'))).toBe(0);
      expect(total(corrector)).toBe(10);
    });
  });

  describe('badges', () => {
    // Only the two badges of corrections (levels reached on the way grant theirs too).
    const held = (ledger: InMemoryXpLedger, memberId: string) =>
      [...(ledger.badges.get(memberId) ?? [])].filter((id) => id === 14 || id === 15).sort((a, b) => a - b);

    it('grants Corretor(a) at 10 helpful corrections net of reversals, capped ones included', async () => {
      const { api, ledger, notified } = setUp('2026-03-20T15:00:00Z');
      // Ten authors over three days: only six earn XP on the first day, all ten count.
      for (let i = 1; i <= 9; i += 1) await api.awardCorrectionHelpful(em, { ...helpful(`c${i}`, `author-${i}`), at: new Date('2026-03-16T15:00:00Z') });
      await api.reverseCorrectionHelpful(em, { correctorId: corrector, correctionId: 'c1' });
      await api.awardCorrectionHelpful(em, { ...helpful('c10', 'author-10'), at: new Date('2026-03-16T16:00:00Z') });
      expect(held(ledger, corrector)).toEqual([]); // 10 marks, 1 taken back: 9
      expect(await api.awardCorrectionHelpful(em, { ...helpful('c11', 'author-11'), at: new Date('2026-03-16T17:00:00Z') })).toBe(0);
      expect(held(ledger, corrector)).toEqual([14]);
      expect(notified.filter((n) => n.memberId === corrector).map((n) => n.params.badge)).toEqual([{ pt: 'Corretor(a)', en: 'Corrector' }]);
    });

    it('grants Mestre das correções at 100', async () => {
      const { api, ledger } = setUp('2026-12-31T15:00:00Z');
      for (let i = 1; i <= 100; i += 1) {
        // Spread over days and authors, as a year of help would be.
        const at = new Date(Date.UTC(2026, 0, 1 + i, 15));
        await api.awardCorrectionHelpful(em, { ...helpful(`c${i}`, `author-${i}`), at });
        expect(held(ledger, corrector)).toEqual(i < 10 ? [] : i < 100 ? [14] : [14, 15]);
      }
    });
  });
});

describe('XP of the review deck (issue 48)', () => {
  it('gives 1 XP per right review, once per review, and 0 with the reason past 20 a São Paulo day', async () => {
    const { api, total, ledger } = setUp('2026-03-11T23:30:00Z');
    const learner = 'learner-1';
    const review = (n: number, when = at) => api.awardReviewCorrect(em, { memberId: learner, reviewId: `r${n}`, at: when });
    for (let n = 1; n <= 20; n++) expect(await review(n)).toBe(1);
    expect(await review(1)).toBe(0);
    expect(await review(21)).toBe(0);
    expect(total(learner)).toBe(20);
    expect(ledger.entries.find((e) => e.referenceId === 'r21')).toMatchObject({ actionType: 'review_correct', referenceType: 'review', amount: 0, reasonKey: 'review_correct:review_cap_reached' });
    // A time after the clock's counts as now (20:30 in São Paulo, the same day: capped); a late answer
    // given at 23:00 of the São Paulo day before has that day's room.
    expect(await review(22, new Date('2026-03-12T03:30:00Z'))).toBe(0);
    expect(await review(23, new Date('2026-03-11T02:00:00Z'))).toBe(1);
    expect(total(learner)).toBe(21);
  });
});
