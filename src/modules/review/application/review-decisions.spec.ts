import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationEvent, IntegrationEventType, IntegrationEventMap } from '../../../shared/events/index.js';
import type { RateLimiter } from '../../../shared/rate-limit/index.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { GamificationApi } from '../../gamification/index.js';
import type { IdentityApi } from '../../identity/index.js';
import { unitTransaction } from '../../../../test/support/unit-transaction.js';
import type { QuizCardContent } from '../domain/cards.js';
import { CARD_STATES, newCardSchedule, nextSchedule } from '../domain/scheduling.js';
import { DeckEntryHandlers } from './deck-entry.handler.js';
import { DeckService } from './deck.service.js';
import { ReviewingService } from './reviewing.service.js';
import { InMemoryReviewDeck } from './ports/review.fake.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const member = randomUUID();
const other = randomUUID();

const CHOICE: QuizCardContent = {
  type: 'choice',
  prompt: 'Como se diz “thank you”?',
  promptLanguage: 'pt',
  explanation: '“Obrigado” agradece.',
  choices: ['Olá', 'Obrigado', 'Tchau'],
  correctChoice: 1,
  acceptedAnswers: null,
  strictAccents: false,
  distractors: null,
};
const TEXT: QuizCardContent = { ...CHOICE, type: 'text', prompt: 'Escreva “you” em português', choices: null, correctChoice: null, acceptedAnswers: ['você'], explanation: null };

// Midday in São Paulo (15:00 UTC), so the São Paulo day has hours on both sides.
function setUp(now = '2026-03-11T15:00:00Z') {
  const deck = new InMemoryReviewDeck();
  const clock = new FixedClock(new Date(now));
  const banned = new Set<string>();
  const identity = {
    assertCanParticipate: async (_em: unknown, memberId: string) => {
      if (banned.has(memberId)) throw Object.assign(new Error('banned'), { code: 'IDENTITY.MEMBER_BANNED' });
    },
  } as unknown as IdentityApi;
  const awards: { memberId: string; reviewId: string; at: Date }[] = [];
  const gamification = {
    awardReviewCorrect: async (_em: unknown, input: { memberId: string; reviewId: string; at: Date }) => {
      awards.push(input);
      return 1;
    },
  } as unknown as GamificationApi;
  let hits = 0;
  const limit = { max: 120 };
  const limits = {
    consume: async () => (++hits <= limit.max ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: 42 }),
  } as unknown as RateLimiter;
  const em = unitTransaction();
  const reviewing = new ReviewingService(em, clock, identity, gamification, limits, deck);
  const decks = new DeckService(em, clock, identity, deck);
  const handlers = new DeckEntryHandlers(deck);
  const answer = (cardId: string, answer: { choice?: number; text?: string }, extra: { clientId?: string; answeredAt?: string; memberId?: string } = {}) =>
    reviewing.answer(extra.memberId ?? member, cardId, { clientId: extra.clientId ?? randomUUID(), answer, answeredAt: extra.answeredAt });
  return { deck, clock, banned, awards, limit, reviewing, decks, handlers, answer, em };
}

let eventCount = 0;
function event<T extends IntegrationEventType>(type: T, payload: IntegrationEventMap[T], at = '2026-03-11T14:00:00Z'): IntegrationEvent<T> {
  eventCount += 1;
  return { id: `event-${eventCount}`, type, payload, occurredAt: at };
}

const mark = (helpful: boolean) => ({
  correctionId: randomUUID(),
  writingId: randomUUID(),
  correctorId: other,
  authorId: member,
  helpful,
  language: 'en' as const,
  corrected: helpful
    ? [
        { index: 0, original: 'I goed home.', corrected: 'I went home.', note: 'go → went' },
        { index: 1, original: 'She go to school.', corrected: 'She goes to school.', note: null },
      ]
    : [],
});

