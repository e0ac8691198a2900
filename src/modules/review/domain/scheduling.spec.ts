import { describe, expect, it } from '@jest/globals';
import { AGAIN_WITHIN_MS, CARD_STATES, newCardSchedule, nextSchedule, ratingName, ratingOf, type CardSchedule } from './scheduling.js';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-02T12:00:00Z');

/** The card after each rating, each answered when it is due (the first at once). */
function reviewed(ratings: ('again' | 'hard' | 'good')[], retention = 90): { card: CardSchedule; intervals: number[] } {
  let card = newCardSchedule(start);
  let at = start;
  const intervals: number[] = [];
  for (const rating of ratings) {
    card = nextSchedule(card, rating, at, retention).schedule;
    intervals.push(card.due.getTime() - at.getTime());
    at = card.due;
  }
  return { card, intervals };
}

describe('the rating of an answer', () => {
  it('is Again when wrong, Hard when right with a note, Good when right without one', () => {
    expect(ratingOf({ correct: false, note: null })).toBe('again');
    expect(ratingOf({ correct: false, note: { kind: 'almost' } })).toBe('again');
    expect(ratingOf({ correct: true, note: { kind: 'accents' } })).toBe('hard');
    expect(ratingOf({ correct: true, note: { kind: 'typo' } })).toBe('hard');
    expect(ratingOf({ correct: true, note: { kind: 'punctuation' } })).toBe('hard');
    expect(ratingOf({ correct: true, note: null })).toBe('good');
    expect([1, 2, 3].map(ratingName)).toEqual(['again', 'hard', 'good']);
  });
});

describe('scheduling with ts-fsrs (FSRS-6, days only)', () => {
  it('starts a card New and due at once', () => {
    const card = newCardSchedule(start);
    expect(card).toMatchObject({ state: CARD_STATES.new, reps: 0, lapses: 0, lastReview: null, due: start });
  });

  it('puts a new card answered Good at least a day away, and further with each Good', () => {
    const { card, intervals } = reviewed(['good', 'good', 'good', 'good']);
    expect(intervals[0]).toBeGreaterThanOrEqual(DAY);
    for (let i = 1; i < intervals.length; i += 1) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]);
    expect(card).toMatchObject({ state: CARD_STATES.review, reps: 4, lapses: 0 });
  });

  it('brings a card answered Again back within a day, new or well known', () => {
    const fresh = nextSchedule(newCardSchedule(start), 'again', start, 90);
    expect(fresh.schedule.due.getTime()).toBeGreaterThan(start.getTime());
    expect(fresh.schedule.due.getTime() - start.getTime()).toBeLessThanOrEqual(AGAIN_WITHIN_MS);
    expect(fresh.schedule.state).not.toBe(CARD_STATES.new);

    const { card } = reviewed(['good', 'good', 'good', 'good']);
    const at = card.due;
    const lapse = nextSchedule(card, 'again', at, 90);
    // FSRS alone would give the lapse its post-lapse stability's interval: days away.
    expect(lapse.schedule.due.getTime() - at.getTime()).toBeLessThanOrEqual(AGAIN_WITHIN_MS);
    expect(lapse.schedule.due.getTime()).toBeGreaterThan(at.getTime());
    expect(lapse.schedule).toMatchObject({ lapses: 1, scheduledDays: 1, lastReview: at });
    expect(lapse.schedule.stability).toBeLessThan(card.stability);
  });

  it('keeps a miss due within a day of it when its second chance at the end of the session is right', () => {
    const { card } = reviewed(['good', 'good']);
    const missedAt = card.due;
    const missed = nextSchedule(card, 'again', missedAt, 90).schedule;
    const fiveMinutesLater = new Date(missedAt.getTime() + 5 * 60_000);
    for (const rating of ['good', 'hard'] as const) {
      const repeat = nextSchedule(missed, rating, fiveMinutesLater, 90, 'again').schedule;
      expect(repeat.due.getTime() - missedAt.getTime()).toBeLessThanOrEqual(AGAIN_WITHIN_MS);
      expect(repeat.due.getTime()).toBeGreaterThan(fiveMinutesLater.getTime());
    }
    // The next day's right answer schedules it as FSRS says again: days away.
    const nextDay = new Date(missedAt.getTime() + AGAIN_WITHIN_MS);
    const after = nextSchedule(missed, 'good', nextDay, 90, 'again').schedule;
    expect(after.due.getTime() - nextDay.getTime()).toBeGreaterThan(AGAIN_WITHIN_MS);
  });

  it('gives Hard a shorter interval than Good', () => {
    const { card } = reviewed(['good', 'good']);
    const hard = nextSchedule(card, 'hard', card.due, 90).schedule;
    const good = nextSchedule(card, 'good', card.due, 90).schedule;
    expect(hard.due.getTime()).toBeLessThan(good.due.getTime());
    expect(hard.due.getTime() - card.due.getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it('schedules sooner the higher the retention the member aims for', () => {
    const low = reviewed(['good', 'good', 'good'], 80).card;
    const high = reviewed(['good', 'good', 'good'], 97).card;
    expect(high.due.getTime()).toBeLessThan(low.due.getTime());
  });

  it('tells the review log the state before and the whole days since the last review', () => {
    const first = nextSchedule(newCardSchedule(start), 'good', start, 90);
    expect([first.stateBefore, first.elapsedDays]).toEqual([CARD_STATES.new, 0]);
    const later = new Date(first.schedule.due.getTime() + 2 * DAY);
    const second = nextSchedule(first.schedule, 'good', later, 90);
    expect(second.stateBefore).toBe(CARD_STATES.review);
    expect(second.elapsedDays).toBe(Math.round((later.getTime() - start.getTime()) / DAY));
  });
});
