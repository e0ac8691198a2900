import { createEmptyCard, dateDiffInDays, fsrs, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';

/**
 * The deck's scheduling policy around ts-fsrs (issue 48, ADR 0139): FSRS-6 with its default
 * parameters, in days only (no short-term steps, no fuzz), the member's desired retention, and
 * three answers: wrong is Again, right with a note (accents, apostrophes and hyphens, one typo) is
 * Hard, right without one is Good. Easy is never given: the member does not grade themself, the
 * judge does.
 */

export const REVIEW_RATINGS = ['again', 'hard', 'good'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** ts-fsrs's grade of each rating, as `review_log.rating` and `review_card.last_rating` store it (1, 2, 3). */
export const RATING_GRADES: Readonly<Record<ReviewRating, Grade>> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/** ts-fsrs's card states, as `review_card.state` stores them: New 0, Learning 1, Review 2, Relearning 3. */
export const CARD_STATES = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning } as const;

/** A card that was wrong comes back within this time, whatever FSRS would give a lapse. */
export const AGAIN_WITHIN_MS = 24 * 60 * 60 * 1000;

/** A card's FSRS state, as the deck keeps it (`review_card`). */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's `State` (0–3). */
  state: number;
  lastReview: Date | null;
  scheduledDays: number;
}

/** What one review did to a card: its next schedule, and what the review log keeps of it. */
export interface ReviewOutcome {
  schedule: CardSchedule;
  /** The card's state before the review. */
  stateBefore: number;
  /** Whole days from the card's last review to this one (0 for a new card or the same day). */
  elapsedDays: number;
}

/** The rating of a judged answer: only a right answer without a note is Good. */
export function ratingOf(verdict: { correct: boolean; note: unknown }): ReviewRating {
  if (!verdict.correct) return 'again';
  return verdict.note === null ? 'good' : 'hard';
}

/** The rating stored as a number, back to its name. */
export function ratingName(grade: number): ReviewRating {
  return REVIEW_RATINGS.find((rating) => RATING_GRADES[rating] === grade) ?? 'again';
}

/** A card entering the deck: New, due at once (it waits for the day's new-card quota). */
export function newCardSchedule(at: Date): CardSchedule {
  return fromFsrs(createEmptyCard(at));
}

const schedulers = new Map<number, FSRS>();

/** One scheduler per desired retention (a percentage, 80–97), made once: FSRS-6's default weights. */
function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: desiredRetention / 100, enable_short_term: false, enable_fuzz: false });
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

/**
 * The card's schedule after a review rated `rating` at `at`. In long-term mode FSRS gives a lapse
 * the interval of its post-lapse stability (days for a young card); the deck's policy brings a
 * wrong card back within a day instead, so a miss is met again while it is fresh. The second
 * chance the session gives a miss (`previous` is 'again', less than a day after it) leaves it due
 * within a day of the miss whatever its answer: the same-day answer is practice, and FSRS keeps
 * it in the card's memory state, but a day must pass before the card is trusted further. The
 * review's `scheduledDays` is the interval actually given, in whole days.
 */
export function nextSchedule(card: CardSchedule, rating: ReviewRating, at: Date, desiredRetention: number, previous: ReviewRating | null = null): ReviewOutcome {
  const { card: next } = schedulerFor(desiredRetention).next(toFsrs(card), at, RATING_GRADES[rating]);
  const schedule = fromFsrs(next);
  const missedAt = previous === 'again' && card.lastReview && at.getTime() - card.lastReview.getTime() < AGAIN_WITHIN_MS ? card.lastReview : null;
  const from = rating === 'again' ? at : missedAt;
  if (from) {
    const latest = new Date(from.getTime() + AGAIN_WITHIN_MS);
    if (schedule.due.getTime() > latest.getTime()) schedule.due = latest;
    schedule.scheduledDays = Math.min(schedule.scheduledDays, 1);
  }
  const elapsedDays = card.state !== State.New && card.lastReview ? Math.max(0, dateDiffInDays(card.lastReview, at)) : 0;
  return { schedule, stateBefore: card.state, elapsedDays };
}

function toFsrs(card: CardSchedule): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    // ts-fsrs computes the elapsed days from `last_review`; no (re)learning steps in long-term mode.
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.lastReview ?? undefined,
  };
}

function fromFsrs(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
    scheduledDays: card.scheduled_days,
  };
}
