import { parse, serialize, type SerializeOptions } from 'cookie';
import signature from 'cookie-signature';
import type { Request, Response } from 'express';

/**
 * Cookies other than the session's, appended beside it, so both reach the same
 * response's `Set-Cookie`.
 */
export function appendCookie(res: Response, name: string, value: string, attributes: SerializeOptions): void {
  res.append('Set-Cookie', serialize(name, value, attributes));
}

/**
 * Expires a cookie in the browser (same name and path as when it was set). A
 * browser ignores a `__Secure-` or `__Host-` cookie sent without `Secure`, the
 * expired one included, so those keep it.
 */
export function clearCookie(res: Response, name: string, path: string): void {
  const secure = name.startsWith('__Secure-') || name.startsWith('__Host-');
  appendCookie(res, name, '', { path, expires: new Date(0), secure });
}

/** A cookie value signed with the session secret (HMAC-SHA256, express-session's scheme). */
export function signedValue(value: string, secret: string): string {
  return signature.sign(value, secret);
}

/** The value of a signed cookie of this request, or undefined when missing or tampered with. */
export function readSignedCookie(req: Request, name: string, secret: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const raw = parse(header)[name];
  if (raw === undefined) return undefined;
  const value = signature.unsign(raw, secret);
  return value === false ? undefined : value;
}
