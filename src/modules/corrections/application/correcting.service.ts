import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { validOrThrow } from '../../../shared/errors/index.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import type { Viewer } from '../../../shared/moderation/index.js';
import { Clock } from '../../../shared/time/index.js';
import { excerpt } from '../../../shared/text/excerpt.js';
import { IdentityApi } from '../../identity/index.js';
import { GamificationApi } from '../../gamification/index.js';
import { NotificationsApi } from '../../notifications/index.js';
import { CORRECTIONS_PER_DAY, REPLIES_PER_HOUR } from '../domain/limits.js';
import { correctedSentences, mayCorrectAt, validateCorrection, validateReply, writingPagePath, type CorrectionInput, type WritingLanguage } from '../domain/writing.js';
import { CorrectionsRepository, type CorrectionRow, type WritingForAction } from '../adapters/persistence/corrections.repository.js';
import {
  CorrectionLockedError,
  CorrectionNotFoundError,
  CorrectionsPerDayError,
  NotFluentError,
  NotTheAuthorError,
  OwnWritingError,
  RepliesPerHourError,
  WritingNotFoundError,
} from './corrections.errors.js';
import { MemberCards, iso } from './corrections.views.js';
import { hourWindow, saoPauloDayWindow, secondsUntil } from './limits.js';

type Member = Viewer & { memberId: string };

