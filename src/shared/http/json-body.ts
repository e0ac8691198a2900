import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { jsonNestingExceeds, JsonTooDeepError } from './json-depth.js';

/** application/json and the structured `+json` types the request policy lets through. */
export const JSON_MEDIA_TYPES = /^application\/(?:[a-z0-9.+-]+\+)?json(?:\s*;|$)/i;

/**
 * The JSON body parser (body-parser's, through Express): refuses a too-deep body
 * on its raw bytes (docs/architecture.md, The hostile client) before `JSON.parse` builds anything.
 * Takes exactly the media types the request policy lets through, and any JSON
 * value at the top (a bare `"text"` reaches validation and is refused there).
 */
export function jsonBodyParser(limitBytes: number): RequestHandler {
  return express.json({
    limit: limitBytes,
    // A compressed body is refused (415), never inflated: no decompression bombs.
    inflate: false,
    strict: false,
    type: (req: IncomingMessage) => JSON_MEDIA_TYPES.test((req.headers['content-type'] ?? '').trim()),
    verify: (_req, _res, bytes) => {
      if (jsonNestingExceeds(bytes)) throw new JsonTooDeepError();
    },
  });
}

/** HTML forms (the development sign-in page), flat fields only. */
export function formBodyParser(limitBytes: number): RequestHandler {
  return express.urlencoded({ limit: limitBytes, extended: false, parameterLimit: 100, inflate: false });
}
