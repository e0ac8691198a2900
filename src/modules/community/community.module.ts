import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsApi, NotificationsModule } from '../notifications/index.js';
import { COMMUNITY_NOTIFICATIONS, COMMUNITY_NOTIFICATION_NAMESPACE } from './domain/notification-messages.js';
import { CommunityRepository } from './application/ports/persistence.js';
import { CommunityReportsApi } from './application/community-reports.api.js';
import { CommunityReportsQueries } from './adapters/persistence/community-reports.queries.js';
import { PgCommunityRepository } from './adapters/persistence/community.repository.js';
import { GamificationModule } from '../gamification/index.js';
import { AuthorDirectory } from './application/author-directory.service.js';
import { CommunityErasureRepository } from './adapters/persistence/community-erasure.repository.js';
import { CommunityApi } from './application/community.api.js';
import { CommunitySearchApi } from './application/community-search.api.js';
import { CommunitySearchQueries } from './adapters/persistence/community-search.queries.js';
import { CommunityMemberData } from './application/member-data.part.js';
import { CommunityAdminApi } from './application/community-admin.api.js';
import { CommunityAdminQueries } from './adapters/persistence/community-admin.queries.js';
import { FeedService } from './application/feed.service.js';
import { LikesService } from './application/likes.service.js';
import { ActivityNotificationHandlers } from './application/activity-notifications.handler.js';
import { ModerationService } from './application/moderation.service.js';
import { PostingService } from './application/posting.service.js';
import { CommunityQueries } from './adapters/persistence/community.queries.js';
import { CommunityController } from './adapters/http/community.controller.js';
import { CommunityAdminController } from './adapters/http/community-admin.controller.js';
import { communityEntities } from './adapters/persistence/community.entity.js';
import { CommunityDemoSeeder } from './adapters/persistence/community-demo.seeder.js';
import { CommentThread, LikeToggle } from '../../shared/engagement/index.js';

@Module({
  imports: [IdentityModule, NotificationsModule, GamificationModule],
  controllers: [CommunityController, CommunityAdminController],
  providers: [
    CommunityErasureRepository,
    CommunityMemberData,
    LikeToggle,
    CommentThread,
    CommunityApi,
    CommunityQueries,
    CommunitySearchApi,
    CommunitySearchQueries,
    { provide: CommunityRepository, useClass: PgCommunityRepository },
    CommunityAdminApi,
    CommunityAdminQueries,
    CommunityReportsApi,
    CommunityReportsQueries,
    AuthorDirectory,
    FeedService,
    PostingService,
    LikesService,
    ModerationService,
    ActivityNotificationHandlers,
  ],
  exports: [CommunityApi, CommunityAdminApi, CommunityReportsApi, CommunitySearchApi],
})
export class CommunityModule implements OnModuleInit {
  /** Its tables, for the ORM configuration (src/database/entities.ts, ADR 0043). */
  static readonly entities = communityEntities;
  /** Its reference and demo data, for src/database/seeders (ADR 0043). */
  static readonly seeders = { demo: [CommunityDemoSeeder] };

  constructor(private readonly notifications: NotificationsApi) {}

  /** Community owns its notification texts; notifications renders them (ADR 0015). */
  onModuleInit(): void {
    this.notifications.registerNotificationMessages(COMMUNITY_NOTIFICATION_NAMESPACE, COMMUNITY_NOTIFICATIONS);
  }
}
