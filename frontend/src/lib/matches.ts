/**
 * Where the words a member typed occur in a text, as the catalogue's search finds them: case and
 * accents aside ("licao" marks "Lição"). Pure, so the highlight is the same wherever it is drawn.
 */

export interface TextPiece {
  text: string;
  match: boolean;
}

/** One character as the search compares it: no accent, lower case (one code point in, one out). */
function folded(char: string): string {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...base].length === 1 ? base : char.toLowerCase();
}

/** The words worth marking: two characters or more, folded, longest first (so "lição" wins over "li"). */
function wordsOf(query: string): string[][] {
  const words = query
    .split(/\s+/u)
    .map((word) => [...word].map(folded))
    .filter((chars) => chars.length >= 2);
  return words.sort((a, b) => b.length - a.length);
}

/** `text` cut into pieces, those that match a word of `query` marked; one unmarked piece when none does. */
export function matchedPieces(text: string, query: string | undefined): TextPiece[] {
  const chars = [...text];
  const words = query ? wordsOf(query) : [];
  if (words.length === 0 || chars.length === 0) return [{ text, match: false }];
  const haystack = chars.map(folded);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let start = 0; start + word.length <= haystack.length; start += 1) {
      if (word.every((char, i) => haystack[start + i] === char)) marked.fill(true, start, start + word.length);
    }
  }
  const pieces: TextPiece[] = [];
  chars.forEach((char, i) => {
    const match = marked[i] === true;
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += char;
    else pieces.push({ text: char, match });
  });
  return pieces;
}
