import type { NextFunction, Request, Response } from 'express';
import { HttpException, HttpStatus } from '@nestjs/common';
import { defineDomainError } from '../errors/index.js';
import { JSON_MEDIA_TYPES } from './json-body.js';
import { pathOf } from './url-path.js';

export const CrossSiteRequestError = defineDomainError(
  'CROSS_SITE_REQUEST',
  'forbidden',
  'Requisição de outra origem recusada.',
);

/** 415 is a transport matter, not a domain one: an HTTP error with a stable code. */
export function unsupportedMediaType(): HttpException {
  return new HttpException(
    { message: 'O corpo da requisição deve ser JSON (Content-Type: application/json).', code: 'UNSUPPORTED_MEDIA_TYPE' },
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  );
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that change state anyway (the spec keeps `GET /api/logout`). */
const STATE_CHANGING_GETS = new Set(['/api/logout']);
/** Fetch Metadata values of a request the site itself made (or the user typed). */
const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);
/** JSON endpoints live under /api; uploads there will be multipart. */
const JSON_PREFIX = '/api/';
const NON_JSON_PREFIXES = ['/api/upload/'];
/**
 * The e-mails' one-click unsubscribe (RFC 8058, ADR 0062): the mail provider POSTs a
 * form from its own servers, and the signed token in the URL is the authority.
 */
const TOKEN_AUTHORISED_POSTS = new Set(['/api/email/unsubscribe']);

export interface RequestPolicyOptions {
  /** The public origin of the app (PUBLIC_URL), accepted besides the request's own origin. */
  publicUrl: string;
}

/**
 * The one server-side policy for state-changing requests (ADR 0016):
 * - cross-site requests are refused: judged by `Sec-Fetch-Site` when the
 *   browser sends it, else by `Origin`, which must be the request's own origin
 *   or PUBLIC_URL's; a client sending neither (integrators, tests) passes;
 * - JSON endpoints take only JSON bodies, so an HTML form (which cannot send
 *   `application/json` cross-site without a preflight) never reaches them.
 * Runs before the body parsers, so a refused body is never parsed.
 */
export function requestPolicy(options: RequestPolicyOptions) {
  const publicOrigin = originOf(options.publicUrl);
  return function enforceRequestPolicy(req: Request, _res: Response, next: NextFunction): void {
    const path = pathOf(req.url);
    const stateChanging =
      STATE_CHANGING.has(req.method) || ((req.method === 'GET' || req.method === 'HEAD') && STATE_CHANGING_GETS.has(path));
    if (!stateChanging || (req.method === 'POST' && TOKEN_AUTHORISED_POSTS.has(path))) {
      next();
      return;
    }
    if (!isSameOrigin(req, publicOrigin)) {
      next(new CrossSiteRequestError());
      return;
    }
    if (
      path.startsWith(JSON_PREFIX) &&
      !NON_JSON_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
      hasBody(req) &&
      !isJson(req)
    ) {
      next(unsupportedMediaType());
      return;
    }
    next();
  };
}

function isSameOrigin(req: Request, publicOrigin: string | null): boolean {
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined) return SAME_ORIGIN_SITES.has(site.trim().toLowerCase());
  const origin = header(req, 'origin');
  if (origin === undefined) return true;
  const claimed = originOf(origin);
  if (claimed === null) return false;
  const host = header(req, 'host');
  const own = host ? originOf(`${req.protocol}://${host}`) : null;
  return claimed === own || claimed === publicOrigin;
}

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/** The same media types the JSON body parser takes: what passes here is what gets parsed. */
function isJson(req: Request): boolean {
  return JSON_MEDIA_TYPES.test((req.headers['content-type'] ?? '').trim());
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The normalised origin of a URL (`null` for `Origin: null` or garbage). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}
