import { Injectable } from '@nestjs/common';
import { flaggableTable, type FlagTargets } from '../../../shared/moderation/index.js';
import { FLAGGABLE_CORRECTIONS, FLAGGABLE_WRITING_REPLIES, FLAGGABLE_WRITINGS } from '../adapters/persistence/corrections.tables.js';
import { CorrectionsModerationService } from './corrections-moderation.service.js';

/** What the admin module asks of corrections (docs/architecture.md, How modules talk): its reportable items. */
@Injectable()
export class CorrectionsAdminApi {
  constructor(private readonly moderation: CorrectionsModerationService) {}

  /**
   * Texts, corrections and replies members may report (ADR 0103, ADR 0133): hidden through their
   * `hidden_at` (a correction or reply also with its text), removed by the administrators' removal,
   * audited by corrections. A correction's and a reply's place is their text.
   */
  flagTargets(): Record<'writing' | 'correction' | 'writing_reply', FlagTargets> {
    return {
      writing: flaggableTable(FLAGGABLE_WRITINGS, (admin, id, reason) => this.moderation.removeWriting(admin, id, reason)),
      correction: flaggableTable(FLAGGABLE_CORRECTIONS, (admin, id, reason) => this.moderation.removeCorrection(admin, id, reason)),
      writing_reply: flaggableTable(FLAGGABLE_WRITING_REPLIES, (admin, id, reason) => this.moderation.removeReply(admin, id, reason)),
    };
  }
}
