/**
 * The sentence splitter of "Correct each other" (issue 47): a text is corrected sentence by
 * sentence, and this function alone says where its sentences are — the server numbers what it
 * returns 0…n-1 and stores it, and the SPA runs the same file for the live preview, so it imports
 * nothing and uses no Node API. It is a plain scanner: `Intl.Segmenter` (Node 20's ICU) splits
 * `O Sr. | Silva chegou.` and `Mr. | Smith met Dr. | Jones.`, and puts `Que dia! | 😀 Amanhã…`'s
 * emoji in the next sentence; its rules are the engine's, not ours to document.
 *
 * What it returns: the sentences in order, each trimmed, the inner text exactly as written (no
 * spaces collapsed). Empty ones are dropped. A text of only spaces, punctuation or emoji gives no
 * sentence at all (`[]`): the caller refuses a text with none, and one with more than
 * `MAX_SENTENCES`.
 *
 * Where a sentence ends:
 * 1. At every line break (`\n`, `\r\n`, `\r`, U+2028, U+2029), with or without a mark before it:
 *    a line with words is never joined to the next, so a list, a poem or a dialogue keeps one
 *    sentence a line; blank lines are dropped.
 * 2. After a run of `.` `!` `?` `…` (`?!`, `!!!`, `...`, `…`), together with the closing quotes
 *    and brackets right after it (`"` `'` `”` `’` `»` `›` `)` `]` `}`): the quote or bracket stays
 *    with its sentence — `Ele disse "Oi!"` | `E saiu.`, `(Isso é bom.)` | `Depois…`.
 * 3. Emoji (and `:)` `:(` `:D` `;)` `:P` `<3`) right after the end stay with that sentence, as
 *    members close a sentence with them: `Que dia! 😀` | `Amanhã…`. An emoji alone is no end.
 *
 * Where it never ends, although a mark is there:
 * 4. When the mark is followed by anything but a space, an emoji or the end of the line: decimals
 *    (`3.5`, `1.000.000`; `3,5` has no mark at all), URLs and e-mail addresses
 *    (`poliglota.com.br/a?b=1`, `ana@ex.com`), `1.º`, `e.g.` inside. So `Oi.Tudo bem` written
 *    without a space stays one sentence: we prefer a long sentence to a URL cut in two.
 * 5. After the common abbreviations of both languages, whatever their case: Sr., Sra., Srta., Dr.,
 *    Dra., Prof., Profa. (and their plurals Srs., Sras., Drs., Dras., Profs., Profas.), Mr., Mrs.,
 *    Ms., St., e.g., i.e., p.ex. (and `p. ex.`, `e. g.`), vs., cf., Av., p., pág., págs., pag.,
 *    fig., vol., cap., nº. A name or the rest of the sentence always follows them.
 * 6. After `etc.`, `a.m.`, `p.m.` (also `a. m.`), `Jr.`, `Ltda.` and `Inc.` when a lower-case word
 *    or a digit follows; before a capital they do end it. These often end a sentence (`Comprei pão,
 *    leite etc. Depois saí.` is two sentences): a sentence after them starts with a capital, while
 *    one that goes on does not.
 * 7. After a single capital letter, an initial (`J. K. Rowling`), except `É.` — a whole Portuguese
 *    answer ("É. Eu também acho."). Initials are far more common in members' texts than a sentence
 *    ending in a capital (`vitamina C. Ela…` stays one). A lower-case single letter is a word
 *    (`o que é.`) and ends.
 * 8. After a number that is all the sentence holds so far: the marker of a numbered list
 *    (`1. Comprar pão`, `2.3. Item`). `Eu tenho 3. Você tem 2.` still ends after `3.`.
 * 9. After an ellipsis (`…`, `..`, `...`) followed by a lower-case word: a thought trailing off
 *    inside the sentence (`Eu pensei... talvez amanhã.`). After `.` `!` `?` a lower-case word does
 *    start a new sentence, because learners often forget the capital (`Fui lá. depois voltei.`).
 * 10. After a closing quote or bracket followed by a lower-case word: the quoted sentence is part
 *    of a larger one (`Ele disse "Oi!" e saiu.`).
 * 11. Before a dialogue dash followed by a lower-case word: `— Oi! — disse ele.` is one line of
 *    speech in Portuguese.
 *
 * Finally, a piece with no letter or digit (`. . .` after a sentence, a line of `***` or of emoji)
 * is not a sentence to correct: it joins the sentence before it (a line break becoming one space),
 * or the one after it at the very start of the text.
 */