describe('what makes a card', () => {
  it('makes one card of a member’s first miss of a question, and none of the next misses', async () => {
    const { deck, handlers, em } = setUp();
    const questionId = randomUUID();
    await handlers.onQuizMiss(event('courses.quiz_answered_wrongly', { questionId, memberId: member, question: CHOICE }), em as EntityManager);
    await handlers.onQuizMiss(event('courses.quiz_answered_wrongly', { questionId, memberId: member, question: { ...CHOICE, prompt: 'Editada' } }), em as EntityManager);
    await handlers.onQuizMiss(event('courses.quiz_answered_wrongly', { questionId, memberId: other, question: CHOICE }), em as EntityManager);
    const cards = [...deck.cards.values()];
    expect(cards.map((c) => [c.memberId, c.sourceKey, c.content])).toEqual([
      [member, questionId, CHOICE],
      [other, questionId, CHOICE],
    ]);
    expect(cards[0]).toMatchObject({ source: 'quiz', schedule: { state: CARD_STATES.new }, createdAt: new Date('2026-03-11T14:00:00Z') });
  });

  it('makes a card per corrected sentence of a helpful correction, in its author’s deck, and none of a mark taken back', async () => {
    const { deck, handlers, em } = setUp();
    const helpful = mark(true);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', helpful), em as EntityManager);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', { ...helpful, helpful: false, corrected: [] }), em as EntityManager);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', helpful), em as EntityManager);
    expect([...deck.cards.values()].map((c) => [c.memberId, c.source, c.sourceKey])).toEqual([
      [member, 'correction', `${helpful.correctionId}:0`],
      [member, 'correction', `${helpful.correctionId}:1`],
    ]);
    // A mark announced before the deck existed names no sentences: no card.
    const { correctionId, writingId, correctorId, authorId } = mark(true);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', { correctionId, writingId, correctorId, authorId, helpful: true }), em as EntityManager);
    expect(deck.cards.size).toBe(2);
  });

  it('takes out the cards of a correction or text deleted, and never lets a removed card enter again', async () => {
    const { deck, handlers, em, decks } = setUp();
    const first = mark(true);
    const second = mark(true);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', first), em as EntityManager);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', second), em as EntityManager);
    await handlers.onCorrectionsDeleted(event('corrections.items_deleted', { ids: [first.correctionId] }), em as EntityManager);
    await handlers.onCorrectionsDeleted(event('corrections.items_deleted', { ids: [second.writingId] }), em as EntityManager);
    expect([...deck.cards.values()].every((c) => c.removedAt !== null)).toBe(true);
    expect((await decks.summary(member)).total).toBe(0);
    await handlers.onCorrectionMarked(event('corrections.correction_marked', first), em as EntityManager);
    expect((await decks.summary(member)).total).toBe(0);
  });
});

