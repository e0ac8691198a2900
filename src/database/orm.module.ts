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
import { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { OutboxDispatcher } from '../shared/events/outbox-dispatcher.js';
import { buildOrmOptions } from './orm-options.js';
import { DatabaseSettings } from './database-settings.js';

export { DatabaseSettings };

/**
 * Makes each request one unit of work (`withEventScope`, ADR 0005): its own
 * identity map and list of published events. The dispatch interceptor delivers
 * the events before the response; whatever is still undelivered when the
 * response is done (e.g. published by a guard that then refused) follows.
 */
@Injectable()
class RequestScopeMiddleware implements NestMiddleware {
  constructor(private readonly dispatcher: OutboxDispatcher) {}

  use(_req: Request, res: Response, next: NextFunction): void {
    void this.dispatcher.withEventScope(
      () =>
        new Promise<void>((resolve) => {
          res.once('close', () => resolve());
          next();
        }),
    );
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
