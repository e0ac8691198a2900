import {
  DynamicModule,
  Global,
  Injectable,
  MiddlewareConsumer,
  Module,
  NestMiddleware,
  NestModule,
  OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM, EntityManager, RequestContext } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { EventScope } from '../shared/events/event-scope.js';
import { buildOrmOptions } from './orm-options.js';
import { DatabaseSettings } from './database-settings.js';

export { DatabaseSettings };

/**
 * Gives each request its own identity map (MikroORM's RequestContext) and its
 * own list of published events (EventScope).
 */
@Injectable()
class RequestScopeMiddleware implements NestMiddleware {
  constructor(private readonly orm: MikroORM) {}

  use(_req: Request, _res: Response, next: NextFunction): void {
    EventScope.run(() => RequestContext.create(this.orm.em, next));
  }
}

@Injectable()
class OrmShutdown implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true);
  }
}

/**
 * Our own small MikroORM integration (ADR 0003): @mikro-orm/nestjs has no
 * release for NestJS 12, and this is all we need of it.
 */
@Global()
@Module({})
export class OrmModule implements NestModule {
  static forRoot(settings: DatabaseSettings): DynamicModule {
    return {
      module: OrmModule,
      providers: [
        { provide: DatabaseSettings, useValue: settings },
        {
          provide: MikroORM,
          // connect: false — the pool connects on first use, so the app can start
          // (and document itself) while the database is still coming up.
          useFactory: () => MikroORM.init(buildOrmOptions(settings.clientUrl, { connect: false })),
        },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        OrmShutdown,
        RequestScopeMiddleware,
      ],
      exports: [MikroORM, EntityManager, DatabaseSettings],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestScopeMiddleware).forRoutes('{*path}');
  }
}
