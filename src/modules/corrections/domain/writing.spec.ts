import { describe, expect, it } from '@jest/globals';
import { correctedSentences } from './writing.js';

describe('the sentences a correction changed (the review deck cards of a helpful correction, issue 48)', () => {
  const sentences = ['Eu gosto de estudar.', 'Ontem eu vai ao mercado.', 'Comprei maças.'];

  it('lists each corrected sentence once, in the text order, with the original, the correction and the note', () => {
    expect(
      correctedSentences(sentences, [
        { index: 2, verdict: 'corrected', corrected: 'Comprei maçãs.' },
        { index: 0, verdict: 'correct', note: 'Perfeito.' },
        { index: 1, verdict: 'corrected', corrected: 'Ontem eu fui ao mercado.', note: 'Pretérito de "ir": fui.' },
      ]),
    ).toEqual([
      { index: 1, original: 'Ontem eu vai ao mercado.', corrected: 'Ontem eu fui ao mercado.', note: 'Pretérito de "ir": fui.' },
      { index: 2, original: 'Comprei maças.', corrected: 'Comprei maçãs.', note: null },
    ]);
  });

  it('makes nothing of a correction that only judged sentences correct, or of an index the text lacks', () => {
    expect(correctedSentences(sentences, [{ index: 0, verdict: 'correct' }])).toEqual([]);
    expect(correctedSentences(sentences, [{ index: 7, verdict: 'corrected', corrected: 'x' }])).toEqual([]);
  });
});
