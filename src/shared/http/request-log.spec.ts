import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { requestIdOf, requestLogHook } from './request-log.js';

const incoming = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('request log', () => {
  it("keeps the caller's X-Request-Id when it is a sane token, else makes one", () => {
    expect(requestIdOf(incoming({ 'x-request-id': 'abc-123_X' }))).toBe('abc-123_X');
    expect(requestIdOf(incoming({ 'x-request-id': 'a b\nforged' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(incoming({ 'x-request-id': 'x'.repeat(65) }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(incoming({}))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line per answered request, without headers, and none for health probes', () => {
    const lines: [unknown, string][] = [];
    const logger = { info: (fields: unknown, message: string) => lines.push([fields, message]) } as unknown as Logger;
    const hook = requestLogHook(() => logger);
    const answered = { statusCode: 404, elapsedTime: 3.4 } as unknown as FastifyReply;
    let done = 0;
    hook({ id: 'r1', method: 'GET', url: '/api/nope?x=1', headers: { cookie: 's=1' } } as unknown as FastifyRequest, answered, () => (done += 1));
    hook({ id: 'r2', method: 'GET', url: '/api/health/ready' } as unknown as FastifyRequest, answered, () => (done += 1));
    expect(done).toBe(2);
    expect(lines).toEqual([
      [{ reqId: 'r1', method: 'GET', url: '/api/nope?x=1', statusCode: 404, responseTime: 3 }, 'request completed'],
    ]);
  });
});
