import { describe, expect, it, jest } from '@jest/globals';
import { ArgumentsHost, BadRequestException, ForbiddenException, Logger, NotFoundException } from '@nestjs/common';
import { ConnectionException } from '@mikro-orm/core';
import { DomainError, RateLimitedError, defineDomainError, defineRateLimitedError } from '../errors/index.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

class ThingMissingError extends DomainError {
  readonly code = 'TEST.THING_MISSING';
  readonly kind = 'not_found' as const;
}

function answer(exception: unknown) {
  // The parts of Express's response the filter uses.
  const res = {
    headersSent: false,
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    setHeader(name: string, value: string) {
      this.headers[name] = value;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ id: 'req-1', method: 'GET', url: '/api/x' }), getResponse: () => res }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return res;
}

describe('AllExceptionsFilter', () => {
  it('maps a domain error to its status with its stable code', () => {
    const res = answer(new ThingMissingError('Coisa não encontrada'));
    expect(res.statusCode).toBe(404);
    // `error` carries the member-facing text (it held the reason phrase before): the spec's
    // clients show the body's `error` field (ADR 0021).
    expect(res.body).toEqual({ statusCode: 404, error: 'Coisa não encontrada', message: 'Coisa não encontrada', code: 'TEST.THING_MISSING' });
  });

  it('sends the params of a declared error for the client to translate its code', () => {
    const TooMany = defineDomainError('TEST.TOO_MANY', 'conflict', (p: { max: number }) => `No máximo ${p.max}.`);
    const error = new TooMany({ max: 5 });
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('TooManyError');
    const res = answer(error);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'No máximo 5.', message: 'No máximo 5.', code: 'TEST.TOO_MANY', params: { max: 5 } });
  });

  it('gives a declared rate-limit error its wait in the header, the body, the text and the params', () => {
    const Slow = defineRateLimitedError('TEST.SLOW', (p) => `A cada ${p.interval} s; tente em ${p.seconds} s.`, { interval: 30 });
    const res = answer(new Slow(12.2));
    expect(res.statusCode).toBe(429);
    expect(res.headers['Retry-After']).toBe('13');
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'A cada 30 s; tente em 13 s.',
      message: 'A cada 30 s; tente em 13 s.',
      code: 'TEST.SLOW',
      params: { interval: 30, seconds: 13, minutes: 1 },
      retryAfterSeconds: 13,
    });
  });

  it("replaces the framework's English text with Portuguese and keeps a text of ours", () => {
    const unknownRoute = answer(new NotFoundException('Cannot GET /api/nothing'));
    expect(unknownRoute.body).toEqual({ statusCode: 404, error: 'Recurso não encontrado.', message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    expect(answer(new NotFoundException()).body).toMatchObject({ error: 'Recurso não encontrado.' });
    expect(answer(new ForbiddenException('Requisição de outra origem recusada.')).body).toMatchObject({
      error: 'Requisição de outra origem recusada.',
      code: 'FORBIDDEN',
    });
  });

  it('adds Retry-After to rate-limited answers', () => {
    const res = answer(new RateLimitedError('TEST.SLOW_DOWN', 'Aguarde', 12.2));
    expect(res.statusCode).toBe(429);
    expect(res.headers['Retry-After']).toBe('13');
    expect(res.body).toMatchObject({ retryAfterSeconds: 13 });
  });

  it('keeps per-field validation messages', () => {
    const res = answer(new BadRequestException({ message: 'Nome é obrigatório', code: 'VALIDATION_FAILED', fields: { name: ['Nome é obrigatório'] } }));
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Nome é obrigatório',
      message: 'Nome é obrigatório',
      code: 'VALIDATION_FAILED',
      fields: { name: ['Nome é obrigatório'] },
    });
  });

  it('answers an unexpected error with a generic 500 that reveals nothing, and logs it', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = answer(new TypeError('relation "member" does not exist: select * from member'));
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/member|select|TypeError|at /);
    expect(res.body).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ reqId: 'req-1' }), expect.any(String));
    log.mockRestore();
  });

  it("answers the body parser's refusals with our codes: malformed, too large, compressed", () => {
    const refusal = (type: string, status: number) => Object.assign(new Error('refused'), { type, status, statusCode: status });
    expect(answer(refusal('entity.parse.failed', 400)).body).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
    expect(answer(refusal('entity.too.large', 413)).body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(answer(refusal('encoding.unsupported', 415)).body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 503 when the database cannot be reached', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const res = answer(new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    warn.mockRestore();
  });
});
