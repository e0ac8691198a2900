import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_WATCH_STATE,
  addInterval,
  completionPercentage,
  coveredSeconds,
  isCompleted,
  recordReport,
  type WatchState,
} from './watch-progress.js';

const T0 = new Date('2026-11-22T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** Reports of a player that plays steadily at `rate`, every `every` seconds of wall clock. */
function play(state: WatchState, from: number, to: number, startAt: number, rate = 1, every = 10): WatchState {
  let s = recordReport(state, from, at(startAt));
  for (let t = every; from + t * rate <= to; t += every) s = recordReport(s, from + t * rate, at(startAt + t));
  return s;
}

describe('addInterval', () => {
  it('merges overlapping and touching stretches and keeps them sorted', () => {
    let intervals = addInterval([], 50, 60);
    intervals = addInterval(intervals, 0, 10);
    intervals = addInterval(intervals, 10, 20);
    intervals = addInterval(intervals, 55, 70);
    intervals = addInterval(intervals, 30, 40);
    expect(intervals).toEqual([
      [0, 20],
      [30, 40],
      [50, 70],
    ]);
    expect(addInterval(intervals, 15, 52)).toEqual([[0, 70]]);
  });

  it('ignores empty stretches', () => {
    expect(addInterval([[0, 5]], 7, 7)).toEqual([[0, 5]]);
  });
});

describe('recordReport', () => {
  it('counts steady playback and completes at 90 %', () => {
    const state = play(EMPTY_WATCH_STATE, 0, 90, 0);
    expect(coveredSeconds(state.intervals, 100)).toBe(90);
    expect(completionPercentage(state.intervals, 100)).toBe(90);
    expect(isCompleted(state.intervals, 100)).toBe(true);
    expect(state.watchTimeSeconds).toBe(90);
  });

  it('counts playback up to twice the speed', () => {
    const state = play(EMPTY_WATCH_STATE, 0, 100, 0, 2);
    expect(completionPercentage(state.intervals, 100)).toBe(100);
  });

  it('does not count a jump ahead', () => {
    let state = recordReport(EMPTY_WATCH_STATE, 0, at(0));
    state = recordReport(state, 95, at(5));
    expect(coveredSeconds(state.intervals, 100)).toBe(0);
    expect(isCompleted(state.intervals, 100)).toBe(false);
    // what is watched after the jump counts
    state = recordReport(state, 100, at(10));
    expect(coveredSeconds(state.intervals, 100)).toBe(5);
  });

  it('never counts faster than the wall clock allows, whatever the client claims', () => {
    let state = EMPTY_WATCH_STATE;
    for (let i = 0; i <= 100; i += 10) state = recordReport(state, i, at(i / 10));
    expect(coveredSeconds(state.intervals, 100)).toBe(0);
  });

  it('counts rewatching once in coverage and again in watch time', () => {
    let state = play(EMPTY_WATCH_STATE, 0, 50, 0);
    state = play(state, 0, 50, 100);
    expect(coveredSeconds(state.intervals, 100)).toBe(50);
    expect(state.watchTimeSeconds).toBe(100);
  });

  it('counts a stretch across a pause', () => {
    let state = recordReport(EMPTY_WATCH_STATE, 20, at(0));
    state = recordReport(state, 30, at(600));
    expect(coveredSeconds(state.intervals, 100)).toBe(10);
  });

  it('caps the percentage at 100 when the player reports past the end', () => {
    const state = play(EMPTY_WATCH_STATE, 0, 120, 0);
    expect(completionPercentage(state.intervals, 100)).toBe(100);
  });

  it('is zero for an unknown duration', () => {
    expect(completionPercentage([[0, 50]], 0)).toBe(0);
  });
});
