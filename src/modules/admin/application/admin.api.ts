import { Injectable } from '@nestjs/common';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { adminMemberDataPart } from '../adapters/persistence/member-data.queries.js';

/** The admin module's public API (docs/architecture.md, How modules talk). */
@Injectable()
export class AdminApi {
  /** What this module holds about the member, for their data export (ADR 0106): a part of one statement (ADR 0080). */
  exportMemberData(memberId: string): ReadPart<RowLists> {
    return adminMemberDataPart(memberId);
  }
}
