import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnIntegrationEvent, type IntegrationEvent } from '../../../shared/events/index.js';
import { helpfulMarkCards, quizMissCard } from '../domain/cards.js';
import { ReviewRepository } from './ports/persistence.js';

/**
 * How cards enter and leave the deck (issue 48, ADR 0139): from the facts courses and corrections
 * publish, each in the handler's own transaction; a card that entered once never enters again.
 */
@Injectable()
export class DeckEntryHandlers {
  constructor(private readonly deck: ReviewRepository) {}

  /** Every wrong attempt is announced; the first one makes the member's card of the question. */
  @OnIntegrationEvent('courses.quiz_answered_wrongly')
  async onQuizMiss(event: IntegrationEvent<'courses.quiz_answered_wrongly'>, em: EntityManager): Promise<void> {
    await this.deck.addCards(em, [quizMissCard(event.payload)], new Date(event.occurredAt));
  }

  /** A helpful mark: a card per corrected sentence for the text's author. */
  @OnIntegrationEvent('corrections.correction_marked')
  async onCorrectionMarked(event: IntegrationEvent<'corrections.correction_marked'>, em: EntityManager): Promise<void> {
    const cards = helpfulMarkCards(event.payload);
    if (cards.length > 0) await this.deck.addCards(em, cards, new Date(event.occurredAt));
  }

  /** Texts and corrections deleted (by their author or by moderation) take their cards out. */
  @OnIntegrationEvent('corrections.items_deleted')
  async onCorrectionsDeleted(event: IntegrationEvent<'corrections.items_deleted'>, em: EntityManager): Promise<void> {
    await this.deck.removeCorrectionCards(em, event.payload.ids, new Date(event.occurredAt));
  }
}
