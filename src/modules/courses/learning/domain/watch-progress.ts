/**
 * How much of a lesson's video a member really watched (ADR: learning content).
 * The server never trusts the player's percentage: it keeps the intervals of the
 * video that were covered and counts a stretch between two reports only when the
 * wall-clock time between them allows it at no more than MAX_PLAYBACK_RATE.
 * Seeking ahead is not watching.
 */

/** YouTube's fastest playback rate. */
export const MAX_PLAYBACK_RATE = 2;
/** Slack for timer jitter between the player's position and the reports' timing. */
export const REPORT_SLACK_SECONDS = 2;
/** Share of the video that completes a lesson. */
export const COMPLETION_PERCENTAGE = 90;

/** Closed stretches [start, end] of the video, in seconds, sorted and disjoint. */
export type WatchedIntervals = [number, number][];

export interface WatchState {
  intervals: WatchedIntervals;
  /** Where the player was at the last report, and when that report arrived. */
  lastPositionSeconds: number;
  lastReportAt: Date | null;
  /** Seconds of playback counted so far (rewatching counts again). */
  watchTimeSeconds: number;
}

export const EMPTY_WATCH_STATE: WatchState = {
  intervals: [],
  lastPositionSeconds: 0,
  lastReportAt: null,
  watchTimeSeconds: 0,
};

/** Adds [start, end] to sorted disjoint intervals, merging what touches. */
export function addInterval(intervals: WatchedIntervals, start: number, end: number): WatchedIntervals {
  if (end <= start) return intervals;
  const result: WatchedIntervals = [];
  let merged: [number, number] = [start, end];
  let placed = false;
  for (const [s, e] of intervals) {
    if (e < merged[0]) {
      result.push([s, e]);
    } else if (s > merged[1]) {
      if (!placed) {
        result.push(merged);
        placed = true;
      }
      result.push([s, e]);
    } else {
      merged = [Math.min(s, merged[0]), Math.max(e, merged[1])];
    }
  }
  if (!placed) result.push(merged);
  return result;
}

/** Seconds of [0, duration] the intervals cover. */
export function coveredSeconds(intervals: WatchedIntervals, durationSeconds: number): number {
  let total = 0;
  for (const [s, e] of intervals) {
    const start = Math.max(0, s);
    const end = Math.min(durationSeconds, e);
    if (end > start) total += end - start;
  }
  return total;
}

/** Covered share of the video, 0–100 (whole percent, rounded down so 89.9 never completes). */
export function completionPercentage(intervals: WatchedIntervals, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.floor((coveredSeconds(intervals, durationSeconds) / durationSeconds) * 100));
}

/**
 * The state after the player reports `positionSeconds` at `now`. The stretch from
 * the previous position counts as watched only when it moves forward no faster
 * than the time since the previous report allows.
 */
export function recordReport(state: WatchState, positionSeconds: number, now: Date): WatchState {
  const position = Math.max(0, positionSeconds);
  const next: WatchState = { ...state, lastPositionSeconds: position, lastReportAt: now };
  if (state.lastReportAt === null) return next;
  const elapsed = Math.max(0, (now.getTime() - state.lastReportAt.getTime()) / 1000);
  const advanced = position - state.lastPositionSeconds;
  if (advanced <= 0 || advanced > elapsed * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS) return next;
  next.intervals = addInterval(state.intervals, state.lastPositionSeconds, position);
  next.watchTimeSeconds = state.watchTimeSeconds + advanced;
  return next;
}

export function isCompleted(intervals: WatchedIntervals, durationSeconds: number): boolean {
  return completionPercentage(intervals, durationSeconds) >= COMPLETION_PERCENTAGE;
}
