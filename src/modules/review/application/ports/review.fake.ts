import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { isCorrectionContent, type NewCard } from '../../domain/cards.js';
import type { DeckCounts } from '../../domain/deck.js';
import { CARD_STATES, newCardSchedule, type CardSchedule } from '../../domain/scheduling.js';
import type { ReviewSettings } from '../../domain/settings.js';
import { ReviewRepository, type CardForAnswer, type CardRow, type EarlierReview, type ReviewRecord, type Today } from './persistence.js';

export interface StoredCard extends CardRow {
  sourceKey: string;
  removedAt: Date | null;
}

/**
 * The deck in memory, for unit tests of its use cases (ADR 0085). The SQL's rules are kept: one
 * card per member, source and key, ever; one review per member and `clientId`; removed cards are
 * nobody's; the session's candidates in the statement's orders and bounds.
 */
export class InMemoryReviewDeck extends ReviewRepository {
  readonly cards = new Map<string, StoredCard>();
  readonly reviews: ReviewRecord[] = [];
  readonly savedSettings = new Map<string, ReviewSettings>();

  /** A card already in the deck, with any schedule: for arranging a test. */
  put(card: Partial<StoredCard> & Pick<StoredCard, 'memberId' | 'content'>): StoredCard {
    const createdAt = card.createdAt ?? new Date('2026-03-01T12:00:00Z');
    const stored: StoredCard = {
      id: randomUUID(),
      source: 'quiz',
      sourceKey: randomUUID(),
      schedule: newCardSchedule(createdAt),
      lastRating: null,
      createdAt,
      removedAt: null,
      ...card,
    };
    this.cards.set(stored.id, stored);
    return stored;
  }

  async addCards(_em: EntityManager, cards: readonly NewCard[], at: Date): Promise<number> {
    let entered = 0;
    for (const [i, card] of cards.entries()) {
      if ([...this.cards.values()].some((c) => c.memberId === card.memberId && c.source === card.source && c.sourceKey === card.sourceKey)) continue;
      const createdAt = new Date(at.getTime() + i);
      this.put({ ...card, createdAt, schedule: newCardSchedule(createdAt) });
      entered += 1;
    }
    return entered;
  }

  async removeCorrectionCards(_em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    for (const card of this.cards.values()) {
      if (card.removedAt || !isCorrectionContent(card.content)) continue;
      if (ids.includes(card.content.correctionId) || ids.includes(card.content.writingId)) card.removedAt = at;
    }
  }

  async cardForAnswer(_em: EntityManager, memberId: string, cardId: string): Promise<CardForAnswer | null> {
    const card = this.shown(memberId, cardId);
    return card ? { ...structuredClone(card), desiredRetention: this.savedSettings.get(memberId)?.desiredRetention ?? null } : null;
  }

  async reviewByClientId(_em: EntityManager, memberId: string, clientId: string): Promise<EarlierReview | null> {
    const review = this.reviews.find((r) => r.memberId === memberId && r.clientId === clientId);
    return review ? { cardId: review.cardId, response: structuredClone(review.response) } : null;
  }

  async recordReview(_em: EntityManager, card: { id: string; schedule: CardSchedule; lastRating: number }, review: ReviewRecord): Promise<boolean> {
    if (this.reviews.some((r) => r.memberId === review.memberId && r.clientId === review.clientId)) return false;
    const stored = this.cards.get(card.id)!;
    stored.schedule = { ...card.schedule };
    stored.lastRating = card.lastRating;
    this.reviews.push(structuredClone(review));
    return true;
  }

  async removeCard(_em: EntityManager, memberId: string, cardId: string, at: Date): Promise<boolean> {
    const card = this.shown(memberId, cardId);
    if (!card) return false;
    card.removedAt = at;
    return true;
  }

  async deckCounts(memberId: string, today: Today): Promise<{ settings: ReviewSettings | null; counts: DeckCounts }> {
    const cards = this.deckOf(memberId);
    const reviewed = cards.filter((c) => c.schedule.state !== CARD_STATES.new);
    const dues = reviewed.map((c) => c.schedule.due.getTime());
    return {
      settings: this.savedSettings.get(memberId) ?? null,
      counts: {
        dueToday: reviewed.filter((c) => c.schedule.due < today.end).length,
        newCards: cards.length - reviewed.length,
        firstReviewedToday: this.firstReviewedToday(memberId, today),
        learning: reviewed.filter((c) => c.lastRating === 1).length,
        total: cards.length,
        nextDueAt: dues.length > 0 ? new Date(Math.min(...dues)) : null,
      },
    };
  }

  async sessionCandidates(memberId: string, today: Today, limit: number) {
    const cards = this.deckOf(memberId);
    const due = cards
      .filter((c) => c.schedule.state !== CARD_STATES.new && c.schedule.due < today.end)
      .sort((a, b) => a.schedule.due.getTime() - b.schedule.due.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit);
    const fresh = cards
      .filter((c) => c.schedule.state === CARD_STATES.new)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit);
    return { settings: this.savedSettings.get(memberId) ?? null, firstReviewedToday: this.firstReviewedToday(memberId, today), due, fresh };
  }

  async settings(memberId: string): Promise<ReviewSettings | null> {
    return this.savedSettings.get(memberId) ?? null;
  }

  async saveSettings(_em: EntityManager, memberId: string, settings: ReviewSettings): Promise<void> {
    this.savedSettings.set(memberId, { ...settings });
  }

  private shown(memberId: string, cardId: string): StoredCard | null {
    const card = this.cards.get(cardId);
    return card && card.memberId === memberId && !card.removedAt ? card : null;
  }

  private deckOf(memberId: string): StoredCard[] {
    return [...this.cards.values()].filter((c) => c.memberId === memberId && !c.removedAt);
  }

  private firstReviewedToday(memberId: string, today: Today): number {
    return this.reviews.filter((r) => r.memberId === memberId && r.stateBefore === CARD_STATES.new && r.reviewedAt >= today.start && r.reviewedAt < today.end).length;
  }
}
