import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { validOrThrow } from '../../../shared/errors/index.js';
import { RateLimiter } from '../../../shared/rate-limit/index.js';
import type { Viewer } from '../../../shared/moderation/index.js';
import { Clock } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { GamificationApi } from '../../gamification/index.js';
import { MAX_SENTENCES, splitSentences } from '../domain/sentences.js';
import { WRITINGS_PER_DAY } from '../domain/limits.js';
import { validateWriting, type ValidWriting } from '../domain/writing.js';
import { CorrectionsRepository, type WritingForAction } from '../adapters/persistence/corrections.repository.js';
import {
  NativeLanguageError,
  NoSentenceError,
  NotTheAuthorError,
  PromptNotOfferedError,
  WritingLockedError,
  WritingNotFoundError,
  WritingsPerDayError,
  tooManySentences,
} from './corrections.errors.js';
import { MemberCards, toWritingView } from './corrections.views.js';
import { PromptsService } from './prompts.service.js';
import { saoPauloDayWindow, secondsUntil } from './limits.js';

type Member = Viewer & { memberId: string };
export interface WritingCommand {
  language: string;
  title?: string | null;
  text: string;
  promptId?: string | null;
}

/** A member's texts: written, edited until the first correction, deleted (ADR 0133). */
@Injectable()
export class WritingService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly gamification: GamificationApi,
    private readonly events: EventPublisher,
    private readonly limits: RateLimiter,
    private readonly repository: CorrectionsRepository,
    private readonly prompts: PromptsService,
    private readonly cards: MemberCards,
  ) {}

  /**
   * A new text in a language its author has not declared Nativo, split into sentences; at most
   * five a São Paulo day (counted in the write's transaction); its XP awarded in the same one.
   */
  async postWriting(authorId: string, input: WritingCommand) {
    const { writing, sentences } = checked(input);
    const id = randomUUID();
    const row = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, authorId);
      await this.assertMayWrite(em, authorId, writing, input.promptId ?? null, null);
      const now = this.clock.now();
      const day = saoPauloDayWindow(now);
      if ((await this.limits.takeWithin(em, `writings-day:${authorId}`, WRITINGS_PER_DAY, day.start, day.end)) === null) {
        throw new WritingsPerDayError(secondsUntil(day.end, now));
      }
      await this.repository.insertWriting(em, { id, authorId, ...writing, sentences, promptId: input.promptId ?? null, at: now });
      await this.gamification.awardWritingPosted(em, { memberId: authorId, writingId: id, at: now });
      this.events.publish(em, 'corrections.writing_posted', { writingId: id, authorId, language: writing.language });
      return (await this.repository.writingForAction(em, id, { memberId: authorId }, 'share'))!;
    });
    return this.view(row);
  }

  /**
   * The author's new version, only while no correction arrived: the text's row is locked for the
   * check and the write, and a correction locks it too, so neither can slip past the other.
   */
  async editWriting(member: Member, writingId: string, input: WritingCommand) {
    const { writing, sentences } = checked(input);
    const row = await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, member.memberId);
      const current = await this.repository.writingForAction(em, writingId, member, 'update');
      if (!current) throw new WritingNotFoundError();
      if (current.author_id !== member.memberId) throw new NotTheAuthorError({ reason: 'edit' });
      if (current.corrections_count > 0) throw new WritingLockedError();
      await this.assertMayWrite(em, member.memberId, writing, input.promptId ?? null, current.language === writing.language ? current.prompt_id : null);
      return this.repository.updateWriting(em, writingId, { ...writing, sentences, promptId: input.promptId ?? null, at: this.clock.now() });
    });
    return this.view(row);
  }

  /** The author deletes their text; an administrator deletes anyone's, audited (ADR 0029). */
  async deleteWriting(member: Member, email: string, writingId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, member.memberId);
      const current = await this.repository.writingForAction(em, writingId, member, 'update');
      if (!current) throw new WritingNotFoundError();
      const own = current.author_id === member.memberId;
      if (!own && member.isAdmin !== true) throw new NotTheAuthorError({ reason: 'delete' });
      await this.repository.deleteWriting(em, writingId);
      if (!own) {
        this.events.publish(em, 'corrections.admin_action_recorded', {
          adminEmail: email,
          action: 'writing_deleted',
          targetType: 'writing',
          targetId: writingId,
          memberId: current.author_id,
          reason: null,
          targetLabel: current.title ?? current.text.slice(0, 80),
        });
      }
    });
  }

  /** Not in a language the author declared Nativo; a prompt only if it is one of today's in the language (or the one it had). */
  private async assertMayWrite(em: EntityManager, authorId: string, writing: ValidWriting, promptId: string | null, keptPromptId: string | null): Promise<void> {
    const declared = (await this.identity.declaredLanguages([authorId], em)).get(authorId);
    if (declared?.get(writing.language) === 'Nativo') throw new NativeLanguageError({ language: writing.language });
    if (promptId !== null && promptId !== keptPromptId && !(await this.prompts.isOfferedToday(em, promptId, writing.language))) {
      throw new PromptNotOfferedError();
    }
  }

  private async view(row: WritingForAction) {
    const card = await this.cards.lookUp([row.author_id]);
    return toWritingView(row, card(row.author_id));
  }
}

/** The text's fields and its split, or the 400 of what is wrong with them. */
function checked(input: WritingCommand): { writing: ValidWriting; sentences: string[] } {
  const writing = validOrThrow(validateWriting(input));
  const sentences = splitSentences(writing.text);
  if (sentences.length === 0) throw new NoSentenceError();
  if (sentences.length > MAX_SENTENCES) throw tooManySentences(sentences.length);
  return { writing, sentences };
}
