import type { EntityManager } from '@mikro-orm/postgresql';
import { FixedClock } from '../time/clock.js';
import { EventPublisher } from './event-publisher.js';
import type { IntegrationEvent, IntegrationEventMap, IntegrationEventType } from './integration-events.js';

/**
 * Publishes facts at the instants they happened, for the demo history the seeders write
 * into a new database (ADR 0078): their handlers date XP, levels and badges by the event's
 * `occurredAt`. No request path uses it: a member's facts are always stamped by the server's
 * clock when they happen. Instants after now are published as now.
 */
export class HistoryPublisher {
  private readonly clock = new FixedClock();
  private readonly events = new EventPublisher(this.clock);
  /** The seeding's "now": the history ends here. */
  readonly now = Date.now();

  /** An instant of the history never later than a minute before now (a recent item's latest comment or like). */
  past(instant: number): Date {
    return new Date(Math.min(instant, this.now - 60_000));
  }

  publishAt<T extends IntegrationEventType>(em: EntityManager, at: Date, type: T, payload: IntegrationEventMap[T]): IntegrationEvent<T> {
    this.clock.set(new Date(Math.min(at.getTime(), Date.now())));
    return this.events.publish(em, type, payload);
  }
}

/** The demo's rhythm after an approval: each comment follows by this much, each like by this much. */
export const DEMO_RHYTHM = { commentGapMs: 9 * 3_600_000, likeGapMs: 5 * 3_600_000 } as const;

/** A small deterministic generator (mulberry32): the same demo rhythm on every seeding. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
