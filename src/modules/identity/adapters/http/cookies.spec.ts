import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { appendCookie, clearCookie, readSignedCookie, signedValue } from './cookies.js';

/** The part of Express's response the helpers use: its Set-Cookie list. */
function reply(): { reply: Response; setCookies: string[] } {
  const setCookies: string[] = [];
  const res = { append: (_name: string, value: string) => setCookies.push(value) };
  return { reply: res as unknown as Response, setCookies };
}

const request = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

describe('cookies other than the session', () => {
  it('appends beside the cookies already on the response', () => {
    const { reply: r, setCookies } = reply();
    appendCookie(r, 'a', '1', { path: '/x', httpOnly: true });
    appendCookie(r, 'b', '2', { path: '/' });
    expect(setCookies).toEqual(['a=1; Path=/x; HttpOnly', 'b=2; Path=/']);
  });

  it('expires a prefixed cookie with Secure, which browsers require to accept the change', () => {
    const { reply: r, setCookies } = reply();
    clearCookie(r, '__Host-poliglota.sid', '/');
    clearCookie(r, '__Secure-poliglota.oauth', '/api/sessions');
    clearCookie(r, 'poliglota.oauth', '/api/sessions');
    expect(setCookies[0]).toMatch(/^__Host-poliglota\.sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure$/);
    expect(setCookies[1]).toMatch(/; Secure$/);
    expect(setCookies[2]).not.toMatch(/Secure/);
  });

  it('reads back a signed value and refuses a tampered or foreign one', () => {
    const value = signedValue('state-123', 'secret');
    expect(readSignedCookie(request(`other=1; poliglota.oauth=${value}`), 'poliglota.oauth', 'secret')).toBe('state-123');
    expect(readSignedCookie(request(`poliglota.oauth=${value.replace('state-123', 'state-124')}`), 'poliglota.oauth', 'secret')).toBeUndefined();
    expect(readSignedCookie(request(`poliglota.oauth=${value}`), 'poliglota.oauth', 'another secret')).toBeUndefined();
    expect(readSignedCookie(request('other=1'), 'poliglota.oauth', 'secret')).toBeUndefined();
  });
});
