import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { resources } from '../../../../i18n/resources';
import { fieldSchemas, type Translate } from '../../../../lib/forms/fieldSchemas';
import { emptyQuestion, quizSchema, shuffled, toPreview, toRequest, toValues, type QuestionValues } from './quizForm';
import { quizLimits } from './quizLimits';

function schemaFor(lng: 'pt' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: 'pt', defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  const t = i18n.t.bind(i18n) as Translate;
  return quizSchema(fieldSchemas(t), t, quizLimits);
}

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const choice = (over: Partial<QuestionValues> = {}): QuestionValues => ({
  ...emptyQuestion('choice'),
  prompt: 'Como se diz "obrigado"?',
  choices: [{ text: 'Thanks' }, { text: 'Please' }],
  correctChoice: 0,
  ...over,
});
const order = (over: Partial<QuestionValues> = {}): QuestionValues => ({
  ...emptyQuestion('order'),
  prompt: 'Monte: eu não sei',
  promptLanguage: 'pt',
  acceptedAnswers: [{ text: "I don't know" }, { text: 'I do not know' }],
  distractors: [{ text: 'am' }],
  ...over,
});

describe('the quiz editor’s form', () => {
  it('accepts a quiz of the three kinds and sends only each kind’s fields', () => {
    const text: QuestionValues = { ...emptyQuestion('text'), prompt: 'Traduza: você', acceptedAnswers: [{ text: ' you ' }], strictAccents: true };
    const values = { questions: [choice(), text, order()] };
    expect(schemaFor('pt').safeParse(values).success).toBe(true);
    expect(values.questions.map(toRequest)).toEqual([
      { type: 'choice', prompt: 'Como se diz "obrigado"?', promptLanguage: 'pt', explanation: null, choices: ['Thanks', 'Please'], correctChoice: 0, strictAccents: false },
      { type: 'text', prompt: 'Traduza: você', promptLanguage: 'pt', explanation: null, acceptedAnswers: ['you'], strictAccents: true },
      { type: 'order', prompt: 'Monte: eu não sei', promptLanguage: 'pt', explanation: null, acceptedAnswers: ["I don't know", 'I do not know'], strictAccents: false, distractors: ['am'] },
    ]);
  });

  it('keeps a saved question’s id, so that members’ answers stay with it', () => {
    const saved = { id: 'q-1', type: 'text' as const, prompt: 'Traduza', promptLanguage: 'en' as const, acceptedAnswers: ['hi'], strictAccents: false };
    expect(toRequest(toValues(saved))).toEqual({ ...saved, explanation: null });
  });

  it('says which limit is broken, in pt and in en', () => {
    expect(messages(schemaFor('pt').safeParse({ questions: [] }))).toEqual(['questions: Um quiz tem de 1 a 20 perguntas.']);
    expect(messages(schemaFor('en').safeParse({ questions: Array.from({ length: 21 }, () => choice()) }))).toEqual(['questions: A quiz has 1 to 20 questions.']);
    expect(messages(schemaFor('pt').safeParse({ questions: [choice({ correctChoice: -1, choices: [{ text: 'Thanks' }] })] }))).toEqual([
      'questions.0.choices: Uma pergunta de múltipla escolha tem de 2 a 6 opções.',
      'questions.0.correctChoice: Marque exatamente uma opção como a certa.',
    ]);
    expect(messages(schemaFor('en').safeParse({ questions: [choice({ prompt: 'x'.repeat(301) })] }))).toEqual(['questions.0.prompt: Use at most 300 characters.']);
    expect(messages(schemaFor('en').safeParse({ questions: [order({ distractors: Array.from({ length: 7 }, () => ({ text: 'x' })) })] }))).toEqual([
      'questions.0.distractors: At most 6 distractors.',
    ]);
    expect(messages(schemaFor('pt').safeParse({ questions: [order({ acceptedAnswers: [{ text: 'a b c d e f g h i j k' }], distractors: [{ text: 'x' }, { text: 'y' }] })] }))).toEqual([
      'questions.0.acceptedAnswers: A frase e os distratores somam 13 peças; o máximo é 12.',
    ]);
    expect(messages(schemaFor('en').safeParse({ questions: [order({ acceptedAnswers: [{ text: '  ' }] })] }))).toEqual([
      'questions.0.acceptedAnswers.0.text: Fill in or remove this line.',
    ]);
  });

  it('previews an order question with the words of its first answer and its distractors as tiles', () => {
    const preview = toPreview(order(), (tiles) => tiles);
    expect(preview).toMatchObject({ type: 'order', promptLanguage: 'pt', tiles: ['I', "don't", 'know', 'am'], explanationAvailable: false });
    expect(shuffled([1, 2, 3, 4], () => 0).sort()).toEqual([1, 2, 3, 4]);
  });
});
