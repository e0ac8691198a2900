import { describe, expect, it } from '@jest/globals';
import { overallProgress, ratingEligibility } from './rating.js';

describe('ratingEligibility', () => {
  it.each([
    [{ isEnrolled: false, completedLessons: 3, overallProgress: 50 }, { eligible: false, reason: 'not_enrolled' }],
    [{ isEnrolled: true, completedLessons: 0, overallProgress: 9 }, { eligible: false, reason: 'not_enough_progress' }],
    [{ isEnrolled: true, completedLessons: 0, overallProgress: 10 }, { eligible: true }],
    [{ isEnrolled: true, completedLessons: 1, overallProgress: 0 }, { eligible: true }],
  ])('%j → %j', (input, expected) => {
    expect(ratingEligibility(input)).toEqual(expected);
  });
});

describe('overallProgress', () => {
  it('is the share of completed lessons, whole percent, capped', () => {
    expect(overallProgress(1, 3)).toBe(33);
    expect(overallProgress(2, 3)).toBe(67);
    expect(overallProgress(3, 3)).toBe(100);
    expect(overallProgress(0, 0)).toBe(0);
    expect(overallProgress(4, 3)).toBe(100);
  });
});
