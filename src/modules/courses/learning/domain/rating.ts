/** Course ratings (spec: admin-and-learning-content sections 5 and 9). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_LENGTH = 1000;
/** Progress that makes a member's opinion count without a completed lesson. */
export const RATING_MIN_PROGRESS_PERCENT = 10;

export interface RatingEligibilityInput {
  isEnrolled: boolean;
  completedLessons: number;
  overallProgress: number;
}

export type RatingEligibility = { eligible: true } | { eligible: false; reason: 'not_enrolled' | 'not_enough_progress' };

/** Enrolled, and at least one completed lesson or 10 % of the course. */
export function ratingEligibility(input: RatingEligibilityInput): RatingEligibility {
  if (!input.isEnrolled) return { eligible: false, reason: 'not_enrolled' };
  if (input.completedLessons >= 1 || input.overallProgress >= RATING_MIN_PROGRESS_PERCENT) return { eligible: true };
  return { eligible: false, reason: 'not_enough_progress' };
}

/** Overall progress of a course: completed active lessons over active lessons, whole percent. */
export function overallProgress(completedLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.min(100, Math.round((completedLessons / totalLessons) * 100));
}
