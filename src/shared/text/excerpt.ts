/**
 * A short, one-line excerpt of a text (a comment, a message) for a list that names it: spaces
 * collapsed, cut at `max` characters (code points, never half a surrogate pair) with "…".
 */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
