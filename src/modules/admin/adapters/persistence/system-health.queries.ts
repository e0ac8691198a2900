import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';

/**
 * Reads PostgreSQL's own statistics, not any module's rows (ADR 0033): the live
 * tuples the statistics collector counts for each table of the current schema.
 * Exact `count(*)` over every ledger would cost seconds at 100 000 members.
 */
@Injectable()
export class SystemHealthQueries {
  /** A part of the reports' one statement (ADR 0080). */
  estimatedTotalRows(): ReadPart<number> {
    return ReadPart.of((json) => Number(json))`
      select to_json(coalesce(sum(n_live_tup), 0)::bigint) from pg_stat_user_tables where schemaname = current_schema()`;
  }
}
