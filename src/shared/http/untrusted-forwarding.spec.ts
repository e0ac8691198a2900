import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { warnOfUntrustedForwarding } from './untrusted-forwarding.js';

function requestFrom(peer: string, forwardedFor?: string): Request {
  return { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: peer } } as unknown as Request;
}

describe('X-Forwarded-For from an untrusted peer', () => {
  it('is said once per process, with the peer, and every request goes on', () => {
    const warnings: unknown[] = [];
    const check = warnOfUntrustedForwarding((address) => address === '127.0.0.1', (fields) => warnings.push(fields));
    let passed = 0;
    const next: NextFunction = () => (passed += 1);
    check(requestFrom('203.0.113.9'), {} as Response, next);
    check(requestFrom('127.0.0.1', '198.51.100.1'), {} as Response, next);
    expect(warnings).toEqual([]);
    check(requestFrom('203.0.113.9', '198.51.100.1'), {} as Response, next);
    check(requestFrom('203.0.113.10', '198.51.100.2'), {} as Response, next);
    expect(warnings).toEqual([{ peer: '203.0.113.9' }]);
    expect(passed).toBe(4);
  });
});
