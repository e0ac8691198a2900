import { describe, expect, it } from '@jest/globals';
import { ApiError, errorCodeOf, errorParamsOf, isNetworkError, retryAfterOf, serverMessageOf, statusOf } from './errors';

describe('API error helpers', () => {
  const refused = new ApiError(401, {
    statusCode: 401,
    error: 'Erro de validação OAuth. Tente fazer login novamente.',
    message: 'Erro de validação OAuth. Tente fazer login novamente.',
    code: 'IDENTITY.OAUTH_STATE_INVALID',
  });

  it('reads the status, code and message of an API error', () => {
    expect(statusOf(refused)).toBe(401);
    expect(errorCodeOf(refused)).toBe('IDENTITY.OAUTH_STATE_INVALID');
    expect(serverMessageOf(refused)).toBe('Erro de validação OAuth. Tente fazer login novamente.');
    expect(refused.message).toBe('API responded with HTTP status 401');
  });

  it('copes with errors that carry no body', () => {
    const bare = new ApiError(502);
    expect(errorCodeOf(bare)).toBeUndefined();
    expect(serverMessageOf(bare)).toBeUndefined();
    expect(serverMessageOf(new ApiError(400, { message: '  ' }))).toBeUndefined();
  });

  it('reads the wait of a 429 and the text of the error field', () => {
    expect(retryAfterOf(new ApiError(429, { retryAfterSeconds: 2.2 }))).toBe(3);
    expect(retryAfterOf(new ApiError(429, { retryAfterSeconds: 0 }))).toBeUndefined();
    expect(retryAfterOf(new ApiError(429))).toBeUndefined();
    // The text is the body's `error` field (ADR 0021), else its `message`.
    expect(serverMessageOf(new ApiError(409, { error: 'Este post já possui o badge de qualidade', message: 'x' }))).toBe(
      'Este post já possui o badge de qualidade',
    );
    expect(serverMessageOf(new ApiError(409, { error: ' ', message: 'Texto' }))).toBe('Texto');
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorParamsOf(new ApiError(429, { params: { seconds: 3, reason: 'comment', bad: { x: 1 } } }))).toEqual({
      seconds: 3,
      reason: 'comment',
    });
    expect(errorParamsOf(new ApiError(429, { params: 'no' }))).toEqual({});
  });

  it('tells a request that never got an answer from an HTTP error', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(refused)).toBe(false);
    expect(statusOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
