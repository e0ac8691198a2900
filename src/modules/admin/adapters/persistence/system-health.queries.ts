import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SystemHealthQueries } from '../../application/ports/persistence.js';

/**
 * Reads PostgreSQL's own statistics, not any module's rows (ADR 0033): the live
 * tuples the statistics collector counts for each table of the current schema.
 * Exact `count(*)` over every ledger would cost seconds at 100 000 members.
 */
@Injectable()
export class PgSystemHealthQueries extends SystemHealthQueries {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async estimatedTotalRows(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ total: string | number }[]>(
        'select coalesce(sum(n_live_tup), 0)::bigint as total from pg_stat_user_tables where schemaname = current_schema()',
      );
    return Number(row.total);
  }
}
