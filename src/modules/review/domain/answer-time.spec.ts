import { describe, expect, it } from '@jest/globals';
import { ANSWERED_AT_MAX_AGE_MS, effectiveAnswerTime } from './answer-time.js';

const now = new Date('2026-03-10T15:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the time an answer counts at', () => {
  it('is the client’s answeredAt when it is a valid ISO date-time of the last week', () => {
    expect(effectiveAnswerTime('2026-03-10T14:00:00.000Z', now, null)).toEqual(ago(3_600_000));
    expect(effectiveAnswerTime('2026-03-10T11:00:00-03:00', now, null)).toEqual(ago(3_600_000));
    expect(effectiveAnswerTime(ago(ANSWERED_AT_MAX_AGE_MS).toISOString(), now, null)).toEqual(ago(ANSWERED_AT_MAX_AGE_MS));
  });

  it('is the server’s time without answeredAt, or with one malformed, in the future or older than a week', () => {
    for (const answeredAt of [undefined, null, '', 'yesterday', '2026-03-10', '2026-02-30T10:00:00Z', '1741618800000', new Date(now.getTime() + 60_000).toISOString(), ago(ANSWERED_AT_MAX_AGE_MS + 1).toISOString()]) {
      expect(effectiveAnswerTime(answeredAt, now, null)).toEqual(now);
    }
  });

  it('takes a clock a few seconds ahead as now', () => {
    expect(effectiveAnswerTime(new Date(now.getTime() + 3_000).toISOString(), now, null)).toEqual(now);
  });

  it('is never before the card’s last review', () => {
    const lastReview = ago(60_000);
    expect(effectiveAnswerTime(ago(3_600_000).toISOString(), now, lastReview)).toEqual(lastReview);
    expect(effectiveAnswerTime(undefined, now, new Date(now.getTime() + 1_000))).toEqual(new Date(now.getTime() + 1_000));
  });
});
