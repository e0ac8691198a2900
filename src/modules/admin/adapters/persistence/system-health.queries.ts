import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Reads PostgreSQL's own statistics, not any module's rows (ADR 0033): the live
 * tuples the statistics collector counts for each table of the current schema.
 * Exact `count(*)` over every ledger would cost seconds at 100 000 members.
 */
@Injectable()
export class SystemHealthQueries {
  constructor(private readonly em: EntityManager) {}

  async estimatedTotalRows(): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ total: string | number }[]>(
        'select coalesce(sum(n_live_tup), 0)::bigint as total from pg_stat_user_tables where schemaname = current_schema()',
      );
    return Number(row.total);
  }
}
