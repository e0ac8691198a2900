import type { ChatMessage } from '../api/chatApi';

/** Merges messages by id, oldest first: nothing shows twice. */
export function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export const PAGE = 50;
/** While polling, every this many ticks (≈ 9 s) the latest page shows deletions too. */
export const RECONCILE_EVERY_TICKS = 3;

/**
 * Merges the latest page: a message held within the page's range but absent from it was
 * deleted. Older history, which the page does not cover, stays as it is.
 */
export function reconcile(current: ChatMessage[], latest: ChatMessage[]): ChatMessage[] {
  const from = latest.length >= PAGE ? (latest[0]?.seq ?? 0) : 0;
  // A message newer than the page arrived while it was loading: keep it.
  const to = latest.at(-1)?.seq ?? Number.MAX_SAFE_INTEGER;
  const present = new Set(latest.map((m) => m.id));
  return merge(
    current.filter((m) => m.seq < from || m.seq > to || present.has(m.id)),
    latest,
  );
}
