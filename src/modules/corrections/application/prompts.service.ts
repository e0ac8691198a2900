import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { Clock, daysBetween, saoPauloDay } from '../../../shared/time/index.js';
import { MAX_PROMPTS_PER_LANGUAGE, PROMPT_MAX_LENGTH, PROMPT_MESSAGES, promptsOfTheDay } from '../domain/prompts.js';
import { WRITING_LANGUAGES } from '../domain/writing.js';
import { CorrectionsRepository } from '../adapters/persistence/corrections.repository.js';
import { CorrectionsQueries } from '../adapters/persistence/corrections.queries.js';

type PromptRow = { id: string; language: string; text: string; position: number };

/** Writing prompts: today's for members, the list for administrators (ADR 0133). */
@Injectable()
export class PromptsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly events: EventPublisher,
    private readonly repository: CorrectionsRepository,
    private readonly queries: CorrectionsQueries,
  ) {}

  async today() {
    const day = saoPauloDay(this.clock.now());
    return { day, prompts: todays(await this.queries.activePrompts(), day).map(({ id, language, text }) => ({ id, language, text })) };
  }

  /** Whether `promptId` is one of today's prompts in `language`, read in the caller's transaction. */
  async isOfferedToday(em: EntityManager, promptId: string, language: string): Promise<boolean> {
    const offered = todays(await this.repository.activePrompts(em), saoPauloDay(this.clock.now()));
    return offered.some((p) => p.id === promptId && p.language === language);
  }

  async adminList() {
    return { prompts: await this.queries.activePrompts() };
  }

  /**
   * Replaces the active prompts with the administrator's list, in its order per language; audited
   * (ADR 0029). Each language keeps at least one prompt and at most 50, none repeated.
   */
  async replace(adminEmail: string, input: { id?: string; language: string; text: string }[]) {
    const fields: Record<string, string[]> = {};
    const add = (field: string, message: string) => (fields[field] ??= []).push(message);
    const seen = new Set<string>();
    const positions = new Map<string, number>();
    const prompts = input.map((p, i) => {
      const text = p.text.trim();
      if (text.length === 0) add(`prompts.${i}.text`, PROMPT_MESSAGES.required);
      else if (text.length > PROMPT_MAX_LENGTH) add(`prompts.${i}.text`, PROMPT_MESSAGES.tooLong);
      const key = `${p.language}:${text.toLocaleLowerCase('pt-BR')}`;
      if (seen.has(key) || (p.id && seen.has(p.id))) add(`prompts.${i}`, PROMPT_MESSAGES.repeated);
      seen.add(key);
      if (p.id) seen.add(p.id);
      const position = positions.get(p.language) ?? 0;
      positions.set(p.language, position + 1);
      return { id: p.id ?? randomUUID(), isNew: !p.id, language: p.language, text, position };
    });
    for (const language of WRITING_LANGUAGES) {
      const count = positions.get(language) ?? 0;
      if (count === 0) add('prompts', `Mantenha pelo menos uma proposta em ${language === 'pt' ? 'português' : 'inglês'}.`);
      if (count > MAX_PROMPTS_PER_LANGUAGE) add('prompts', PROMPT_MESSAGES.tooMany);
    }
    if (Object.keys(fields).length > 0) throw ValidationFailedError.fromFields(fields);
    await this.em.fork().transactional(async (em) => {
      const kept = prompts.filter((p) => !p.isNew).map((p) => p.id);
      const known = await this.repository.knownPromptIds(em, kept);
      const unknown = kept.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw ValidationFailedError.fromFields({ [`prompts.${prompts.findIndex((p) => p.id === kept[unknown])}.id`]: ['Proposta não encontrada.'] });
      await this.repository.replacePrompts(em, prompts, this.clock.now());
      this.events.publish(em, 'corrections.admin_action_recorded', {
        adminEmail,
        action: 'writing_prompts_replaced',
        targetType: 'writing_prompts',
        targetId: 'writing_prompts',
        memberId: null,
        reason: null,
        targetLabel: prompts.map((p) => `${p.language}: ${p.text}`).join(' | ').slice(0, 500),
      });
    });
    return this.adminList();
  }
}

/** Today's prompts of each language, from the active ones in their order. */
function todays(active: readonly PromptRow[], day: string): PromptRow[] {
  const dayNumber = daysBetween('1970-01-01', day);
  return WRITING_LANGUAGES.flatMap((language) => promptsOfTheDay(active.filter((p) => p.language === language), dayNumber));
}
