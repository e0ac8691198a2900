/**
 * What enters a member's deck (issue 48, ADR 0139), as plain rules. A card keeps a snapshot of
 * what the judge and the page need, taken when it enters: the lesson's question as it was when
 * the member missed it, the corrected sentence as the corrector wrote it. An edit or removal
 * upstream does not change a card already in the deck (but a correction removed by moderation
 * takes its cards out).
 */
import type { QuizCardQuestion } from '../../../shared/events/courses.events.js';
import type { CorrectionsEvents } from '../../../shared/events/corrections.events.js';

export const CARD_SOURCES = ['quiz', 'correction'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

export const CARD_TYPES = ['choice', 'text', 'order'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_LANGUAGES = ['pt', 'en'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

/** A quiz card's snapshot: the question as the lesson quiz's judge needs it, as `courses.quiz_answered_wrongly` carries it. */
export type QuizCardContent = QuizCardQuestion;

/** A correction card's snapshot: the member's sentence, the corrector's version and note, and where they came from. */
export interface CorrectionCardContent {
  original: string;
  corrected: string;
  note: string | null;
  language: CardLanguage;
  writingId: string;
  correctionId: string;
}

export type CardContent = QuizCardContent | CorrectionCardContent;

/** A card about to enter a member's deck: once per member, source and key, ever. */
export interface NewCard {
  memberId: string;
  source: CardSource;
  /** quiz: the question's id; correction: `<correctionId>:<sentence index>`. */
  sourceKey: string;
  content: CardContent;
}

/** A wrong attempt at a lesson quiz's question: the member's card of that question. */
export function quizMissCard(miss: { questionId: string; memberId: string; question: QuizCardContent }): NewCard {
  return { memberId: miss.memberId, source: 'quiz', sourceKey: miss.questionId, content: miss.question };
}

/** A sentence a correction changed, as `corrections.correction_marked` names it. */
export type CorrectedSentence = NonNullable<CorrectionsEvents['corrections.correction_marked']['corrected']>[number];

/**
 * A helpful mark: one card per corrected sentence, in the deck of the text's author (who wrote
 * the original). Taking the mark back leaves the cards: the member met the correction already.
 */
export function helpfulMarkCards(mark: {
  correctionId: string;
  writingId: string;
  authorId: string;
  helpful: boolean;
  /** Absent in marks announced before the deck existed: those make no card. */
  language?: string;
  corrected?: readonly CorrectedSentence[];
}): NewCard[] {
  if (!mark.helpful || !mark.language || !(CARD_LANGUAGES as readonly string[]).includes(mark.language)) return [];
  return (mark.corrected ?? [])
    .filter((sentence) => sentence.corrected.trim() !== '' && sentence.corrected !== sentence.original)
    .map((sentence) => ({
      memberId: mark.authorId,
      source: 'correction' as const,
      sourceKey: `${mark.correctionId}:${sentence.index}`,
      content: {
        original: sentence.original,
        corrected: sentence.corrected,
        note: sentence.note,
        language: mark.language as CardLanguage,
        writingId: mark.writingId,
        correctionId: mark.correctionId,
      },
    }));
}

export function isCorrectionContent(content: CardContent): content is CorrectionCardContent {
  return 'corrected' in content && 'correctionId' in content;
}
