import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { validOrThrow } from '../../../shared/errors/index.js';
import { isUuid } from '../../../shared/ids.js';
import { addDays, Clock, saoPauloDay, startOfSaoPauloDay } from '../../../shared/time/index.js';
import { IdentityApi } from '../../identity/index.js';
import { newQuota, pickSession, summaryOf } from '../domain/deck.js';
import { DEFAULT_REVIEW_SETTINGS, validateSettings, type ReviewSettings } from '../domain/settings.js';
import { sessionCardView, type SessionCardView } from './card-judge.js';
import { ReviewRepository, type Today } from './ports/persistence.js';
import { CardNotFoundError } from './review.errors.js';

export interface DeckSummaryView extends ReviewSettings {
  due: number;
  new: number;
  learning: number;
  total: number;
  nextDueAt: string | null;
}

/** The São Paulo day `now` falls in (ADR 0007): "today" for the deck. */
export function todayOf(now: Date): Today {
  const day = saoPauloDay(now);
  return { start: startOfSaoPauloDay(day), end: startOfSaoPauloDay(addDays(day, 1)) };
}

/** A member's deck: today's figures, a session, taking a card out, the settings (issue 48, ADR 0139). */
@Injectable()
export class DeckService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly deck: ReviewRepository,
  ) {}

  async summary(memberId: string): Promise<DeckSummaryView> {
    const { settings, counts } = await this.deck.deckCounts(memberId, todayOf(this.clock.now()));
    const own = settings ?? DEFAULT_REVIEW_SETTINGS;
    const summary = summaryOf(counts, own.newPerDay);
    return { ...summary, nextDueAt: summary.nextDueAt?.toISOString() ?? null, newPerDay: own.newPerDay, desiredRetention: own.desiredRetention };
  }

  /** Up to `limit` cards: those due today first, then new ones within today's quota; never the answers. */
  async session(memberId: string, limit: number): Promise<{ cards: SessionCardView[] }> {
    const candidates = await this.deck.sessionCandidates(memberId, todayOf(this.clock.now()), limit);
    const quota = newQuota((candidates.settings ?? DEFAULT_REVIEW_SETTINGS).newPerDay, candidates.firstReviewedToday);
    return { cards: pickSession(candidates.due, candidates.fresh, quota, limit).map(sessionCardView) };
  }

  /** "Não revisar mais": the card leaves the deck for good (the row stays, so the same miss never brings it back). */
  async removeCard(memberId: string, cardId: string): Promise<void> {
    if (!isUuid(cardId)) throw new CardNotFoundError();
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      if (!(await this.deck.removeCard(em, memberId, cardId, this.clock.now()))) throw new CardNotFoundError();
    });
  }

  async settings(memberId: string): Promise<ReviewSettings> {
    return (await this.deck.settings(memberId)) ?? { ...DEFAULT_REVIEW_SETTINGS };
  }

  async saveSettings(memberId: string, input: { newPerDay?: unknown; desiredRetention?: unknown }): Promise<ReviewSettings> {
    const settings = validOrThrow(validateSettings(input));
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await this.deck.saveSettings(em, memberId, settings, this.clock.now());
    });
    return settings;
  }
}