describe('answering a card', () => {
  it('rates a wrong answer Again and brings the card back within a day, with no XP', async () => {
    const { deck, answer, awards, clock } = setUp();
    const card = deck.put({ memberId: member, content: CHOICE });
    const verdict = await answer(card.id, { choice: 0 });
    expect(verdict).toEqual({
      correct: false,
      note: null,
      expected: 'Obrigado',
      explanation: '“Obrigado” agradece.',
      rating: 'again',
      nextDueAt: expect.any(String),
      xpAwarded: 0,
    });
    const due = new Date(verdict.nextDueAt).getTime() - clock.now().getTime();
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThanOrEqual(DAY);
    expect(awards).toEqual([]);
    expect(deck.cards.get(card.id)).toMatchObject({ lastRating: 1, schedule: { reps: 1, lastReview: clock.now() } });
    expect(deck.reviews).toEqual([expect.objectContaining({ cardId: card.id, rating: 1, stateBefore: CARD_STATES.new, correct: false, xpAwarded: 0 })]);
  });

  it('keeps a miss due within a day of it when its second chance in the session is right (and pays that answer)', async () => {
    const { deck, answer, clock } = setUp();
    const card = deck.put({ memberId: member, content: CHOICE });
    // A card reviewed well before, so FSRS alone would put the second chance days away.
    deck.cards.get(card.id)!.schedule = { ...deck.cards.get(card.id)!.schedule, state: CARD_STATES.review, stability: 20, difficulty: 5, reps: 3, lastReview: new Date(clock.now().getTime() - 20 * DAY) };
    const missedAt = clock.now().getTime();
    await answer(card.id, { choice: 0 });
    clock.advance(5 * 60_000);
    const second = await answer(card.id, { choice: 1 });
    expect([second.correct, second.rating, second.xpAwarded]).toEqual([true, 'good', 1]);
    expect(new Date(second.nextDueAt).getTime() - missedAt).toBeLessThanOrEqual(DAY);
  });

  it('rates a right answer Good, one with an accents note Hard, and pays review_correct for each', async () => {
    const { deck, answer, awards, clock } = setUp();
    const good = deck.put({ memberId: member, content: TEXT });
    const hard = deck.put({ memberId: member, content: TEXT });
    const right = await answer(good.id, { text: 'você' });
    const accents = await answer(hard.id, { text: 'voce' });
    expect([right.rating, right.note, right.xpAwarded]).toEqual(['good', null, 1]);
    expect([accents.rating, accents.note?.kind, accents.correct, accents.xpAwarded]).toEqual(['hard', 'accents', true, 1]);
    expect(new Date(right.nextDueAt).getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(DAY);
    expect(new Date(accents.nextDueAt).getTime()).toBeLessThanOrEqual(new Date(right.nextDueAt).getTime());
    // The XP names the review log row of the answer, at the answer's time.
    expect(awards).toEqual(deck.reviews.map((r) => ({ memberId: member, reviewId: r.id, at: r.reviewedAt })));
  });

  it('judges a correction card against the corrector’s sentence, with the corrector’s note as the explanation', async () => {
    const { deck, answer } = setUp();
    const card = deck.put({
      memberId: member,
      source: 'correction',
      content: { original: 'I goed home.', corrected: 'I went home.', note: 'go → went', language: 'en', writingId: randomUUID(), correctionId: randomUUID() },
    });
    expect(await answer(card.id, { text: 'I goed home.' })).toMatchObject({ correct: false, expected: 'I went home.', explanation: 'go → went', rating: 'again' });
    expect(await answer(card.id, { text: 'i went home' })).toMatchObject({ correct: true, rating: 'good' });
    await expect(answer(card.id, { choice: 0 })).rejects.toMatchObject({ code: 'REVIEW.ANSWER_INVALID', params: { expected: 'text' } });
  });

  it('refuses an answer of the wrong shape with the quiz’s message, changing nothing', async () => {
    const { deck, answer } = setUp();
    const card = deck.put({ memberId: member, content: CHOICE });
    await expect(answer(card.id, { text: 'Obrigado' })).rejects.toMatchObject({ code: 'REVIEW.ANSWER_INVALID', message: 'Escolha uma das opções da pergunta.' });
    await expect(answer(card.id, { choice: 7 })).rejects.toMatchObject({ code: 'REVIEW.ANSWER_INVALID' });
    expect(deck.reviews).toEqual([]);
  });

  it('counts a clientId once: the same answer again gets the stored verdict and changes nothing; on another card it is refused', async () => {
    const { deck, answer, awards } = setUp();
    const card = deck.put({ memberId: member, content: CHOICE });
    const another = deck.put({ memberId: member, content: CHOICE });
    const clientId = randomUUID();
    const first = await answer(card.id, { choice: 1 }, { clientId });
    const schedule = structuredClone(deck.cards.get(card.id)!.schedule);
    // Even a different answer: a retry is the same request, whatever it carries.
    expect(await answer(card.id, { choice: 0 }, { clientId })).toEqual(first);
    expect(await answer(card.id, { choice: 1 }, { clientId })).toEqual(first);
    expect(deck.reviews).toHaveLength(1);
    expect(awards).toHaveLength(1);
    expect(deck.cards.get(card.id)!.schedule).toEqual(schedule);
    await expect(answer(another.id, { choice: 1 }, { clientId })).rejects.toMatchObject({ code: 'REVIEW.CLIENT_ID_REUSED' });
    // Another member's clientId is theirs alone.
    const theirs = deck.put({ memberId: other, content: CHOICE });
    expect((await answer(theirs.id, { choice: 1 }, { clientId, memberId: other })).correct).toBe(true);
  });

  it('answers 404 for another member’s card, a removed one or an unknown id, and refuses a banned member', async () => {
    const { deck, answer, banned } = setUp();
    const theirs = deck.put({ memberId: other, content: CHOICE });
    const removed = deck.put({ memberId: member, content: CHOICE, removedAt: new Date() });
    for (const id of [theirs.id, removed.id, randomUUID(), 'not-a-uuid']) {
      await expect(answer(id, { choice: 1 })).rejects.toMatchObject({ code: 'REVIEW.CARD_NOT_FOUND' });
    }
    const mine = deck.put({ memberId: member, content: CHOICE });
    banned.add(member);
    await expect(answer(mine.id, { choice: 1 })).rejects.toMatchObject({ code: 'IDENTITY.MEMBER_BANNED' });
    expect(deck.reviews).toEqual([]);
  });

  it('refuses the 121st answer of a minute with the wait', async () => {
    const { deck, answer, limit } = setUp();
    limit.max = 2;
    const card = deck.put({ memberId: member, content: CHOICE });
    await answer(card.id, { choice: 1 });
    await answer(card.id, { choice: 1 });
    await expect(answer(card.id, { choice: 1 })).rejects.toMatchObject({ code: 'REVIEW.RATE_LIMITED', details: { retryAfterSeconds: 42 } });
  });

  it('counts an answer at its answeredAt when believed, else now, never before the card’s last review', async () => {
    const { deck, answer, clock } = setUp();
    const now = clock.now().getTime();
    const card = deck.put({ memberId: member, content: CHOICE });
    const twoHoursAgo = new Date(now - 2 * HOUR);
    await answer(card.id, { choice: 1 }, { answeredAt: twoHoursAgo.toISOString() });
    await answer(card.id, { choice: 1 }, { answeredAt: new Date(now - 3 * HOUR).toISOString() });
    await answer(card.id, { choice: 1 }, { answeredAt: new Date(now + HOUR).toISOString() });
    await answer(card.id, { choice: 1 }, { answeredAt: new Date(now - 8 * DAY).toISOString() });
    expect(deck.reviews.map((r) => r.reviewedAt)).toEqual([twoHoursAgo, twoHoursAgo, clock.now(), clock.now()]);
    expect(deck.reviews.every((r) => r.receivedAt.getTime() === now)).toBe(true);
  });

  it('schedules with the member’s desired retention', async () => {
    const { deck, answer, decks } = setUp();
    const at = new Date('2026-03-01T12:00:00Z');
    // A card answered Good twice before, now due.
    let schedule = nextSchedule(newCardSchedule(at), 'good', at, 90).schedule;
    schedule = nextSchedule(schedule, 'good', schedule.due, 90).schedule;
    const low = deck.put({ memberId: member, content: CHOICE, schedule: structuredClone(schedule) });
    const high = deck.put({ memberId: member, content: CHOICE, schedule: structuredClone(schedule) });
    const atDefault = await answer(low.id, { choice: 1 });
    await decks.saveSettings(member, { newPerDay: 10, desiredRetention: 97 });
    const atHigh = await answer(high.id, { choice: 1 });
    expect(new Date(atHigh.nextDueAt).getTime()).toBeLessThan(new Date(atDefault.nextDueAt).getTime());
  });
});

describe('a session and the summary', () => {
  it('gives the cards due today by due, then new cards by when they entered within today’s quota, at most the limit', async () => {
    const { deck, decks, clock, answer } = setUp();
    const now = clock.now().getTime();
    const reviewed = (dueIn: number) => ({ ...newCardSchedule(new Date(now - 3 * DAY)), state: CARD_STATES.review, due: new Date(now + dueIn), lastReview: new Date(now - 3 * DAY) });
    const late = deck.put({ memberId: member, content: CHOICE, schedule: reviewed(-2 * HOUR) });
    const later = deck.put({ memberId: member, content: CHOICE, schedule: reviewed(4 * HOUR) });
    const latest = deck.put({ memberId: member, content: CHOICE, schedule: reviewed(-DAY) });
    deck.put({ memberId: member, content: CHOICE, schedule: reviewed(DAY) });
    const fresh = [3, 1, 2].map((daysAgo) => deck.put({ memberId: member, content: TEXT, createdAt: new Date(now - daysAgo * DAY) }));
    deck.put({ memberId: other, content: CHOICE, schedule: reviewed(-HOUR) });
    deck.put({ memberId: member, content: CHOICE, schedule: reviewed(-HOUR), removedAt: new Date(now - HOUR) });

    await decks.saveSettings(member, { newPerDay: 2, desiredRetention: 90 });
    const ids = async (limit = 20) => (await decks.session(member, limit)).cards.map((c) => c.id);
    expect(await ids()).toEqual([latest.id, late.id, later.id, fresh[0].id, fresh[2].id]);
    expect(await ids(4)).toEqual([latest.id, late.id, later.id, fresh[0].id]);
    expect(await ids(2)).toEqual([latest.id, late.id]);
    expect(await decks.summary(member)).toMatchObject({ due: 3, new: 2, total: 7, newPerDay: 2, desiredRetention: 90, nextDueAt: new Date(now - DAY).toISOString() });

    // A new card reviewed today takes one place of today's quota.
    await answer(fresh[0].id, { text: 'você' });
    expect(await ids()).toEqual([latest.id, late.id, later.id, fresh[2].id]);
    expect((await decks.summary(member)).new).toBe(1);
  });

  it('shows a card without its answers, a correction card as its original sentence', async () => {
    const { deck, decks } = setUp();
    const order = deck.put({ memberId: member, content: { ...TEXT, type: 'order', prompt: 'Monte a frase', acceptedAnswers: ["I don't know"], distractors: ['yes'] }, createdAt: new Date('2026-03-01T00:00:00Z') });
    const choice = deck.put({ memberId: member, content: CHOICE, createdAt: new Date('2026-03-02T00:00:00Z') });
    const correction = deck.put({
      memberId: member,
      source: 'correction',
      content: { original: 'I goed home.', corrected: 'I went home.', note: null, language: 'en', writingId: randomUUID(), correctionId: randomUUID() },
      createdAt: new Date('2026-03-03T00:00:00Z'),
    });
    const { cards } = await decks.session(member, 20);
    expect(cards).toEqual([
      { id: order.id, source: 'quiz', type: 'order', prompt: 'Monte a frase', promptLanguage: 'pt', tiles: expect.arrayContaining(['I', "don't", 'know', 'yes']) },
      { id: choice.id, source: 'quiz', type: 'choice', prompt: CHOICE.prompt, promptLanguage: 'pt', choices: CHOICE.choices },
      { id: correction.id, source: 'correction', type: 'text', prompt: 'I goed home.', promptLanguage: 'en', original: 'I goed home.' },
    ]);
    expect(cards[0].tiles).toHaveLength(4);
  });

  it('counts the cards last answered wrong as learning, and has defaults until the member saves settings', async () => {
    const { deck, decks, answer } = setUp();
    expect(await decks.summary(member)).toEqual({ due: 0, new: 0, learning: 0, total: 0, nextDueAt: null, newPerDay: 10, desiredRetention: 90 });
    expect(await decks.settings(member)).toEqual({ newPerDay: 10, desiredRetention: 90 });
    const card = deck.put({ memberId: member, content: CHOICE });
    const missed = await answer(card.id, { choice: 0 });
    // Missed at noon: due again at noon tomorrow, not today (the session brings it back once at its end).
    expect(await decks.summary(member)).toMatchObject({ due: 0, new: 0, learning: 1, total: 1, nextDueAt: missed.nextDueAt });
    await expect(decks.saveSettings(member, { newPerDay: 51, desiredRetention: 79 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPerDay: [expect.stringContaining('0 a 50')], desiredRetention: [expect.stringContaining('80 a 97')] },
    });
  });

  it('takes a card out for good: gone from the session and the summary, and 404 for anyone else’s', async () => {
    const { deck, decks } = setUp();
    const card = deck.put({ memberId: member, content: CHOICE });
    const theirs = deck.put({ memberId: other, content: CHOICE });
    await expect(decks.removeCard(member, theirs.id)).rejects.toMatchObject({ code: 'REVIEW.CARD_NOT_FOUND' });
    await decks.removeCard(member, card.id);
    await expect(decks.removeCard(member, card.id)).rejects.toMatchObject({ code: 'REVIEW.CARD_NOT_FOUND' });
    expect((await decks.session(member, 20)).cards).toEqual([]);
    expect((await decks.summary(member)).total).toBe(0);
  });
});
