import type { FastifyRequest } from 'fastify';
import { jsonNestingExceeds, JsonTooDeepError } from './json-depth.js';

/** application/json and the structured `+json` types the request policy lets through. */
export const JSON_MEDIA_TYPES = /^application\/(?:[a-z0-9.+-]+\+)?json(?:\s*;|$)/i;

/** A body that is not JSON: 400 MALFORMED_JSON, recognised by the exception filter. */
export class MalformedJsonError extends Error {
  readonly statusCode = 400;
}

/**
 * The JSON body parser: refuses a too-deep body on its raw bytes (STYLE.md
 * section 7) before `JSON.parse` builds anything, and an empty body like a
 * malformed one.
 */
export function jsonBodyParser(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (jsonNestingExceeds(bytes)) {
    done(new JsonTooDeepError());
    return;
  }
  try {
    done(null, JSON.parse(bytes.toString('utf8')));
  } catch {
    done(new MalformedJsonError('The body is not valid JSON'));
  }
}
