import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  published: string[];
}

const storage = new AsyncLocalStorage<Scope>();

/**
 * Remembers which outbox events the current request (or handler run) published,
 * so they can be dispatched right after its commit and before its response.
 */
export const EventScope = {
  run<T>(fn: () => T): T {
    return storage.run({ published: [] }, fn);
  },

  record(eventId: string): void {
    storage.getStore()?.published.push(eventId);
  },

  /** Takes (and forgets) the ids recorded so far. */
  take(): string[] {
    const scope = storage.getStore();
    if (!scope) return [];
    return scope.published.splice(0, scope.published.length);
  },
};
