import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { insertMember, moduleUnderTest } from '../../../test/support/module.js';
import { EventDriver } from '../../../test/support/events.js';
import { PgPool } from '../../shared/pg-pool/index.js';
import type { MemberDataPart } from '../../shared/member-data/index.js';
import { ReviewModule } from './index.js';
import { ReviewRepository } from './application/ports/persistence.js';
import { ReviewingService } from './application/reviewing.service.js';
import { DeckService, todayOf } from './application/deck.service.js';
import { ReviewMemberData } from './application/member-data.part.js';
import type { QuizCardContent } from './domain/cards.js';
import { CARD_STATES } from './domain/scheduling.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CHOICE: QuizCardContent = {
  type: 'choice',
  prompt: 'Como se diz “thank you”?',
  promptLanguage: 'pt',
  explanation: null,
  choices: ['Olá', 'Obrigado'],
  correctChoice: 1,
  acceptedAnswers: null,
  strictAccents: false,
  distractors: null,
};

/** The review module on PostgreSQL (ADR 0008): its statements, its handlers through the outbox, its locks and its part of a member's data. */
describe('the review module', () => {
  const t = moduleUnderTest({ imports: [ReviewModule] });
  const repository = () => t.get(ReviewRepository);
  const reviewing = () => t.get(ReviewingService);
  const deck = () => t.get(DeckService);
  const em = () => t.get(EntityManager).fork();
  const rows = <T>(sql: string, params: unknown[] = []) => em().execute<T[]>(sql, params);

  async function quizCard(memberId: string, at = t.clock.now()): Promise<string> {
    const sourceKey = randomUUID();
    await em().transactional((tx) => repository().addCards(tx, [{ memberId, source: 'quiz', sourceKey, content: CHOICE }], at));
    const [{ id }] = await rows<{ id: string }>('select id from review_card where member_id = ? and source_key = ?', [memberId, sourceKey]);
    return id;
  }

  it('makes a card of a member’s misses once, whatever races, through the outbox’s handlers', async () => {
    const memberId = await insertMember(t.moduleRef, 'Ana Revisora');
    const questionId = randomUUID();
    await new EventDriver(t.moduleRef).emitConcurrently('courses.quiz_answered_wrongly', { questionId, memberId, question: CHOICE }, 8);
    expect(await rows('select source, source_key, content, state, reps from review_card where member_id = ?', [memberId])).toEqual([
      { source: 'quiz', source_key: questionId, content: CHOICE, state: CARD_STATES.new, reps: 0 },
    ]);
  });

  it('makes a card per corrected sentence of a helpful mark and takes them out when the correction or its text goes', async () => {
    const authorId = await insertMember(t.moduleRef, 'Bia Autora');
    const events = new EventDriver(t.moduleRef);
    const marks = [randomUUID(), randomUUID()].map((correctionId) => ({
      correctionId,
      writingId: randomUUID(),
      correctorId: randomUUID(),
      authorId,
      helpful: true,
      language: 'en' as const,
      corrected: [
        { index: 0, original: 'I goed home.', corrected: 'I went home.', note: 'go → went' },
        { index: 2, original: 'She go.', corrected: 'She goes.', note: null },
      ],
    }));
    for (const mark of marks) await events.emit('corrections.correction_marked', mark);
    const keys = async (removed: boolean) =>
      (await rows<{ source_key: string }>(`select source_key from review_card where member_id = ? and (removed_at is not null) = ? order by source_key`, [authorId, removed])).map((r) => r.source_key);
    expect(await keys(false)).toEqual([`${marks[0].correctionId}:0`, `${marks[0].correctionId}:2`, `${marks[1].correctionId}:0`, `${marks[1].correctionId}:2`].sort());
    // A correction removed with its replies (their ids beside it), and a text removed (its corrections with it).
    await events.emit('corrections.items_deleted', { ids: [marks[0].correctionId, randomUUID()] });
    expect(await keys(false)).toEqual([`${marks[1].correctionId}:0`, `${marks[1].correctionId}:2`].sort());
    await events.emit('corrections.items_deleted', { ids: [marks[1].writingId] });
    expect(await keys(false)).toEqual([]);
    // The same mark again (a retry, or marked once more after being taken back) brings none back.
    await events.emit('corrections.correction_marked', marks[1]);
    expect((await keys(true)).length).toBe(4);
    expect(await keys(false)).toEqual([]);
  });

  it('counts ten concurrent answers with one clientId once: one review, one XP entry, the same answer to each', async () => {
    const memberId = await insertMember(t.moduleRef, 'Caio Apressado');
    const cardId = await quizCard(memberId);
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reviewing().answer(memberId, cardId, { clientId, answer: { choice: 1 } })));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ correct: true, rating: 'good', xpAwarded: 1 });
    const [log] = await rows<{ id: string; n: number }>('select min(id::text) as id, count(*)::int as n from review_log where member_id = ?', [memberId]);
    expect(log.n).toBe(1);
    expect(await rows('select action_type, amount, reference_id from xp_ledger_entry where member_id = ? and action_type = ?', [memberId, 'review_correct'])).toEqual([
      { action_type: 'review_correct', amount: 1, reference_id: log.id },
    ]);
    expect(await rows('select reps, state, last_rating from review_card where id = ?', [cardId])).toEqual([{ reps: 1, state: CARD_STATES.review, last_rating: 3 }]);
  });

  it('lets one clientId answer one of two cards at once; the other is refused and writes nothing', async () => {
    const memberId = await insertMember(t.moduleRef, 'Duda Dupla');
    const cards = [await quizCard(memberId), await quizCard(memberId)];
    const clientId = randomUUID();
    const settled = await Promise.allSettled(cards.map((cardId) => reviewing().answer(memberId, cardId, { clientId, answer: { choice: 1 } })));
    expect(settled.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((settled.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'REVIEW.CLIENT_ID_REUSED' });
    expect(await rows('select count(*)::int as n from review_log where member_id = ?', [memberId])).toEqual([{ n: 1 }]);
    expect(await rows(`select count(*)::int as n from xp_ledger_entry where member_id = ? and action_type = 'review_correct'`, [memberId])).toEqual([{ n: 1 }]);
    expect(await rows('select count(*)::int as n from review_card where member_id = ? and reps = 0', [memberId])).toEqual([{ n: 1 }]);
  });

  it('reads today’s deck in São Paulo days: due review cards by due, new ones by entry within the quota, the counts', async () => {
    const memberId = await insertMember(t.moduleRef, 'Eva Diária');
    // 22:30 in São Paulo: the day ends in 90 minutes.
    t.clock.set('2026-04-02T01:30:00Z');
    const now = t.clock.now().getTime();
    const today = todayOf(t.clock.now());
    expect(today.end.toISOString()).toBe('2026-04-02T03:00:00.000Z');
    const reviewed = async (due: number, lastRating: number) => {
      const id = await quizCard(memberId, new Date(now - 5 * DAY));
      await em().execute('update review_card set state = 2, due = ?, last_review = ?, reps = 1, last_rating = ? where id = ?', [new Date(due), new Date(now - 3 * DAY), lastRating, id]);
      return id;
    };
    const dueBeforeMidnight = await reviewed(now + HOUR, 3);
    const overdue = await reviewed(now - DAY, 1);
    await reviewed(today.end.getTime() + 60_000, 3);
    const fresh = [await quizCard(memberId, new Date(now - 2 * DAY)), await quizCard(memberId, new Date(now - 3 * DAY)), await quizCard(memberId, new Date(now - DAY))];
    const removed = await reviewed(now - HOUR, 1);
    await deck().removeCard(memberId, removed);
    await deck().saveSettings(memberId, { newPerDay: 2, desiredRetention: 85 });

    expect((await deck().session(memberId, 20)).cards.map((c) => c.id)).toEqual([overdue, dueBeforeMidnight, fresh[1], fresh[0]]);
    expect((await deck().session(memberId, 3)).cards.map((c) => c.id)).toEqual([overdue, dueBeforeMidnight, fresh[1]]);
    expect(await deck().summary(memberId)).toEqual({
      due: 2,
      new: 2,
      learning: 1,
      total: 6,
      nextDueAt: new Date(now - DAY).toISOString(),
      newPerDay: 2,
      desiredRetention: 85,
    });

    // A new card answered late tonight from an offline queue, at yesterday's time, takes none of today's quota.
    await reviewing().answer(memberId, fresh[1], { clientId: randomUUID(), answer: { choice: 1 }, answeredAt: new Date(today.start.getTime() - HOUR).toISOString() });
    expect((await deck().summary(memberId)).new).toBe(2);
    await reviewing().answer(memberId, fresh[0], { clientId: randomUUID(), answer: { choice: 1 } });
    expect((await deck().summary(memberId)).new).toBe(1);
    expect((await deck().session(memberId, 20)).cards.map((c) => c.id)).toEqual([overdue, dueBeforeMidnight, fresh[2]]);
    const [logged] = await rows<{ reviewed_at: string; received_at: string }>('select reviewed_at, received_at from review_log where card_id = ?', [fresh[1]]);
    expect([new Date(logged.reviewed_at), new Date(logged.received_at)]).toEqual([new Date(today.start.getTime() - HOUR), t.clock.now()]);
  });

  it('keeps a member’s settings, defaults until saved', async () => {
    const memberId = await insertMember(t.moduleRef, 'Fábio Ajustes');
    expect(await deck().settings(memberId)).toEqual({ newPerDay: 10, desiredRetention: 90 });
    await deck().saveSettings(memberId, { newPerDay: 0, desiredRetention: 97 });
    await deck().saveSettings(memberId, { newPerDay: 50, desiredRetention: 80 });
    expect(await deck().settings(memberId)).toEqual({ newPerDay: 50, desiredRetention: 80 });
    expect(await repository().settings(memberId)).toEqual({ newPerDay: 50, desiredRetention: 80 });
  });

  it('gives the member’s cards, reviews and settings to their copy, and erases them all', async () => {
    const memberId = await insertMember(t.moduleRef, 'Gabi Copiada');
    const otherId = await insertMember(t.moduleRef, 'Hugo Outro');
    const cardId = await quizCard(memberId);
    await quizCard(otherId);
    await reviewing().answer(memberId, cardId, { clientId: randomUUID(), answer: { choice: 0 } });
    await deck().saveSettings(memberId, { newPerDay: 5, desiredRetention: 92 });
    const part = t.get(ReviewMemberData);
    const [copy] = await t.get(PgPool).readTogether(part.export(memberId));
    expect(Object.keys(copy)).toEqual(['cards', 'reviews', 'settings']);
    expect(copy.cards).toEqual([expect.objectContaining({ id: cardId, source: 'quiz', content: CHOICE, last_rating: 1 })]);
    expect(copy.reviews).toEqual([expect.objectContaining({ card_id: cardId, rating: 1, correct: false, response: expect.objectContaining({ rating: 'again' }) })]);
    expect(copy.settings).toEqual([expect.objectContaining({ new_per_day: 5, desired_retention: 92 })]);

    // Whether or not the member keeps what they wrote elsewhere, and twice (an erasure that resumes).
    const asRegistered: MemberDataPart = part;
    for (const keepContent of [true, false]) await em().transactional((tx) => asRegistered.erase(tx, memberId, keepContent));
    for (const table of ['review_card', 'review_log', 'review_settings']) {
      expect(await rows(`select count(*)::int as n from ${table} where member_id = ?`, [memberId])).toEqual([{ n: 0 }]);
    }
    expect(await rows('select count(*)::int as n from review_card where member_id = ?', [otherId])).toEqual([{ n: 1 }]);
  });
});
