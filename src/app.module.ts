import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppConfig, ConfigModule } from './config/index.js';
import { DatabaseSettings, OrmModule } from './database/index.js';
import { SharedModule } from './shared/shared.module.js';
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
            pinoHttp: {
              level: config.get('LOG_LEVEL'),
              genReqId: (req: IncomingMessage) => {
                const given = req.headers['x-request-id'];
                return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
              },
              // One line per request without headers (ADR 0018): serialising them cost more than the request.
              serializers: {
                req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              },
              redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
              autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/api/health') ?? false },
            },
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