/** At most this many sentences in one text (issue 47): the caller refuses a text with more. */
export const MAX_SENTENCES = 40;

const TERMINATORS = new Set<string | undefined>(['.', '!', '?', '…']);
const CLOSERS = new Set<string | undefined>(['"', "'", '”', '’', '»', '›', ')', ']', '}']);
const OPENERS = new Set<string | undefined>(['"', "'", '“', '‘', '«', '‹', '(', '[', '{', '¿', '¡']);
const DASHES = new Set<string | undefined>(['—', '–']);

/** Abbreviations after which a sentence never ends (rule 5), lower case, without the final dot. */
const ALWAYS_CONTINUES = new Set([
  'sr', 'sra', 'srta', 'srs', 'sras', 'dr', 'dra', 'drs', 'dras', 'prof', 'profa', 'profs', 'profas',
  'mr', 'mrs', 'ms', 'st', 'e.g', 'i.e', 'p.ex', 'vs', 'cf', 'av', 'pág', 'págs', 'pag', 'fig', 'vol',
  'cap', 'nº', 'p',
]);

/** Abbreviations that end a sentence when a capital follows (rule 6). */
const MAY_END = new Set(['etc', 'a.m', 'p.m', 'jr', 'ltda', 'inc']);

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/g;
const HAS_CONTENT = /[\p{L}\p{N}]/u;
const LOWER = /^[\p{Ll}\p{N}]/u;
const UPPER_LETTER = /^\p{Lu}$/u;
const LIST_MARKER = /^\d+(?:\.\d+)*$/;
// One code point of an emoji: pictographs, skin tones, flag letters, and the joiner, presentation
// selector and keycap that combine them (an alternation: a class would mix combining marks).
const EMOJI_PART = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200D|\uFE0F|\u20E3)$/u;
const EMOTICONS = [':-)', ':-(', ':-D', ':-P', ':)', ':(', ':D', ':P', ':p', ';-)', ';)', '<3'];

