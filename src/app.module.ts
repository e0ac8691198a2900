import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig, ConfigModule } from './config/index.js';
import { DatabaseSettings, OrmModule } from './database/index.js';
import { SharedModule } from './shared/shared.module.js';
import { requestIdMixin } from './shared/http/request-log.js';
import { IdentityModule } from './modules/identity/index.js';
import { GamificationModule } from './modules/gamification/index.js';
import { CoursesModule } from './modules/courses/index.js';
import { CommunityModule } from './modules/community/index.js';
import { ChatModule } from './modules/chat/index.js';
import { AdminModule } from './modules/admin/index.js';
import { LandingModule } from './landing/landing.controller.js';
import { DashboardModule } from './dashboard/dashboard.controller.js';
import { ProfileModule } from './profile/profile.controller.js';

@Module({})
export class AppModule {
  static forRoot(database: DatabaseSettings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        LoggerModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            // The application's logger. Requests are logged by one middleware (one line
            // each, `requestLog`), not by pino-http's, which cost about a third of a
            // request's fixed CPU time (ADR 0038): no route runs it. Every line written
            // inside a request's unit of work carries its id (ADR 0065).
            pinoHttp: { level: config.get('LOG_LEVEL'), mixin: requestIdMixin },
            forRoutes: [],
          }),
        }),
        OrmModule.forRoot(database),
        SharedModule,
        IdentityModule,
        GamificationModule,
        CoursesModule,
        CommunityModule,
        ChatModule,
        AdminModule,
        LandingModule,
        DashboardModule,
        ProfileModule,
      ],
    };
  }
}
