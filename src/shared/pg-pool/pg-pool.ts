import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { DatabaseSettings } from '../../config/index.js';
import { EventScope } from '../events/event-scope.js';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { composeParts, decodeParts, positional, type ReadAnswers, type ReadPart } from './read-parts.js';

/**
 * Timestamps, dates and intervals reach the ORM as PostgreSQL's text, as
 * MikroORM's own connections read them (its PostgreSqlConnection sets the same
 * parsers): entities and raw `em.execute` rows keep their shape on this pool.
 */
function ormTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (text: string) => text);
  // Their arrays as arrays of that text: the parser of text[] (oid 1009) reads any array's text form.
  const textArray = pg.types.getTypeParser(1009 as Parameters<typeof pg.types.getTypeParser>[0], 'text');
  for (const oid of [1182, 1115, 1185, 1187]) types.setTypeParser(oid, textArray);
  return types;
}

/**
 * The pool's connections: each query counts as one round trip of the unit of work
 * that sends it (a request's `Server-Timing`, ADR 0079). `BEGIN` and `COMMIT` are
 * queries too, so a transaction around one statement costs three.
 */
class RoundTripCountingClient extends pg.Client {
  override query(...args: unknown[]): never {
    EventScope.countRoundTrip();
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

/**
 * The application's one PostgreSQL pool (ADR 0041). MikroORM runs on it (its knex
 * client borrows and returns these connections: src/database/pooled-knex.ts), the
 * session store reads and writes through it, and the request path's hottest reads
 * run on it as named prepared statements (ADR 0019) — parsed and planned once per
 * connection, with none of the ORM's query building on the way.
 */
@Injectable()
export class PgPool implements OnApplicationShutdown {
  /** How many connections the pool opens at most; a request waits `poolWaitMillis` for one beyond that. */
  static readonly SIZE = 10;

  private readonly logger = new Logger(PgPool.name);
  readonly pool: pg.Pool;

  constructor(settings: DatabaseSettings) {
    this.pool = new pg.Pool({
      connectionString: settings.clientUrl,
      max: PgPool.SIZE,
      connectionTimeoutMillis: settings.poolWaitMillis,
      keepAlive: true,
      types: ormTypes(),
      Client: RoundTripCountingClient,
    });
    // An idle client losing its connection must never crash the process.
    this.pool.on('error', (error) => this.logger.warn(`Pool connection lost: ${error.message}`));
    // Nor a lent one: pg-pool takes its own listener off a client while it is lent, and a client
    // that PostgreSQL ends between two of its holder's queries (a restart, `pg_terminate_backend`,
    // 57P01) then emits `error` to nobody. This listener stays for the client's life; the holder
    // learns of the loss from its next query, and the pool drops the client when it comes back.
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  /**
   * Runs the named prepared statement `name` (one text per name, for the life of
   * the process). Its timestamps come back as Dates (pg's own parsers), as the
   * hot reads' rows declare them.
   */
  async prepared<T extends pg.QueryResultRow = never>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return (await this.pool.query<T>({ name, text, values, types: pg.types })).rows;
  }

  /**
   * The answers of reads of several modules from one statement: one round trip
   * however many parts (ADR 0080). Each part is one column of the statement's one row.
   */
  async readTogether<P extends readonly ReadPart<unknown>[]>(...parts: P): Promise<ReadAnswers<P>> {
    const { text, values } = composeParts(parts);
    const { rows } = await this.pool.query<Record<string, unknown>>(text, values);
    return decodeParts(parts, rows[0]);
  }

  /**
   * As `readTogether`, as the named prepared statement `name`: for a hot read whose parts' text
   * never changes (one text per name for the life of the process), planned once per connection.
   */
  async readTogetherPrepared<P extends readonly ReadPart<unknown>[]>(name: string, ...parts: P): Promise<ReadAnswers<P>> {
    const { text, values } = composeParts(parts);
    const { rows } = await this.pool.query<Record<string, unknown>>({ name, text, values });
    return decodeParts(parts, rows[0]);
  }

  /**
   * As `readTogether`, on the connection of the caller's transaction: what it reads is what its
   * locks let commit, and a transaction that holds a lock others wait for needs no second
   * connection (those waiting already hold theirs). Bound as parameters, as `pg` binds them.
   */
  async readTogetherIn<P extends readonly ReadPart<unknown>[]>(em: EntityManager, ...parts: P): Promise<ReadAnswers<P>> {
    const { text, values } = composeParts(parts, positional);
    const query = em.getKnex().raw(text, values as Knex.RawBinding[]);
    const transaction = em.getTransactionContext<Parameters<typeof query.transacting>[0]>();
    const { rows } = (await (transaction ? query.transacting(transaction) : query)) as { rows: Record<string, unknown>[] };
    return decodeParts(parts, rows[0]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
