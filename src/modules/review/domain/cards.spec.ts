import { describe, expect, it } from '@jest/globals';
import { helpfulMarkCards, quizMissCard, type QuizCardContent } from './cards.js';

const question: QuizCardContent = {
  type: 'text',
  prompt: 'Translate: “Eu não sei.”',
  promptLanguage: 'en',
  explanation: null,
  choices: null,
  correctChoice: null,
  acceptedAnswers: ["I don't know"],
  strictAccents: false,
  distractors: null,
};

const mark = {
  correctionId: 'c0rrec71-0000-4000-8000-000000000001',
  writingId: 'wr171n60-0000-4000-8000-000000000001',
  correctorId: 'corrector',
  authorId: 'author',
  helpful: true,
  language: 'en',
  corrected: [
    { index: 0, original: 'I goed home.', corrected: 'I went home.', note: 'go → went' },
    { index: 2, original: 'She go to school.', corrected: 'She goes to school.', note: null },
  ],
};

describe('what enters the deck', () => {
  it('makes a quiz miss one card of the question, keyed by its id, with the question as it was', () => {
    expect(quizMissCard({ questionId: 'q-1', memberId: 'm-1', question })).toEqual({ memberId: 'm-1', source: 'quiz', sourceKey: 'q-1', content: question });
  });

  it('makes a helpful mark one card per corrected sentence, in the author’s deck', () => {
    const cards = helpfulMarkCards(mark);
    expect(cards).toEqual([
      {
        memberId: 'author',
        source: 'correction',
        sourceKey: `${mark.correctionId}:0`,
        content: { original: 'I goed home.', corrected: 'I went home.', note: 'go → went', language: 'en', writingId: mark.writingId, correctionId: mark.correctionId },
      },
      {
        memberId: 'author',
        source: 'correction',
        sourceKey: `${mark.correctionId}:2`,
        content: { original: 'She go to school.', corrected: 'She goes to school.', note: null, language: 'en', writingId: mark.writingId, correctionId: mark.correctionId },
      },
    ]);
  });

  it('makes no card of a mark taken back, of a correction that changed nothing, or in another language', () => {
    expect(helpfulMarkCards({ ...mark, helpful: false })).toEqual([]);
    expect(helpfulMarkCards({ ...mark, corrected: [] })).toEqual([]);
    expect(helpfulMarkCards({ ...mark, language: 'fr' })).toEqual([]);
    expect(helpfulMarkCards({ ...mark, corrected: [{ index: 1, original: 'Same.', corrected: 'Same.', note: null }] })).toEqual([]);
  });
});
