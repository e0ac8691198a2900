import { describe, expect, it, jest } from '@jest/globals';
import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';
import { ConnectionException } from '@mikro-orm/core';
import { DomainError, RateLimitedError } from '../errors/index.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

class ThingMissingError extends DomainError {
  readonly code = 'TEST.THING_MISSING';
  readonly kind = 'not_found' as const;
}

function answer(exception: unknown) {
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
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ id: 'req-1', method: 'GET', path: '/api/x' }), getResponse: () => res }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return res;
}

describe('AllExceptionsFilter', () => {
  it('maps a domain error to its status with its stable code', () => {
    const res = answer(new ThingMissingError('Coisa não encontrada'));
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Coisa não encontrada', code: 'TEST.THING_MISSING' });
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
      error: 'Bad Request',
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

  it('answers 503 when the database cannot be reached', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const res = answer(new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    warn.mockRestore();
  });
});
