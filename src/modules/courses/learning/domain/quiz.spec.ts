import { describe, expect, it } from '@jest/globals';
import { orderTiles, sameQuestion, shuffled, validateQuiz, type QuizQuestionInput } from './quiz.js';

const choice: QuizQuestionInput = { type: 'choice', prompt: ' Como se diz  “thank you”? ', promptLanguage: 'pt', choices: ['Olá', 'Obrigado'], correctChoice: 1 };
const order: QuizQuestionInput = { type: 'order', prompt: 'Monte a frase', promptLanguage: 'en', acceptedAnswers: ["I  don't know"], distractors: ['yes'] };

describe('validateQuiz', () => {
  it('keeps a kind’s own fields only, normalised', () => {
    const result = validateQuiz([
      { ...choice, acceptedAnswers: ['x'], strictAccents: true, distractors: ['y'] },
      { ...order, choices: ['a', 'b'], correctChoice: 0, strictAccents: true },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { id: null, type: 'choice', prompt: 'Como se diz “thank you”?', promptLanguage: 'pt', explanation: null, choices: ['Olá', 'Obrigado'], correctChoice: 1, acceptedAnswers: null, strictAccents: false, distractors: null },
        { id: null, type: 'order', prompt: 'Monte a frase', promptLanguage: 'en', explanation: null, choices: null, correctChoice: null, acceptedAnswers: ["I don't know"], strictAccents: true, distractors: ['yes'] },
      ],
    });
  });

  it('names each broken rule by its field', () => {
    const id = '6f1c1a52-8a43-4e8e-9d0c-0a1b2c3d4e5f';
    const result = validateQuiz([
      { ...choice, id, choices: ['Sim', 'sim'], correctChoice: 2 },
      { ...choice, id: id.toUpperCase() },
      { ...order, acceptedAnswers: ['a b c d e f g h i j'], distractors: ['k', 'l', 'm'] },
      { type: 'text', prompt: 'x', promptLanguage: 'pt' },
    ]);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fields).sort()).toEqual(
      ['questions.0.choices', 'questions.0.correctChoice', 'questions.1.id', 'questions.2.distractors', 'questions.3.acceptedAnswers'].sort(),
    );
  });

  it('refuses no question and more than twenty', () => {
    expect(validateQuiz([])).toMatchObject({ ok: false, fields: { questions: [expect.stringContaining('de 1 a 20')] } });
    expect(validateQuiz(Array(21).fill(choice))).toMatchObject({ ok: false });
    expect(validateQuiz(Array(20).fill(choice))).toMatchObject({ ok: true });
  });
});

describe('order tiles', () => {
  it('are the first answer’s words plus the distractors, and a shuffle keeps them all', () => {
    const tiles = orderTiles({ acceptedAnswers: ["I don't  know.", 'I do not know'], distractors: ['yes'] });
    expect(tiles).toEqual(['I', "don't", 'know.', 'yes']);
    expect(shuffled(tiles, () => 0)).toEqual(["don't", 'know.', 'yes', 'I']);
    expect([...shuffled(tiles)].sort()).toEqual([...tiles].sort());
  });
});

describe('sameQuestion', () => {
  it('ignores the explanation and strictness, not the prompt or the answers', () => {
    const valid = validateQuiz([choice, { ...choice, explanation: 'Porque sim.' }, { ...choice, correctChoice: 0 }]);
    if (!valid.ok) throw new Error('invalid');
    const [a, b, c] = valid.value;
    expect(sameQuestion(a, b)).toBe(true);
    expect(sameQuestion(a, c)).toBe(false);
  });
});
