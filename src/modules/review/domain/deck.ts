/**
 * What a member's deck holds for today (issue 48, ADR 0139): "today" is the São Paulo day. Cards
 * already reviewed (state other than New) come when due; New cards come at most `newPerDay` a day,
 * counted by the cards first reviewed today, so a member who set 10 meets 10 new cards a day
 * however many sessions they open.
 */

/** New cards still open to today: the setting less the cards first reviewed today, never below 0. */
export function newQuota(newPerDay: number, firstReviewedToday: number): number {
  return Math.max(0, newPerDay - firstReviewedToday);
}

/**
 * A session: the review cards due today (the caller gives them by due, earliest first), then New
 * cards (by when they entered) up to today's quota, at most `limit` in all.
 */
export function pickSession<T>(due: readonly T[], fresh: readonly T[], quota: number, limit: number): T[] {
  const reviews = due.slice(0, limit);
  return [...reviews, ...fresh.slice(0, Math.max(0, Math.min(quota, limit - reviews.length)))];
}

/** The deck's figures as a summary shows them, from the counts one read gives. */
export interface DeckCounts {
  /** Review cards due before the end of today. */
  dueToday: number;
  /** New cards in the deck (not removed). */
  newCards: number;
  /** Cards whose first review was today. */
  firstReviewedToday: number;
  /** Review cards whose last answer was wrong. */
  learning: number;
  /** Cards not removed. */
  total: number;
  /** The earliest due of the review cards. */
  nextDueAt: Date | null;
}

export interface DeckSummary {
  due: number;
  new: number;
  learning: number;
  total: number;
  nextDueAt: Date | null;
}

export function summaryOf(counts: DeckCounts, newPerDay: number): DeckSummary {
  return {
    due: counts.dueToday,
    new: Math.min(counts.newCards, newQuota(newPerDay, counts.firstReviewedToday)),
    learning: counts.learning,
    total: counts.total,
    nextDueAt: counts.nextDueAt,
  };
}