interface Piece {
  start: number;
  end: number;
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/** The end of the emoji (or emoticon) at `at`, or `at` when there is none. */
function emojiEnd(line: string, at: number): number {
  let k = at;
  while (k < line.length) {
    const cp = line.codePointAt(k);
    if (cp === undefined) break;
    const ch = String.fromCodePoint(cp);
    if (!EMOJI_PART.test(ch)) break;
    k += ch.length;
  }
  if (k > at) return k;
  for (const face of EMOTICONS) {
    if (line.startsWith(face, at)) {
      const after = at + face.length;
      if (after === line.length || isSpace(line[after])) return after;
    }
  }
  return at;
}

/** Spaces and emoji after a sentence's end, taken into it (rule 3). */
function takeEmoji(line: string, from: number): number {
  let end = from;
  let k = from;
  for (;;) {
    while (k < line.length && isSpace(line[k])) k++;
    const after = emojiEnd(line, k);
    if (after === k) return end;
    end = k = after;
  }
}

/** The word that ends at `end` (exclusive), without the openers before it. */
function wordBefore(line: string, end: number): { word: string; start: number } {
  let start = end;
  while (start > 0 && !isSpace(line[start - 1]) && !OPENERS.has(line[start - 1])) start--;
  return { word: line.slice(start, end), start };
}

/** Does the run of marks `line[runStart, runEnd)` end the sentence that began at `sentenceStart`? */
function endsSentence(line: string, sentenceStart: number, runStart: number, runEnd: number): boolean {
  const after = line[runEnd];
  if (after !== undefined && !isSpace(after) && emojiEnd(line, runEnd) === runEnd) return false; // rule 4

  const run = line.slice(runStart, runEnd);
  const marks = [...run].filter((ch) => TERMINATORS.has(ch)).join('');
  const closed = [...run].some((ch) => CLOSERS.has(ch));

  // The next word, past spaces, emoji and openers.
  let k = takeEmoji(line, runEnd);
  while (k < line.length && isSpace(line[k])) k++;
  if (k >= line.length) return true;
  if (DASHES.has(line[k])) {
    let w = k + 1;
    while (w < line.length && isSpace(line[w])) w++;
    if (LOWER.test(line.slice(w))) return false; // rule 11
  }
  while (k < line.length && OPENERS.has(line[k])) k++;
  const next = line.slice(k);
  const lowerNext = LOWER.test(next);

  if (/^(?:\.{2,}|…[.…]*|\.+…[.…]*)$/.test(marks)) return !lowerNext; // rule 9
  if (closed) return !lowerNext; // rule 10
  if (marks !== '.' || run !== '.') return true;

  const { word, start } = wordBefore(line, runStart);
  const lower = word.toLowerCase();
  // An abbreviation written in two parts with a space: this dot ends it (`p. ex.`) or is inside it (`e. g.`).
  const partBefore = start > 0 && isSpace(line[start - 1]) ? wordBefore(line, start - 1).word.toLowerCase() : '';
  const partAfter = /^(\p{L}+)\./u.exec(line.slice(runEnd).trimStart())?.[1]?.toLowerCase();
  const inside = partAfter === undefined ? '' : `${lower}.${partAfter}`;
  const ending = [lower, partBefore.endsWith('.') ? partBefore + lower : ''];
  if ([...ending, inside].some((form) => ALWAYS_CONTINUES.has(form))) return false; // rule 5
  if (MAY_END.has(inside)) return false; // inside `a. m.`
  if (ending.some((form) => MAY_END.has(form))) return !lowerNext; // rule 6
  if (UPPER_LETTER.test(word) && word !== 'É') return false; // rule 7
  if (LIST_MARKER.test(word) && line.slice(sentenceStart, runStart).trim() === word) return false; // rule 8
  return true;
}

/** The pieces of one line, as offsets into it. */
function splitLine(line: string): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  let i = 0;
  while (i < line.length) {
    if (!TERMINATORS.has(line[i])) {
      i++;
      continue;
    }
    let runEnd = i;
    while (runEnd < line.length && (TERMINATORS.has(line[runEnd]) || CLOSERS.has(line[runEnd]))) runEnd++;
    if (endsSentence(line, start, i, runEnd)) {
      const end = takeEmoji(line, runEnd);
      pieces.push({ start, end });
      start = end;
      i = end;
    } else {
      i = runEnd;
    }
  }
  pieces.push({ start, end: line.length });
  return pieces;
}

/** The sentences of `text`, in order, trimmed, by the rules above. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let pending = ''; // pieces without a letter or digit at the start of the text
  let lineNumber = 0;
  let lastLine = -1;
  for (const line of text.split(LINE_BREAK)) {
    let lastEnd = 0;
    for (const piece of splitLine(line)) {
      const raw = line.slice(piece.start, piece.end);
      const trimmed = raw.trim();
      if (trimmed === '') continue;
      const lead = piece.start + raw.length - raw.trimStart().length;
      // What stood between this piece and the one before: its own spaces on the same line, one space across a line.
      const gap = lastLine === lineNumber ? line.slice(lastEnd, lead) : ' ';
      lastEnd = piece.start + raw.trimEnd().length;
      if (!HAS_CONTENT.test(trimmed)) {
        if (sentences.length > 0) sentences[sentences.length - 1] += gap + trimmed;
        else pending = pending === '' ? trimmed : pending + gap + trimmed;
      } else if (pending !== '') {
        sentences.push(pending + gap + trimmed);
        pending = '';
      } else {
        sentences.push(trimmed);
      }
      lastLine = lineNumber;
    }
    lineNumber++;
  }
  return sentences;
}
