import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { isUuid } from '../../../shared/ids.js';
import { GamificationApi } from '../../gamification/index.js';
import { CorrectionsModerationRepository } from '../adapters/persistence/corrections-moderation.repository.js';

/** How much of an item the audit log keeps as its name (ADR 0057). */
const LABEL_LENGTH = 80;

/**
 * Administrators remove texts, corrections and replies (ADR 0133): each removal in one
 * transaction with the counters it changes, audited through admin's log as the chat's deletions
 * are (`corrections.admin_action_recorded`, ADR 0029), and announced as gone so their open reports
 * close (`corrections.items_deleted`, ADR 0103). The author hears of it from the reports' decision,
 * which says why. A removal of what is gone already does nothing.
 */
@Injectable()
export class CorrectionsModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventPublisher,
    private readonly gamification: GamificationApi,
    private readonly repository: CorrectionsModerationRepository,
  ) {}

  /**
   * A text with every correction and reply on it. Its correctors keep the XP of corrections the
   * author marked helpful: they helped, and the text is what was removed.
   */
  async removeWriting(adminEmail: string, writingId: string, reason: string | null): Promise<void> {
    if (!isUuid(writingId)) return;
    await this.em.fork().transactional(async (em) => {
      const removed = await this.repository.deleteWriting(em, writingId);
      if (!removed) return;
      this.audit(em, adminEmail, 'writing_deleted', 'writing', removed.id, removed.author_id, reason, removed.title ?? removed.text);
      this.events.publish(em, 'corrections.items_deleted', { ids: [removed.id] });
    });
  }

  /**
   * A correction with its replies; its text counts one correction less. A correction marked helpful
   * loses its XP (a reversal entry, once): what an administrator removed helped nobody.
   */
  async removeCorrection(adminEmail: string, correctionId: string, reason: string | null): Promise<void> {
    if (!isUuid(correctionId)) return;
    await this.em.fork().transactional(async (em) => {
      const removed = await this.repository.deleteCorrection(em, correctionId);
      if (!removed) return;
      if (removed.helpful) await this.gamification.reverseCorrectionHelpful(em, { correctorId: removed.corrector_id, correctionId: removed.id });
      this.audit(em, adminEmail, 'correction_deleted', 'correction', removed.id, removed.corrector_id, reason, removed.comment);
      this.events.publish(em, 'corrections.items_deleted', { ids: [removed.id, ...removed.reply_ids] });
    });
  }

  /** A reply; its correction counts one reply less. */
  async removeReply(adminEmail: string, replyId: string, reason: string | null): Promise<void> {
    if (!isUuid(replyId)) return;
    await this.em.fork().transactional(async (em) => {
      const removed = await this.repository.deleteReply(em, replyId);
      if (!removed) return;
      this.audit(em, adminEmail, 'writing_reply_deleted', 'writing_reply', removed.id, removed.author_id, reason, removed.text);
      this.events.publish(em, 'corrections.items_deleted', { ids: [removed.id] });
    });
  }

  private audit(em: EntityManager, adminEmail: string, action: string, targetType: string, targetId: string, memberId: string, reason: string | null, label: string | null): void {
    this.events.publish(em, 'corrections.admin_action_recorded', {
      adminEmail,
      action,
      targetType,
      targetId,
      memberId,
      reason,
      targetLabel: label === null ? null : label.slice(0, LABEL_LENGTH),
    });
  }
}
