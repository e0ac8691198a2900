import { defineDomainError } from '../errors/index.js';

/** Deepest nesting of arrays and objects a JSON body may have (docs/architecture.md, The hostile client). */
export const MAX_JSON_DEPTH = 32;

export const JsonTooDeepError = defineDomainError(
  'JSON_TOO_DEEP',
  'invalid',
  'O corpo da requisição tem aninhamento profundo demais.',
);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether raw JSON bytes nest arrays/objects deeper than `limit`: one linear
 * pass over the bytes, counting brackets outside strings, before anything
 * parses or transforms the body. UTF-8 continuation bytes never equal these
 * ASCII values, so the scan is exact on any valid UTF-8 input; malformed input
 * is left for the JSON parser to refuse.
 */
export function jsonNestingExceeds(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
