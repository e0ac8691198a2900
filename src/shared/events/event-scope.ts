import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  published: string[];
}

const storage = new AsyncLocalStorage<Scope>();

/**
 * Remembers which outbox events the current unit of work (a request, a timer
 * run, a handler run, a script) published, so they can be dispatched right
 * after its commit. Use `withEventScope` (outbox-dispatcher.ts) to open one.
 */
export const EventScope = {
  run<T>(fn: () => T): T {
    return storage.run({ published: [] }, fn);
  },

  /** True inside a scope: whoever opened it dispatches what is published in it. */
  active(): boolean {
    return storage.getStore() !== undefined;
  },

  record(eventId: string): void {
    storage.getStore()?.published.push(eventId);
  },

  /** True when the current scope published something not yet taken. */
  pending(): boolean {
    return (storage.getStore()?.published.length ?? 0) > 0;
  },

  /** Takes (and forgets) the ids recorded so far. */
  take(): string[] {
    const scope = storage.getStore();
    if (!scope) return [];
    return scope.published.splice(0, scope.published.length);
  },
};
