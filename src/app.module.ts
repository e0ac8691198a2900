import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, DatabaseSettings } from './config/index.js';
// The ORM module alone: the database index also holds the migration run, which serving never loads.
import { OrmModule } from './database/orm.module.js';
import { SharedModule } from './shared/shared.module.js';
import { IdentityModule } from './modules/identity/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { GamificationModule } from './modules/gamification/index.js';
import { CoursesModule } from './modules/courses/index.js';
import { CommunityModule } from './modules/community/index.js';
import { ChatModule } from './modules/chat/index.js';
import { CorrectionsModule } from './modules/corrections/index.js';
import { ReviewModule } from './modules/review/index.js';
import { AdminModule } from './modules/admin/index.js';
import { LandingModule } from './landing/landing.controller.js';
import { DashboardModule } from './dashboard/dashboard.controller.js';
import { ProfileModule } from './profile/profile.controller.js';
import { DataExportModule } from './data-export/data-export.controller.js';
import { SearchModule } from './search/search.controller.js';

@Module({})
export class AppModule {
  static forRoot(database: DatabaseSettings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        OrmModule.forRoot(database),
        SharedModule,
        IdentityModule,
        NotificationsModule,
        GamificationModule,
        CoursesModule,
        CommunityModule,
        ChatModule,
        CorrectionsModule,
        ReviewModule,
        AdminModule,
        LandingModule,
        DashboardModule,
        ProfileModule,
        DataExportModule,
        SearchModule,
      ],
    };
  }
}