/** Correcting a text, marking a correction helpful, replying under one (ADR 0133). */
@Injectable()
export class CorrectingService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly gamification: GamificationApi,
    private readonly notifications: NotificationsApi,
    private readonly events: EventPublisher,
    private readonly limits: RateLimiter,
    private readonly repository: CorrectionsRepository,
    private readonly cards: MemberCards,
  ) {}

  /**
   * The member's one correction of a text: created (at most 30 new ones a São Paulo day, the
   * author notified) or replaced in place until the author marks it helpful. The text's row is
   * locked first, so an edit of the text and the first correction cannot cross, and two requests
   * of one corrector make one row (the unique key holds it too).
   */
  async giveCorrection(member: Member, writingId: string, input: CorrectionInput): Promise<{ correction: ReturnType<typeof toCorrectionView>; created: boolean }> {
    const correctorId = member.memberId;
    const actor = await this.actor(correctorId);
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, correctorId);
      const writing = await this.repository.writingForAction(em, writingId, member, 'update');
      if (!writing) throw new WritingNotFoundError();
      if (writing.author_id === correctorId) throw new OwnWritingError();
      const level = (await this.identity.declaredLanguages([correctorId], em)).get(correctorId)?.get(writing.language);
      if (!mayCorrectAt(level)) throw new NotFluentError({ language: writing.language });
      const correction = validOrThrow(validateCorrection(input, writing.sentences));
      const now = this.clock.now();
      const own = await this.repository.ownCorrection(em, writing.id, correctorId);
      if (own) {
        if (own.helpful) throw new CorrectionLockedError();
        const replaced = await this.repository.replaceCorrection(em, own.id, { ...correction, at: now });
        if (!replaced) throw new CorrectionLockedError();
        return { correction: toCorrectionView(replaced), created: false };
      }
      const day = saoPauloDayWindow(now);
      if ((await this.limits.takeWithin(em, `corrections-day:${correctorId}`, CORRECTIONS_PER_DAY, day.start, day.end)) === null) {
        throw new CorrectionsPerDayError(secondsUntil(day.end, now));
      }
      const id = randomUUID();
      const inserted = await this.repository.insertCorrection(em, { id, writingId: writing.id, correctorId, ...correction, at: now });
      // The text's lock and `ownCorrection` make a conflict here impossible; were it not, a retry would replace.
      if (!inserted) throw new CorrectionLockedError();
      await this.tell(em, [writing.author_id], actor, writing, 'correction_received', `correction_received:${id}`);
      this.events.publish(em, 'corrections.correction_given', {
        correctionId: id,
        writingId: writing.id,
        correctorId,
        authorId: writing.author_id,
        language: writing.language,
      });
      return { correction: toCorrectionView(inserted), created: true };
    });
  }

  /**
   * The text's author marks a correction helpful or takes the mark back. The mark flips in one
   * conditional update, so of any number of racing requests one changes it and only that one
   * awards (or reverses) the corrector's XP, in the same transaction (ADR 0133).
   */
  async markHelpful(member: Member, writingId: string, correctionId: string, helpful: boolean): Promise<{ helpful: boolean; xpAwarded: number }> {
    const actor = await this.actor(member.memberId);
    return this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, member.memberId);
      const writing = await this.repository.writingForAction(em, writingId, member, 'share');
      if (!writing) throw new WritingNotFoundError();
      if (writing.author_id !== member.memberId) throw new NotTheAuthorError({ reason: 'helpful' });
      const correction = await this.repository.correctionForAction(em, writing.id, correctionId, member, 'update');
      if (!correction) throw new CorrectionNotFoundError();
      const now = this.clock.now();
      const flipped = await this.repository.setHelpful(em, correction.id, helpful, now);
      if (flipped === null) return { helpful, xpAwarded: 0 };
      const { correctorId } = flipped;
      const xpAwarded = helpful
        ? await this.gamification.awardCorrectionHelpful(em, { correctorId, authorId: writing.author_id, correctionId: correction.id, at: now })
        : -(await this.gamification.reverseCorrectionHelpful(em, { correctorId, correctionId: correction.id }));
      if (helpful) await this.tell(em, [correctorId], actor, writing, 'correction_helpful', `correction_helpful:${correction.id}`);
      this.events.publish(em, 'corrections.correction_marked', {
        correctionId: correction.id,
        writingId: writing.id,
        correctorId,
        authorId: writing.author_id,
        helpful,
        language: writing.language as WritingLanguage,
        corrected: helpful ? correctedSentences(writing.sentences, flipped.sentences) : [],
      });
      return { helpful, xpAwarded: xpAwarded === 0 ? 0 : xpAwarded };
    });
  }

  /** A reply under a correction the member can read; its corrector and the text's author are told (not the replier). */
  async addReply(member: Member, writingId: string, correctionId: string, text: string) {
    const reply = validOrThrow(validateReply(text));
    const id = randomUUID();
    const now = this.clock.now();
    const actor = await this.actor(member.memberId);
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, member.memberId);
      const writing = await this.repository.writingForAction(em, writingId, member, 'share');
      if (!writing) throw new WritingNotFoundError();
      const correction = await this.repository.correctionForAction(em, writing.id, correctionId, member, 'key share');
      if (!correction) throw new CorrectionNotFoundError();
      const hour = hourWindow(now);
      if ((await this.limits.takeWithin(em, `correction-replies-hour:${member.memberId}`, REPLIES_PER_HOUR, hour.start, hour.end)) === null) {
        throw new RepliesPerHourError(secondsUntil(hour.end, now));
      }
      await this.repository.insertReply(em, { id, correctionId: correction.id, writingId: writing.id, authorId: member.memberId, text: reply, at: now });
      await this.tell(em, [writing.author_id, correction.corrector_id], actor, writing, 'correction_reply', `correction_reply:${id}`);
    });
    const card = await this.cards.lookUp([member.memberId]);
    return { id, correctionId, author: card(member.memberId), text: reply, createdAt: iso(now) };
  }

  /** Who acts, for the notices their act causes: read before the write's transaction takes any lock. */
  private async actor(memberId: string): Promise<{ id: string; name: string }> {
    return { id: memberId, name: (await this.identity.getMember(memberId))?.name ?? '' };
  }

  /**
   * Notifies each recipient but the actor, in the caller's transaction, unless a block stands
   * between them either way: notifications checks the recipient's blocks (`actorId`), and the
   * actor's own blocks are read here (ADR 0101), on the transaction's connection: a read on another
   * connection while racing requests hold the pool waiting for this one's locks would starve it.
   */
  private async tell(em: EntityManager, recipients: string[], actor: { id: string; name: string }, writing: WritingForAction, key: string, once: string): Promise<void> {
    const to = [...new Set(recipients)].filter((id) => id !== actor.id);
    if (to.length === 0) return;
    const blocked = await this.repository.blockedBy(em, actor.id);
    for (const recipient of to) {
      if (blocked.has(recipient)) continue;
      await this.notifications.notify(em, recipient, {
        type: 'community',
        titleKey: `corrections.${key}.title`,
        messageKey: `corrections.${key}.message`,
        params: { name: actor.name, title: excerpt(writing.title ?? writing.text, 60) },
        actorId: actor.id,
        onceKey: `${once}:${recipient}`,
        path: writingPagePath(writing.id),
      });
    }
  }
}

export function toCorrectionView(row: CorrectionRow) {
  return {
    id: row.id,
    writingId: row.writing_id,
    sentences: row.sentences,
    comment: row.comment,
    helpful: row.helpful,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
