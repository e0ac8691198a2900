import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { isUuid } from '../ids.js';

/** A body field that names a row: `id`, `targetId`, `member_id`, `memberIds`, … */
const ID_KEY = /(^id|Id|_id|Ids|_ids)$/;

function lowerIfId(value: unknown): unknown {
  return isUuid(value) ? value.toLowerCase() : value;
}

/** A JSON object as the body parser made it (never a Buffer, a stream or a DTO instance). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function normaliseBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseBody);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = ID_KEY.test(key) ? (Array.isArray(field) ? field.map(lowerIfId) : lowerIfId(field)) : normaliseBody(field);
  }
  return out;
}

/**
 * Ids arrive as PostgreSQL writes them (lower case) before any rule reads them: a uuid in a path
 * or a query parameter, and a body field named for an id. Rules compare ids as strings (is this
 * oneself? is this the author?), so `PUT /api/blocks/<own id in upper case>` blocked oneself. A
 * member's own text is never touched: only body fields named for an id are.
 */
export class NormaliseIdsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return lowerIfId(value);
    if (metadata.type === 'query') {
      if (!isPlainObject(value)) return lowerIfId(value);
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, Array.isArray(field) ? field.map(lowerIfId) : lowerIfId(field)]));
    }
    if (metadata.type === 'body') return normaliseBody(value);
    return value;
  }
}
