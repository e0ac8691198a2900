/**
 * Text PostgreSQL cannot store or that is not text at all: a NUL character, or a
 * lone UTF-16 surrogate (`"\ud800"` in JSON), which the driver would turn into an
 * encoding error (a 500) or the normaliser into U+FFFD. Judged at the edge for
 * every string of a body, query and path (ADR 0052).
 */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** In a `u` regular expression a paired surrogate is one code point; only a lone one is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The path of the first key or string value in `value` that is not well-formed text, if any. */
export function malformedTextPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path || 'value';
  // JSON bodies are depth-limited before parsing (ADR 0016); this bound only guards other callers.
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isWellFormedText(key)) return path || 'value';
    const found = malformedTextPath(inner, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The message of every refusal of malformed text. */
export const MALFORMED_TEXT_MESSAGE = 'O texto contém um caractere inválido (NUL ou caractere UTF-16 incompleto).';
