import { describe, expect, it } from '@jest/globals';
import { correctionBody, startingDrafts, type SentenceDraft } from './correctionDraft';

const sentences = [
  { index: 0, text: 'I has a dog.' },
  { index: 1, text: 'He like to run.' },
  { index: 2, text: 'It is happy!' },
];
const unjudged = (text: string): SentenceDraft => ({ verdict: null, corrected: text, note: '' });
const drafts = () => sentences.map((s) => unjudged(s.text));

describe('correctionBody', () => {
  it('refuses a correction that judges no sentence, as the server would', () => {
    expect(correctionBody(sentences, drafts(), 'Nice text!')).toEqual({ problem: 'nothingJudged' });
  });

  it('sends only the judged sentences, trimmed, with notes and comment only when written', () => {
    const d = drafts();
    d[0] = { verdict: 'corrected', corrected: '  I have a dog. ', note: ' "I" takes "have". ' };
    d[2] = { verdict: 'correct', corrected: 'It is happy!', note: '   ' };
    expect(correctionBody(sentences, d, '  ')).toEqual({
      body: {
        sentences: [
          { index: 0, verdict: 'corrected', corrected: 'I have a dog.', note: '"I" takes "have".' },
          { index: 2, verdict: 'correct' },
        ],
      },
    });
    expect(correctionBody(sentences, d, ' Good work ')).toMatchObject({ body: { comment: 'Good work' } });
  });

  it('names the sentence whose corrected version is blank or unchanged', () => {
    const blank = drafts();
    blank[1] = { verdict: 'corrected', corrected: '   ', note: '' };
    expect(correctionBody(sentences, blank, '')).toEqual({ problem: 'correctedBlank', number: 2 });
    const same = drafts();
    same[2] = { verdict: 'corrected', corrected: ' It is happy! ', note: '' };
    expect(correctionBody(sentences, same, '')).toEqual({ problem: 'correctedUnchanged', number: 3 });
  });
});

describe('startingDrafts', () => {
  it('starts unjudged with each box holding its sentence, or from the reader’s own correction', () => {
    const writing = {
      sentences: [
        { index: 0, text: 'I has a dog.', corrections: [{ correctionId: 'other', verdict: 'correct' as const }, { correctionId: 'mine', verdict: 'corrected' as const, corrected: 'I have a dog.', note: 'Verb.' }] },
        { index: 1, text: 'He like to run.', corrections: [{ correctionId: 'other', verdict: 'correct' as const }] },
      ],
    };
    expect(startingDrafts(writing, undefined)).toEqual([unjudged('I has a dog.'), unjudged('He like to run.')]);
    expect(startingDrafts(writing, { id: 'mine' })).toEqual([
      { verdict: 'corrected', corrected: 'I have a dog.', note: 'Verb.' },
      unjudged('He like to run.'),
    ]);
  });
});
