import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { resources } from '../../i18n/resources';
import { ApiError } from './errors';
import { failureText, serverErrorText } from './useServerMessage';

function reader(lng: 'pt' | 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng, fallbackLng: 'pt', initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

const rateLimited = new ApiError(429, {
  statusCode: 429,
  error: 'Você pode comentar a cada 5 segundos. Tente novamente em 3 segundos.',
  message: 'Você pode comentar a cada 5 segundos. Tente novamente em 3 segundos.',
  code: 'COMMUNITY.COMMENT_RATE_LIMITED',
  params: { interval: 5, seconds: 3, minutes: 1 },
  retryAfterSeconds: 3,
});

describe('the text of a server error', () => {
  it("shows a Portuguese reader the server's text as sent", () => {
    expect(serverErrorText(reader('pt'), rateLimited, 'fallback')).toBe(
      'Você pode comentar a cada 5 segundos. Tente novamente em 3 segundos.',
    );
  });

  it('shows an English reader the translation of the code with its params', () => {
    expect(serverErrorText(reader('en'), rateLimited, 'fallback')).toBe(
      'You can comment every 5 seconds. Try again in 3 seconds.',
    );
  });

  it('translates a refused name by its reason, and leaves other validation failures as the server wrote them', () => {
    const refused = (reason: string, error: string) =>
      new ApiError(400, { statusCode: 400, error, code: 'VALIDATION_FAILED', fields: { name: [error] }, params: { reason } });
    const imitation = refused('name_administrator', 'Este nome se parece com o de um administrador do Poliglota. Escolha outro.');
    expect(serverErrorText(reader('en'), imitation, 'f')).toBe('This name looks like a Poliglota administrator’s. Choose another.');
    expect(serverErrorText(reader('pt'), imitation, 'f')).toBe('Este nome se parece com o de um administrador do Poliglota. Escolha outro.');
    expect(serverErrorText(reader('en'), refused('name_reserved', 'Este nome é reservado à equipe do Poliglota.'), 'f')).toBe(
      'This name is reserved for the Poliglota team.',
    );
    expect(serverErrorText(reader('en'), refused('name_mixed_scripts', 'x'), 'f')).toBe('Use a single alphabet in each word of the name.');
    const other = new ApiError(400, { statusCode: 400, error: 'A biografia deve ter no máximo 500 caracteres.', code: 'VALIDATION_FAILED' });
    expect(serverErrorText(reader('en'), other, 'f')).toBe('A biografia deve ter no máximo 500 caracteres.');
  });

  it('counts the wait in the reader\'s plural: one second, one minute', () => {
    const wait = (code: string, seconds: number, minutes: number) =>
      new ApiError(429, { error: 'x', code, params: { interval: 5, max: 10, seconds, minutes } });
    expect(serverErrorText(reader('en'), wait('COMMUNITY.COMMENT_RATE_LIMITED', 1, 1), 'f')).toBe(
      'You can comment every 5 seconds. Try again in 1 second.',
    );
    expect(serverErrorText(reader('en'), wait('IDENTITY.ADMIN_LOGIN_LOCKED', 60, 1), 'f')).toBe(
      'Too many sign-in attempts. Try again in 1 minute.',
    );
    expect(serverErrorText(reader('en'), wait('IDENTITY.ADMIN_LOGIN_LOCKED', 900, 15), 'f')).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
    expect(serverErrorText(reader('en'), wait('GAMIFICATION.XP_ADD_RATE_LIMITED', 2, 1), 'f')).toBe(
      'Too many requests: at most 10 per minute. Try again in 2 seconds.',
    );
  });

  it("picks the variant a `reason` param names, else the code's general text", () => {
    const body = { error: 'Só é possível comentar em posts publicados.', code: 'COMMUNITY.POST_NOT_APPROVED' };
    expect(serverErrorText(reader('en'), new ApiError(409, { ...body, params: { reason: 'comment' } }), 'x')).toBe(
      'You can only comment on published posts.',
    );
    expect(serverErrorText(reader('en'), new ApiError(409, body), 'x')).toBe('This post is still awaiting approval.');
  });

  it("falls back to the server's text for an unknown code, and to the caller's text without one", () => {
    const unknown = new ApiError(400, { error: 'Nome é obrigatório', code: 'VALIDATION_FAILED' });
    expect(serverErrorText(reader('en'), unknown, 'fallback')).toBe('Nome é obrigatório');
    expect(serverErrorText(reader('en'), new ApiError(502), 'Something went wrong')).toBe('Something went wrong');
    expect(serverErrorText(reader('pt'), new TypeError('Failed to fetch'), 'Sem conexão')).toBe('Sem conexão');
  });
});

describe("the text of a call's failure", () => {
  const texts = { connection: 'No connection', fallback: 'It failed' };

  it('is nothing while the call has not failed', () => {
    expect(failureText(reader('en'), null, texts)).toBeNull();
  });

  it('speaks of the connection when the request got no answer, of the answer otherwise', () => {
    expect(failureText(reader('en'), new TypeError('Failed to fetch'), texts)).toBe('No connection');
    expect(failureText(reader('en'), rateLimited, texts)).toBe('You can comment every 5 seconds. Try again in 3 seconds.');
    expect(failureText(reader('en'), new ApiError(502), texts)).toBe('It failed');
  });
});
