import { z } from 'zod';
import { cursorPart, cursorSchema, encodeCursor, readCursor } from '../http/pagination.js';

/**
 * Full-text search over what members and administrators write (ADR 0130). Every searchable text
 * is read twice, as Portuguese and as English: a post's language may be unknown or mixed, and
 * each reader searches in their own. Both configurations put `unaccent` before the language's
 * stemmer (created by the search migration), so "licao", "LIÇÃO" and "lição" are one lexeme.
 */
export const SEARCH_CONFIGS = ['poliglota_pt', 'poliglota_en'] as const;

/** The length of a query, counted after it is normalised. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

/** Results per page: the box shows the first page as one types, "more" asks for the next. */
export const SEARCH_PAGE_SIZE = 10;

/** Searches a member may run, as one types, per window (the SPA waits 250 ms between keys). */
export const SEARCH_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/**
 * The stored vector's expression for an entity's generated column: the title weighs A, the text
 * B, each in both configurations.
 */
export function searchVectorSql(title: string, text: string): string {
  const vector = (column: string, weight: 'A' | 'B') =>
    SEARCH_CONFIGS.map((config) => `setweight(to_tsvector('${config}'::regconfig, ${column}), '${weight}'::"char")`);
  return [...vector(title, 'A'), ...vector(text, 'B')].join(' || ');
}

/**
 * The tsquery of the text in placeholder `param` (from `searchQueryText`): a match in either
 * language, each term once where both configurations read it alike (the search migration's
 * IMMUTABLE function, so the planner reads the query's terms when it plans).
 */
export function tsQuerySql(param: string): string {
  return `poliglota_search_query(${param}::text)`;
}

/**
 * The words of a normalised query as `to_tsquery` text: every word must match, the last one as
 * a prefix (results appear as one types). Only letters and digits reach it, so nothing a member
 * types is tsquery syntax. Null when the query holds no word ("!!").
 */
export function searchQueryText(query: string): string | null {
  const words = query.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** What `ts_headline` puts around a match; stripped from the text first, so only a match carries them. */
const MARK_START = '\u0002';
const MARK_END = '\u0003';
/** `<` while ts_headline reads the text (`headlineSql`). */
const LESS_THAN = '\u0004';

/** `ts_headline`'s options: the whole title, or a short extract of a long text. */
export const HEADLINE_WHOLE = 'HighlightAll=true';
export const HEADLINE_EXTRACT = 'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * SQL for the text `column` with the query `query`'s matches marked, in the configuration that
 * marks something (a word found by its English stem is not one by its Portuguese stem).
 */
export function headlineSql(column: string, query: string, options: string): string {
  // ts_headline drops what its parser reads as an HTML tag; `<` goes in as \x04 and comes back in segmentsOf.
  const clean = `translate(${column}, E'<\\x02\\x03\\x04', E'\\x04')`;
  const [pt, en] = SEARCH_CONFIGS.map(
    (config) => `ts_headline('${config}'::regconfig, ${clean}, ${query}, E'StartSel=\\x02, StopSel=\\x03, ${options}')`,
  );
  return `(select case when strpos(h.pt, E'\\x02') > 0 then h.pt else h.en end from (select ${pt} as pt, ${en} as en) h)`;
}

/** A piece of a result's title or extract; `match` pieces are what the query found. */
export interface SearchSegment {
  text: string;
  match: boolean;
}

/** A marked headline as pieces the SPA renders as text, never as HTML. */
export function segmentsOf(headline: string): SearchSegment[] {
  const segments: SearchSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text.length === 0) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const end = rest.indexOf(MARK_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    push(rest.slice(start + 1, stop), true);
    rest = rest.slice(stop + 1);
  }
  return segments.map((s) => ({ text: s.text.replaceAll(MARK_START, '').replaceAll(MARK_END, '').replaceAll(LESS_THAN, '<'), match: s.match }));
}

/** Where a page of results ends: the last result's rank (as PostgreSQL printed it) and id. */
export interface SearchKey {
  rank: number;
  id: string;
}

/** ts_rank is a finite real from 0; a bound keeps a forged one from meaning anything. */
const SEARCH_CURSOR = cursorSchema(z.number().finite().min(0).max(1_000_000), cursorPart.uuid());

/** The key of a `cursor` handed out by a search; throws InvalidCursorError for any other. */
export function readSearchCursor(cursor: string | undefined): SearchKey | undefined {
  const parts = readCursor(cursor, SEARCH_CURSOR);
  return parts && { rank: parts[0], id: parts[1] };
}

export function searchCursorOf(key: SearchKey): string {
  return encodeCursor([key.rank, key.id]);
}

/** A page of results and the cursor of the next one (null on the last). */
export interface SearchPage<T> {
  results: T[];
  nextCursor: string | null;
}

/** A page from rows read one past the page size: the extra row only says that a next page exists. */
export function searchPageOf<R extends { id: string; rank: string | number }, T>(rows: R[], toResult: (row: R) => T): SearchPage<T> {
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map(toResult),
    nextCursor: rows.length > SEARCH_PAGE_SIZE && last ? searchCursorOf({ rank: Number(last.rank), id: last.id }) : null,
  };
}
