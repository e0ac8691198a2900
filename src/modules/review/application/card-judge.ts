import { judgeAnswer, judgeText, orderTiles, shuffled, type QuizAnswer, type QuizVerdict } from '../../courses/index.js';
import { isCorrectionContent, type CardContent, type CardLanguage, type CardSource, type CardType } from '../domain/cards.js';

/**
 * A card judged and shown with the lesson quizzes' judge (ADR 0092, ADR 0139), which courses
 * exports: a quiz card as its lesson judged it, a correction card as a typed answer whose one
 * accepted answer is the corrector's sentence, accents not required (a note when missed).
 */

/** The verdict and what the member reads under it; or the answer's shape was not the card's. */
export type CardJudgement = { valid: true; verdict: QuizVerdict; explanation: string | null } | { valid: false; expected: 'choice' | 'text' };

export function judgeCard(content: CardContent, answer: QuizAnswer): CardJudgement {
  if (isCorrectionContent(content)) {
    if (answer.choice !== undefined || typeof answer.text !== 'string' || answer.text.trim() === '') return { valid: false, expected: 'text' };
    // The corrector's note explains the correction, as a question's explanation does.
    return { valid: true, verdict: judgeText(answer.text, [content.corrected], false), explanation: content.note };
  }
  const judged = judgeAnswer({ id: '', ...content }, answer);
  return judged.valid ? { valid: true, verdict: judged.verdict, explanation: content.explanation } : judged;
}

/** A card as a session shows it: never its answers; an order card's tiles shuffled anew each time. */
export interface SessionCardView {
  id: string;
  source: CardSource;
  type: CardType;
  prompt: string;
  promptLanguage: CardLanguage;
  choices?: string[];
  tiles?: string[];
  original?: string;
}

export function sessionCardView(card: { id: string; source: CardSource; content: CardContent }): SessionCardView {
  const { content } = card;
  if (isCorrectionContent(content)) {
    return { id: card.id, source: card.source, type: 'text', prompt: content.original, promptLanguage: content.language, original: content.original };
  }
  const view: SessionCardView = { id: card.id, source: card.source, type: content.type, prompt: content.prompt, promptLanguage: content.promptLanguage };
  if (content.type === 'choice') view.choices = content.choices ?? [];
  if (content.type === 'order') view.tiles = shuffled(orderTiles(content));
  return view;
}
