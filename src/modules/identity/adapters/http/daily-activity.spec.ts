import { describe, expect, it } from '@jest/globals';
import type { OutboxDispatcher } from '../../../../shared/events/index.js';
import { FixedClock } from '../../../../shared/time/index.js';
import type { IdentityApi } from '../../application/identity.api.js';
import { DailyActivity } from './daily-activity.js';

describe('the day’s activity, recorded once per member and day', () => {
  const setUp = (fails = () => false) => {
    const recorded: string[] = [];
    const identity = {
      recordActivity: async (memberId: string) => {
        if (fails()) throw new Error('database away');
        recorded.push(memberId);
      },
    } as unknown as IdentityApi;
    const dispatcher = { drainScope: async () => undefined } as unknown as OutboxDispatcher;
    // Monday 23 November 2026, 09:00 in São Paulo.
    const clock = new FixedClock(new Date('2026-11-23T12:00:00Z'));
    return { recorded, clock, activity: new DailyActivity(identity, clock, dispatcher) };
  };
  const request = (memberId: string) => ({ member: { id: memberId } as never, session: {} as { activeDay?: string } });

  it('lets concurrent first requests wait for one recording, and keeps nothing to wait for once it is done', async () => {
    const { recorded, activity } = setUp();
    const first = request('m1');
    const [a, b] = [activity.record(first), activity.record(request('m1'))];
    expect(a).toBeInstanceOf(Promise);
    expect(b).toBe(a);
    await a;
    expect(first.session.activeDay).toBe('2026-11-23');
    // Only the day is remembered: no promise, and with it no request's context, stays per member.
    expect(activity.record(request('m1'))).toBeUndefined();
    expect(recorded).toEqual(['m1']);
  });

  it('records the member again on the next São Paulo day', async () => {
    const { recorded, clock, activity } = setUp();
    await activity.record(request('m1'));
    await activity.record(request('m2'));
    clock.advance(24 * 60 * 60_000);
    await activity.record(request('m1'));
    expect(activity.record(request('m1'))).toBeUndefined();
    expect(recorded).toEqual(['m1', 'm2', 'm1']);
  });

  it('tries a failed recording again with the member’s next request', async () => {
    let fail = true;
    const { recorded, activity } = setUp(() => fail);
    await expect(activity.record(request('m1'))).rejects.toThrow('database away');
    fail = false;
    await activity.record(request('m1'));
    expect(recorded).toEqual(['m1']);
  });
});
