export type {
  IntegrationEvent,
  IntegrationEventMap,
  IntegrationEventType,
} from './integration-events.js';
export { EventPublisher } from './event-publisher.js';
export { DEMO_RHYTHM, HistoryPublisher, seededRandom } from './history-publisher.js';
export { OnIntegrationEvent, EventHandlerRegistry } from './event-handler.registry.js';
export type { IntegrationEventHandlerFn } from './event-handler.registry.js';
export type { AdminActionRecorded } from './community.events.js';
export { OutboxDispatcher, withEventScope, OUTBOX_CHANNEL } from './outbox-dispatcher.js';
export { EventScope } from './event-scope.js';
