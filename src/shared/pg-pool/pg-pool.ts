import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { DatabaseSettings } from '../../database/database-settings.js';

/**
 * A plain `pg` pool beside the ORM's, for the request path's hottest statements
 * (ADR 0019): the session store's reads and writes, and reads that every screen
 * or poll makes, as named prepared statements — parsed and planned once per
 * connection, with none of the ORM's query building on the way. Everything else
 * goes through MikroORM.
 */
@Injectable()
export class PgPool implements OnApplicationShutdown {
  private readonly logger = new Logger(PgPool.name);
  readonly pool: pg.Pool;

  constructor(settings: DatabaseSettings) {
    // As many connections as the ORM's pool: every signed-in request may need one.
    this.pool = new pg.Pool({ connectionString: settings.clientUrl, max: 10, connectionTimeoutMillis: 3_000 });
    // An idle client losing its connection must never crash the process.
    this.pool.on('error', (error) => this.logger.warn(`Pool connection lost: ${error.message}`));
  }

  /** Runs the named prepared statement `name` (one text per name, for the life of the process). */
  async prepared<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return (await this.pool.query<T>({ name, text, values })).rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
