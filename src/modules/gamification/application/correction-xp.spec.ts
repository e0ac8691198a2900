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

// The XP of "Correct each other" (issue 47) through GamificationApi, on the in-memory ledger.
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
});
