import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../shared/ids.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import { Clock } from '../../../shared/time/index.js';
import type { QuizAnswer, QuizNote } from '../../courses/index.js';
import { GamificationApi } from '../../gamification/index.js';
import { IdentityApi } from '../../identity/index.js';
import { effectiveAnswerTime } from '../domain/answer-time.js';
import { REVIEW_ANSWER_RATE_LIMIT } from '../domain/limits.js';
import { RATING_GRADES, nextSchedule, ratingName, ratingOf, type ReviewRating } from '../domain/scheduling.js';
import { DEFAULT_REVIEW_SETTINGS } from '../domain/settings.js';
import { judgeCard } from './card-judge.js';
import { ReviewRepository } from './ports/persistence.js';
import { CardNotFoundError, ClientIdReusedError, ReviewAnswerInvalidError, ReviewRateLimitedError } from './review.errors.js';

/** What a member reads after an answer; stored with the review, and given again to a retry. */
export interface ReviewVerdictView {
  correct: boolean;
  note: QuizNote | null;
  expected: string;
  explanation: string | null;
  rating: ReviewRating;
  nextDueAt: string;
  xpAwarded: number;
}

export interface AnswerCommand {
  clientId: string;
  answer: QuizAnswer;
  answeredAt?: string | null;
}

/**
 * Answering a card (issue 48, ADR 0139): judged as the lesson quizzes judge, rated, scheduled by
 * FSRS, logged, and a right answer's `review_correct` XP, all in one transaction that holds the
 * card's row. The `clientId` the client made for the answer counts it once: the same request again
 * gets the stored answer and changes nothing, whatever the races, as the card's lock orders them.
 */
@Injectable()
export class ReviewingService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly gamification: GamificationApi,
    private readonly limits: RateLimiter,
    private readonly deck: ReviewRepository,
  ) {}

  async answer(memberId: string, cardId: string, command: AnswerCommand): Promise<ReviewVerdictView> {
    if (!isUuid(cardId)) throw new CardNotFoundError();
    const rate = await this.limits.consume(`review-answer:${memberId}`, REVIEW_ANSWER_RATE_LIMIT.limit, REVIEW_ANSWER_RATE_LIMIT.windowSeconds);
    if (!rate.allowed) throw new ReviewRateLimitedError(rate.retryAfterSeconds);
    return this.em.fork().transactional(async (em) => {
      const card = await this.deck.cardForAnswer(em, memberId, cardId);
      if (!card) throw new CardNotFoundError();
      await this.identity.assertCanParticipate(em, memberId);
      const earlier = await this.deck.reviewByClientId(em, memberId, command.clientId);
      if (earlier) {
        if (earlier.cardId !== card.id) throw new ClientIdReusedError();
        return asStored(earlier.response);
      }
      const judged = judgeCard(card.content, command.answer);
      if (!judged.valid) throw new ReviewAnswerInvalidError({ expected: judged.expected });
      const { verdict } = judged;
      const now = this.clock.now();
      const at = effectiveAnswerTime(command.answeredAt, now, card.schedule.lastReview);
      const rating = ratingOf(verdict);
      const previous = card.lastRating === null ? null : ratingName(card.lastRating);
      const outcome = nextSchedule(card.schedule, rating, at, card.desiredRetention ?? DEFAULT_REVIEW_SETTINGS.desiredRetention, previous);
      const reviewId = randomUUID();
      // The XP of the day the answer was given (a late offline answer keeps its day), under the day's cap.
      const xpAwarded = verdict.correct ? await this.gamification.awardReviewCorrect(em, { memberId, reviewId, at }) : 0;
      const view: ReviewVerdictView = {
        correct: verdict.correct,
        note: verdict.note,
        expected: verdict.expected,
        explanation: judged.explanation,
        rating,
        nextDueAt: outcome.schedule.due.toISOString(),
        xpAwarded,
      };
      const recorded = await this.deck.recordReview(
        em,
        { id: card.id, schedule: outcome.schedule, lastRating: RATING_GRADES[rating] },
        {
          id: reviewId,
          cardId: card.id,
          memberId,
          clientId: command.clientId,
          rating: RATING_GRADES[rating],
          stateBefore: outcome.stateBefore,
          elapsedDays: outcome.elapsedDays,
          scheduledDays: outcome.schedule.scheduledDays,
          reviewedAt: at,
          receivedAt: now,
          correct: verdict.correct,
          response: { ...view },
          xpAwarded,
        },
      );
      // The same clientId answered another card meanwhile (that card's lock is not this one's):
      // this transaction rolls back, its XP with it.
      if (!recorded) throw new ClientIdReusedError();
      return view;
    });
  }
}

/** A stored verdict in the order it was first given (jsonb keeps its keys in an order of its own). */
function asStored(response: Record<string, unknown>): ReviewVerdictView {
  const r = response as unknown as ReviewVerdictView;
  const note = r.note ? { kind: r.note.kind, expected: r.note.expected, pt: r.note.pt, en: r.note.en } : null;
  return { correct: r.correct, note, expected: r.expected, explanation: r.explanation, rating: r.rating, nextDueAt: r.nextDueAt, xpAwarded: r.xpAwarded };
}
