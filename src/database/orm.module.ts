import {
  DynamicModule,
  Global,
  Injectable,
  Module,
  OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { buildOrmOptions } from './orm-options.js';
import { DatabaseSettings } from '../config/index.js';
import { PgPool } from '../shared/pg-pool/pg-pool.js';
import { pooledKnex } from './pooled-knex.js';


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
export class OrmModule {
  static forRoot(settings: DatabaseSettings): DynamicModule {
    return {
      module: OrmModule,
      providers: [
        { provide: DatabaseSettings, useValue: settings },
        PgPool,
        {
          provide: MikroORM,
          // connect: false — the pool connects on first use, so the app can start
          // (and document itself) while the database is still coming up. One pool
          // for the ORM, the sessions and the hot reads (ADR 0041).
          useFactory: (db: PgPool) =>
            MikroORM.init(buildOrmOptions(settings.clientUrl, { connect: false, driverOptions: pooledKnex(db.pool) })),
          inject: [PgPool],
        },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        OrmShutdown,
      ],
      exports: [MikroORM, EntityManager, DatabaseSettings, PgPool],
    };
  }
}
