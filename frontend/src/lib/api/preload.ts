import { apiUrl, type RequestParams } from './client';
import type { paths } from './schema';

/**
 * The API's answers a member page needs for its first render, written by the server into the
 * page's HTML (ADR 0114):
 *
 *     <script id="poliglota-preload" type="application/json">{"at":…,"responses":{"/api/session":{…},…}}</script>
 *
 * `responses` maps the address the SPA requests (`apiUrl`) to the body of a 200 answer; `at` is
 * when the server read them. The queries of those pages take their first data from here instead
 * of waiting for the JavaScript and then one more round trip. Anything missing, unreadable or
 * already used is fetched as before.
 */
export const PRELOAD_ELEMENT_ID = 'poliglota-preload';

/** The preloaded answers of one document. */
export interface PreloadedAnswers {
  /**
   * The body preloaded for `url`, handed out once: undefined when there is none, when it was
   * taken already, or once the reader is on another address than the document's (the answers
   * belong to the page the server rendered, not to the next one).
   */
  take<T>(url: string, pageAddress: string): T | undefined;
  /** When the answers were read, on this browser's clock (for the queries' freshness). */
  readonly updatedAt: number;
  /** Drops whatever was not taken (after the first navigation). */
  forget(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the element's text. Anything but `{at: number, responses: object}` (no element, bad
 * JSON, another shape) gives no answers, and an answer that is not a JSON object (every one of
 * these reads answers an object) is left out; it never throws.
 *
 * @param documentAddress path and query of the document the answers came with
 * @param receivedAt when this browser received the document, on its own clock
 */
export function parsePreload(text: string | null | undefined, documentAddress: string, receivedAt: number): PreloadedAnswers {
  let responses = new Map<string, unknown>();
  let updatedAt = receivedAt;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (isRecord(parsed) && typeof parsed.at === 'number' && Number.isFinite(parsed.at) && isRecord(parsed.responses)) {
      responses = new Map(Object.entries(parsed.responses).filter(([, body]) => isRecord(body)));
      // The server's clock may be ahead of this one: never newer than the document's arrival.
      // A document older than its arrival (served from a cache) keeps its own time, so it is stale.
      updatedAt = Math.min(parsed.at, receivedAt);
    }
  } catch {
    // Unreadable: the page fetches as it would without it.
  }
  return {
    take<T>(url: string, pageAddress: string): T | undefined {
      if (pageAddress !== documentAddress) responses.clear();
      const body = responses.get(url);
      responses.delete(url);
      return body as T | undefined;
    },
    updatedAt,
    forget() {
      responses.clear();
    },
  };
}

const pageAddress = () => `${window.location.pathname}${window.location.search}`;
/** The address the document was loaded at, read as the app's code starts. */
const documentAddress = typeof window === 'undefined' ? '' : pageAddress();

/** When this browser received the document: the navigation's first byte, else now. */
function documentReceivedAt(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const responseStart = (navigation as PerformanceNavigationTiming | undefined)?.responseStart;
  return responseStart ? performance.timeOrigin + responseStart : Date.now();
}

let documentAnswers: PreloadedAnswers | undefined;

/** This document's answers, read from the element the first time they are asked for. */
function answers(): PreloadedAnswers {
  if (!documentAnswers) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PRELOAD_ELEMENT_ID);
    documentAnswers = element
      ? parsePreload(element.textContent, documentAddress, documentReceivedAt())
      : parsePreload(undefined, '', Date.now());
  }
  return documentAnswers;
}

/** The body the server preloaded for `url` on this page, once (see `PreloadedAnswers.take`). */
export function preloaded<T>(url: string): T | undefined {
  return typeof window === 'undefined' ? undefined : answers().take<T>(url, pageAddress());
}

/** The first navigation inside the SPA: what was not taken by then is never used. */
export function forgetPreloaded(): void {
  answers().forget();
}

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the answer preloaded for
 * `api.GET(schemaPath, { params })`, mapped by `select` as the query's own `queryFn` maps the
 * body. TanStack Query asks for them when it creates the query in the cache: with the answer
 * there, the first render has the data and nothing is fetched while it is fresh.
 */
export function preloadedData<TBody, TData = TBody>(
  schemaPath: keyof paths,
  params?: RequestParams,
  select: (body: TBody) => TData = (body) => body as unknown as TData,
) {
  return {
    initialData: (): TData | undefined => {
      const body = preloaded<TBody>(apiUrl(schemaPath, params));
      return body === undefined ? undefined : select(body);
    },
    initialDataUpdatedAt: (): number => answers().updatedAt,
  };
}
