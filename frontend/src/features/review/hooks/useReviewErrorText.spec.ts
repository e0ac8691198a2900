import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api/errors';
import { resources } from '../../../i18n/resources';
import { reviewErrorText } from './useReviewErrorText';

function reader(lng: 'pt' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

const failure = (status: number, body: Record<string, unknown>) => new ApiError(status, body);

describe('reviewErrorText', () => {
  it('shows an English reader the code in words, and a Portuguese reader the server’s own text', () => {
    const gone = failure(404, { code: 'REVIEW.CARD_NOT_FOUND', error: 'Cartão não encontrado.' });
    expect(reviewErrorText(reader('en'), gone, 'fallback')).toBe('Card not found.');
    expect(reviewErrorText(reader('pt'), gone, 'fallback')).toBe('Cartão não encontrado.');
    const shape = failure(400, { code: 'REVIEW.ANSWER_INVALID', error: 'Escolha uma das opções da pergunta.', params: { expected: 'choice' } });
    expect(reviewErrorText(reader('en'), shape, 'fallback')).toBe('Choose one of the options or write your answer before checking.');
    expect(reviewErrorText(reader('pt'), shape, 'fallback')).toBe('Escolha uma das opções da pergunta.');
  });

  it('says when to try again past the limit of answers', () => {
    const limited = failure(429, {
      code: 'REVIEW.RATE_LIMITED',
      error: 'Muitas respostas: no máximo 120 por minuto. Tente novamente em 12 segundos.',
      params: { max: 120, seconds: 12 },
      retryAfterSeconds: 12,
    });
    expect(reviewErrorText(reader('en'), limited, 'fallback')).toBe('Too many answers in a short time. Try again in 12 seconds.');
    expect(reviewErrorText(reader('pt'), limited, 'fallback')).toBe('Muitas respostas: no máximo 120 por minuto. Tente novamente em 12 segundos.');
    expect(reviewErrorText(reader('pt'), failure(429, { retryAfterSeconds: 1 }), 'fallback')).toBe('Muitas respostas em pouco tempo. Tente de novo em 1 segundo.');
  });

  it('says the connection is gone, and falls back for an answer without text', () => {
    expect(reviewErrorText(reader('en'), new TypeError('offline'), 'x')).toBe('No connection. Please try again.');
    expect(reviewErrorText(reader('pt'), failure(500, {}), 'Não foi possível verificar sua resposta. Tente de novo.')).toBe(
      'Não foi possível verificar sua resposta. Tente de novo.',
    );
  });
});
