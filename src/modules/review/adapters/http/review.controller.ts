import { Body, Param, Query } from '@nestjs/common';
import { CurrentMember, ForMembers, type AuthenticatedMember } from '../../../identity/index.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { REVIEW_LIMITS } from '../../domain/limits.js';
import { DeckService } from '../../application/deck.service.js';
import { ReviewingService } from '../../application/reviewing.service.js';
import {
  ReviewAnswerBodyDto,
  ReviewSessionDto,
  ReviewSessionQueryDto,
  ReviewSettingsDto,
  ReviewSettingsInputDto,
  ReviewSummaryDto,
  ReviewVerdictDto,
} from './review.dto.js';

const NOT_THE_MEMBERS = 'Cartão não encontrado (REVIEW.CARD_NOT_FOUND): another member’s card, one taken out of the deck, an unknown id or one that is not a UUID';

/** A member's review deck (issue 48, ADR 0139). Members only: 401 for guests. */
@ForMembers('review', 'review')
export class ReviewController {
  constructor(
    private readonly deck: DeckService,
    private readonly reviewing: ReviewingService,
  ) {}

  @Endpoint({
    method: 'GET', path: 'summary', operationId: 'getReviewSummary', auth: 'member', ok: ReviewSummaryDto,
    summary: 'The member’s deck today (São Paulo day): cards due, new cards open, cards last answered wrong, all cards, the next due, and the settings',
  })
  summary(@CurrentMember() member: AuthenticatedMember): Promise<ReviewSummaryDto> {
    return this.deck.summary(member.id);
  }

  @Endpoint({
    method: 'GET', path: 'session', operationId: 'getReviewSession', auth: 'member', ok: ReviewSessionDto,
    summary: `A session: the cards due today by due, then new cards within today’s quota, at most \`limit\` (1–${REVIEW_LIMITS.sessionMax}, default ${REVIEW_LIMITS.sessionDefault}); without their answers`,
    errors: { 400: `A limit that is not a whole number from 1 to ${REVIEW_LIMITS.sessionMax}` },
  })
  session(@CurrentMember() member: AuthenticatedMember, @Query() query: ReviewSessionQueryDto): Promise<ReviewSessionDto> {
    return this.deck.session(member.id, query.limit ?? REVIEW_LIMITS.sessionDefault);
  }

  @Endpoint({
    method: 'POST', path: 'cards/:id/answers', operationId: 'answerReviewCard', auth: 'member', status: 200, ok: ReviewVerdictDto,
    summary: 'Judge an answer to a card, schedule the card (FSRS-6) and log the review; a right answer earns review_correct XP (1, 20 a day). The same clientId again gets the same answer and changes nothing',
    errors: {
      400: 'An answer of the wrong shape for the card (REVIEW.ANSWER_INVALID), a clientId that is not a UUID, or a malformed body',
      403: 'The member is banned',
      404: NOT_THE_MEMBERS,
      409: 'The clientId already answered another card (REVIEW.CLIENT_ID_REUSED)',
      429: 'More than 120 answers a minute (REVIEW.RATE_LIMITED, with Retry-After)',
    },
  })
  answer(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string, @Body() body: ReviewAnswerBodyDto): Promise<ReviewVerdictDto> {
    return this.reviewing.answer(member.id, id, body);
  }

  @Endpoint({
    method: 'DELETE', path: 'cards/:id', operationId: 'removeReviewCard', auth: 'member', status: 204,
    summary: '“Não revisar mais”: the card leaves the deck for good; the same miss or correction never brings it back',
    errors: { 403: 'The member is banned', 404: NOT_THE_MEMBERS },
  })
  async remove(@CurrentMember() member: AuthenticatedMember, @Param('id') id: string): Promise<void> {
    await this.deck.removeCard(member.id, id);
  }

  @Endpoint({
    method: 'GET', path: 'settings', operationId: 'getReviewSettings', auth: 'member', ok: ReviewSettingsDto,
    summary: 'The member’s deck settings (the defaults until they save theirs)',
  })
  settings(@CurrentMember() member: AuthenticatedMember): Promise<ReviewSettingsDto> {
    return this.deck.settings(member.id);
  }

  @Endpoint({
    method: 'PUT', path: 'settings', operationId: 'updateReviewSettings', auth: 'member', status: 200, ok: ReviewSettingsDto,
    summary: 'Save the member’s deck settings: new cards a day and the retention aimed for',
    errors: {
      400: `newPerDay not a whole number from ${REVIEW_LIMITS.newPerDayMin} to ${REVIEW_LIMITS.newPerDayMax}, or desiredRetention not one from ${REVIEW_LIMITS.desiredRetentionMin} to ${REVIEW_LIMITS.desiredRetentionMax} (VALIDATION_FAILED)`,
      403: 'The member is banned',
    },
  })
  saveSettings(@CurrentMember() member: AuthenticatedMember, @Body() body: ReviewSettingsInputDto): Promise<ReviewSettingsDto> {
    return this.deck.saveSettings(member.id, body);
  }
}
