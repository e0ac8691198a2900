import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardContent, CardSource, NewCard } from '../../domain/cards.js';
import type { DeckCounts } from '../../domain/deck.js';
import type { CardSchedule } from '../../domain/scheduling.js';
import type { ReviewSettings } from '../../domain/settings.js';

/**
 * What the review deck's use cases need from PostgreSQL (ADR 0013, ADR 0085): a port, because
 * its fake lets unit tests reach the decisions — which facts make cards and that they make them
 * once, a `clientId` counted once, the session's selection and the new-card quota. Reads use their
 * own fork; writes take the caller's transaction (`em`).
 */

/** A card as the use cases read it. */
export interface CardRow {
  id: string;
  memberId: string;
  source: CardSource;
  content: CardContent;
  schedule: CardSchedule;
  lastRating: number | null;
  createdAt: Date;
}

/** A card locked for an answer, with the retention its member aims for (null: the default). */
export interface CardForAnswer extends CardRow {
  desiredRetention: number | null;
}

/** One answer, as the review log appends it. */
export interface ReviewRecord {
  id: string;
  cardId: string;
  memberId: string;
  clientId: string;
  rating: number;
  stateBefore: number;
  elapsedDays: number;
  scheduledDays: number;
  reviewedAt: Date;
  receivedAt: Date;
  correct: boolean;
  response: Record<string, unknown>;
  xpAwarded: number;
}

/** An earlier answer with the same `clientId`. */
export interface EarlierReview {
  cardId: string;
  response: Record<string, unknown>;
}

/** Today's São Paulo day, as instants: [start, end). */
export interface Today {
  start: Date;
  end: Date;
}

export abstract class ReviewRepository {
  /**
   * Cards entering the deck, New and due when they enter: at `at`, the cards of one fact a
   * millisecond apart in their order. One that entered once (even removed since) is left as it is.
   * Answers how many entered.
   */
  abstract addCards(em: EntityManager, cards: readonly NewCard[], at: Date): Promise<number>;

  /** Takes out the cards of these corrections, or of every correction of these texts (moderation removed them). */
  abstract removeCorrectionCards(em: EntityManager, ids: readonly string[], at: Date): Promise<void>;

  /** The member's card, not removed, locked for the answer; null for anyone else's or a removed one. */
  abstract cardForAnswer(em: EntityManager, memberId: string, cardId: string): Promise<CardForAnswer | null>;

  /** The member's earlier answer with this `clientId`, on any card. */
  abstract reviewByClientId(em: EntityManager, memberId: string, clientId: string): Promise<EarlierReview | null>;

  /**
   * The card's new schedule and the log row, in the caller's transaction. False when the member
   * already has a review with the log row's `clientId` (a race with another card): nothing written.
   */
  abstract recordReview(em: EntityManager, card: { id: string; schedule: CardSchedule; lastRating: number }, review: ReviewRecord): Promise<boolean>;

  /** Takes the member's card out of the deck; false when it is not theirs or already out. */
  abstract removeCard(em: EntityManager, memberId: string, cardId: string, at: Date): Promise<boolean>;

  /** The deck's figures for today and the member's settings (null: never saved), in one read. */
  abstract deckCounts(memberId: string, today: Today): Promise<{ settings: ReviewSettings | null; counts: DeckCounts }>;

  /**
   * A session's candidates in one read: up to `limit` review cards due before today's end (by due)
   * and up to `limit` New cards (by when they entered), the cards first reviewed today and the settings.
   */
  abstract sessionCandidates(
    memberId: string,
    today: Today,
    limit: number,
  ): Promise<{ settings: ReviewSettings | null; firstReviewedToday: number; due: CardRow[]; fresh: CardRow[] }>;

  abstract settings(memberId: string): Promise<ReviewSettings | null>;

  abstract saveSettings(em: EntityManager, memberId: string, settings: ReviewSettings, at: Date): Promise<void>;
}
