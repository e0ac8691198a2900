import { OutboxEventEntity, ProcessedEventEntity } from '../shared/outbox/outbox-event.entity.js';
import { RateLimitWindowEntity } from '../shared/rate-limit/rate-limit-window.entity.js';
import { identityEntities } from '../modules/identity/index.js';
import { gamificationEntities } from '../modules/gamification/index.js';
import { communityEntities } from '../modules/community/index.js';
import { coursesEntities } from '../modules/courses/index.js';
import { chatEntities } from '../modules/chat/index.js';
import { adminEntities } from '../modules/admin/index.js';

/**
 * Every mapped entity, listed explicitly: ESM builds cannot rely on folder
 * discovery. Each module exports its own list from its index.ts.
 */
export const entities = [
  OutboxEventEntity,
  ProcessedEventEntity,
  RateLimitWindowEntity,
  ...identityEntities,
  ...gamificationEntities,
  ...communityEntities,
  ...coursesEntities,
  ...chatEntities,
  ...adminEntities,
];
