/**
 * When an answer counts as given (issue 48, ADR 0139). A client that queued answers offline sends
 * each one's own time (`answeredAt`), so FSRS sees the real interval; the server takes it only
 * when it is a valid ISO 8601 date-time of the last week; otherwise the answer counts at the
 * server's time, as does one in the future (a phone's clock running ahead). Never before the
 * card's last review: a review cannot precede the one it follows.
 */

/** The oldest answer believed: a week offline. */
export const ANSWERED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export function effectiveAnswerTime(answeredAt: string | null | undefined, now: Date, lastReview: Date | null): Date {
  let at = now;
  const given = typeof answeredAt === 'string' && ISO_DATE_TIME.test(answeredAt) ? Date.parse(answeredAt) : NaN;
  if (Number.isFinite(given) && given <= now.getTime() && given >= now.getTime() - ANSWERED_AT_MAX_AGE_MS) at = new Date(given);
  if (lastReview && at.getTime() < lastReview.getTime()) at = new Date(lastReview.getTime());
  return at;
}
