import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf, requestLog } from './request-log.js';

const incoming = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

function exchange(url: string, headers: Record<string, string> = {}) {
  const req = { method: 'GET', url, originalUrl: url, headers } as unknown as Request;
  const sent: Record<string, string> = {};
  const res = Object.assign(new EventEmitter(), {
    statusCode: 404,
    setHeader: (name: string, value: string) => (sent[name] = value),
  }) as unknown as Response;
  return { req, res, sent };
}

describe('request log', () => {
  it("keeps the caller's X-Request-Id when it is a sane token, else makes one", () => {
    expect(requestIdOf(incoming({ 'x-request-id': 'abc-123_X' }))).toBe('abc-123_X');
    expect(requestIdOf(incoming({ 'x-request-id': 'a b\nforged' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(incoming({ 'x-request-id': 'x'.repeat(65) }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(incoming({}))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request, returns its id, and writes one line when it is answered, without headers and none for health probes', () => {
    const lines: [Record<string, unknown>, string][] = [];
    const logger = { info: (fields: Record<string, unknown>, message: string) => lines.push([fields, message]) } as unknown as Logger;
    const log = requestLog(() => logger);
    let passed = 0;
    const page = exchange('/api/nope?x=1', { 'x-request-id': 'r1', cookie: 's=1' });
    const probe = exchange('/api/health/ready', { 'x-request-id': 'r2' });
    log(page.req, page.res, () => (passed += 1));
    log(probe.req, probe.res, () => (passed += 1));
    expect(passed).toBe(2);
    expect(page.sent['X-Request-Id']).toBe('r1');
    expect(page.req.id).toBe('r1');
    expect(lines).toEqual([]);
    page.res.emit('finish');
    probe.res.emit('finish');
    expect(lines).toHaveLength(1);
    const [fields, message] = lines[0];
    expect(message).toBe('request completed');
    expect(fields).toMatchObject({ reqId: 'r1', method: 'GET', url: '/api/nope?x=1', statusCode: 404 });
    expect(Object.keys(fields).sort()).toEqual(['method', 'reqId', 'responseTime', 'statusCode', 'url']);
  });
});
