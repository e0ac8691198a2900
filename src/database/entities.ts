import { OutboxEventEntity, ProcessedEventEntity } from '../shared/outbox/outbox-event.entity.js';
import { RateLimitWindowEntity } from '../shared/rate-limit/rate-limit-window.entity.js';
import { HeldFileDeletionEntity } from '../shared/storage/held-file-deletion.entity.js';
import { IdentityModule } from '../modules/identity/index.js';
import { NotificationsModule } from '../modules/notifications/index.js';
import { GamificationModule } from '../modules/gamification/index.js';
import { CommunityModule } from '../modules/community/index.js';
import { CoursesModule } from '../modules/courses/index.js';
import { ChatModule } from '../modules/chat/index.js';
import { CorrectionsModule } from '../modules/corrections/index.js';
import { ReviewModule } from '../modules/review/index.js';
import { AdminModule } from '../modules/admin/index.js';

/**
 * Every mapped entity, listed explicitly: ESM builds cannot rely on folder
 * discovery. Each module's Nest module class names its own (`static entities`, ADR 0043).
 */
export const entities = [
  OutboxEventEntity,
  ProcessedEventEntity,
  RateLimitWindowEntity,
  HeldFileDeletionEntity,
  ...IdentityModule.entities,
  ...NotificationsModule.entities,
  ...GamificationModule.entities,
  ...CommunityModule.entities,
  ...CoursesModule.entities,
  ...ChatModule.entities,
  ...CorrectionsModule.entities,
  ...ReviewModule.entities,
  ...AdminModule.entities,
];
