/**
 * The published language between modules (docs/architecture.md, How modules talk). Each module's
 * contracts live beside this file as `<module>.events.ts` and are merged here;
 * a subscriber imports a contract, never the publisher.
 *
 * Payloads carry ids and primitives only.
 */
import type { ChatEvents } from './chat.events.js';
import type { CommunityEvents } from './community.events.js';
import type { CoursesEvents } from './courses.events.js';
import type { CorrectionsEvents } from './corrections.events.js';
import type { GamificationEvents } from './gamification.events.js';
import type { IdentityEvents } from './identity.events.js';

export interface IntegrationEventMap extends IdentityEvents, GamificationEvents, CommunityEvents, CoursesEvents, ChatEvents, CorrectionsEvents {}

export type IntegrationEventType = keyof IntegrationEventMap;

export interface IntegrationEvent<T extends IntegrationEventType = IntegrationEventType> {
  /** Unique per event; handlers deduplicate on it. */
  id: string;
  type: T;
  payload: IntegrationEventMap[T];
  /** ISO-8601 instant the fact happened. */
  occurredAt: string;
}
