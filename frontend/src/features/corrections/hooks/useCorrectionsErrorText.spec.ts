import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api/errors';
import { resources } from '../../../i18n/resources';
import { correctionsErrorText } from './useCorrectionsErrorText';

function reader(lng: 'pt' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

const failure = (status: number, body: Record<string, unknown>) => new ApiError(status, body);

describe('correctionsErrorText', () => {
  const notFluent = failure(403, {
    code: 'CORRECTIONS.NOT_FLUENT',
    error: 'Só quem declarou inglês como Nativo ou Fluente pode corrigir este texto.',
    params: { language: 'en' },
  });

  it('shows an English reader the code in words, and a Portuguese reader the server’s own text', () => {
    expect(correctionsErrorText(reader('en'), notFluent, 'fallback')).toBe('Only members who declared this language Native or Fluent can correct this text.');
    expect(correctionsErrorText(reader('pt'), notFluent, 'fallback')).toBe('Só quem declarou inglês como Nativo ou Fluente pode corrigir este texto.');
  });

  it('picks the variant of the reason and fills in the params', () => {
    const edit = failure(403, { code: 'CORRECTIONS.NOT_THE_AUTHOR', params: { reason: 'edit' } });
    expect(correctionsErrorText(reader('en'), edit, 'fallback')).toBe('Only the author can edit this text.');
    const limit = failure(429, { code: 'CORRECTIONS.WRITINGS_PER_DAY', params: { max: 5, seconds: 3600 }, retryAfterSeconds: 3600 });
    expect(correctionsErrorText(reader('en'), limit, 'fallback')).toBe('You have already sent 5 texts today. Try again tomorrow.');
    // A Portuguese reader without the server's text still reads the code in words.
    expect(correctionsErrorText(reader('pt'), failure(409, { code: 'CORRECTIONS.WRITING_LOCKED' }), 'fallback')).toBe(
      'Este texto já recebeu uma correção e não pode mais ser editado.',
    );
  });

  it('says when to try again for a limit of its own, and falls back for an answer without text', () => {
    expect(correctionsErrorText(reader('en'), failure(429, { retryAfterSeconds: 12 }), 'fallback')).toBe('Too many actions in a row. Try again in 12 seconds.');
    expect(correctionsErrorText(reader('en'), failure(500, {}), 'Could not send the text.')).toBe('Could not send the text.');
    expect(correctionsErrorText(reader('en'), new TypeError('offline'), 'x')).toBe('No connection. Please try again.');
  });
});
