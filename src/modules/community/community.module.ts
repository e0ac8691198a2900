import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { GamificationModule } from '../gamification/index.js';
import { AuthorDirectory } from './application/author-directory.js';
import { CommunityApi } from './application/community.api.js';
import { CommunityAdminApi } from './application/community-admin.api.js';
import { CommunityAdminQueries } from './adapters/persistence/community-admin.queries.js';
import { FeedService } from './application/feed.service.js';
import { LikesService } from './application/likes.service.js';
import { ModerationService } from './application/moderation.service.js';
import { PostingService } from './application/posting.service.js';
import { CommunityQueries } from './adapters/persistence/community.queries.js';
import { CommunityController } from './adapters/http/community.controller.js';
import { CommunityAdminController } from './adapters/http/community-admin.controller.js';

@Module({
  imports: [IdentityModule, GamificationModule],
  controllers: [CommunityController, CommunityAdminController],
  providers: [
    CommunityApi,
    CommunityAdminApi,
    CommunityAdminQueries,
    CommunityQueries,
    AuthorDirectory,
    FeedService,
    PostingService,
    LikesService,
    ModerationService,
  ],
  exports: [CommunityApi, CommunityAdminApi],
})
export class CommunityModule {}
