import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import { unwrap } from '../../lib/api/errors';
import type { components } from '../../lib/api/schema';

export type SearchType = 'post' | 'course';
export type SearchResult = components['schemas']['SearchResultDto'];
export type SearchSegment = components['schemas']['SearchSegmentDto'];

/** How long the box waits after the last key before it asks (ADR 0130: 30 searches a minute). */
export const SEARCH_DEBOUNCE_MS = 250;
/** The server's bounds of a query, counted after normalising (trim, collapsed spaces). */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

/** The query as the server normalises it, so the box asks only for what it would accept. */
export function normalisedQuery(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return current;
}

/** The pages of `GET /api/search` for a query long enough to send; idle otherwise. */
export function useSearch(type: SearchType, query: string) {
  const enabled = [...query].length >= SEARCH_MIN && [...query].length <= SEARCH_MAX;
  return useInfiniteQuery({
    queryKey: ['search', type, query] as const,
    queryFn: async ({ pageParam }) =>
      unwrap(await api.GET('/api/search', { params: { query: { q: query, type, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    placeholderData: keepPreviousData,
    // A limit or a bad query answers 4xx: asking again at once gives the same answer.
    retry: false,
  });
}
