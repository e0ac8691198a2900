import { Injectable } from '@nestjs/common';
import type { ReadPart, RowLists } from '../../../shared/pg-pool/index.js';
import { chatMemberDataPart } from '../adapters/persistence/member-data.queries.js';

/** The chat module's public API (docs/architecture.md, How modules talk). */
@Injectable()
export class ChatApi {
  /** What this module holds about the member, for their data export (ADR 0106): a part of one statement (ADR 0080). */
  exportMemberData(memberId: string): ReadPart<RowLists> {
    return chatMemberDataPart(memberId);
  }
}
