import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/** A unit of work's EntityManager: forked from the root on first use, so work that never touches the ORM (health, guests' cached reads) costs no fork. */
class LazyEntityManager {
  private em?: EntityManager;
  private forking = false;

  constructor(readonly root: EntityManager) {}

  /** Undefined while the fork is being made: MikroORM's constructors look for a context too, and must not find this one. */
  get(): EntityManager | undefined {
    if (this.em || this.forking) return this.em;
    this.forking = true;
    try {
      this.em = this.root.fork({ useContext: true, disableContextResolution: true });
    } finally {
      this.forking = false;
    }
    return this.em;
  }
}

/** Who opened a scope and dispatches what it publishes. */
export interface ScopeOwner {
  drainScope(): Promise<void>;
}

interface Scope {
  published: string[];
  orm?: LazyEntityManager;
  owner?: ScopeOwner;
  /** The request this unit of work answers: every log line written inside it carries it (ADR 0065). */
  requestId?: string;
  /** Queries sent to PostgreSQL inside this scope so far (ADR 0079): each one a round trip. */
  roundTrips: number;
}

const storage = new AsyncLocalStorage<Scope>();

/**
 * The current unit of work (a request, a timer run, a handler run, a script):
 * which outbox events it published, so they can be dispatched right after its
 * commit, and its own EntityManager (identity map), which MikroORM finds through
 * its `context` option. One AsyncLocalStorage for both: on Node 20 every enabled
 * store costs on every promise. Use `withEventScope` (outbox-dispatcher.ts) to
 * open one.
 */
export const EventScope = {
  /**
   * Runs `fn` in a new scope; with `root`, the scope gets its own EntityManager
   * forked from it, else it keeps the enclosing scope's. `owner` dispatches what
   * the scope publishes (see `settle`). A nested scope keeps the enclosing one's
   * request id unless given its own.
   */
  run<T>(fn: () => T, root?: EntityManager, owner?: ScopeOwner, requestId?: string): T {
    const current = storage.getStore();
    const orm = root ? new LazyEntityManager(root) : current?.orm;
    return storage.run(
      { published: [], orm, owner: owner ?? current?.owner, requestId: requestId ?? current?.requestId, roundTrips: 0 },
      fn,
    );
  },

  /** The id of the request being handled, or undefined outside one. */
  requestId(): string | undefined {
    return storage.getStore()?.requestId;
  },

  /**
   * Delivers what the current scope published so far, through its owner; undefined
   * (nothing to wait for) when it published nothing, the case of every read.
   */
  settle(): Promise<void> | undefined {
    const scope = storage.getStore();
    if (!scope?.owner || scope.published.length === 0) return undefined;
    return scope.owner.drainScope();
  },

  /** The scope's EntityManager for the ORM whose root is `root`, or undefined outside a scope of that ORM. */
  entityManager(root: EntityManager): EntityManager | undefined {
    const orm = storage.getStore()?.orm;
    return orm?.root === root ? orm.get() : undefined;
  },

  /** Counts one query sent to PostgreSQL by the current unit of work (the pool's clients call it). */
  countRoundTrip(): void {
    const scope = storage.getStore();
    if (scope) scope.roundTrips += 1;
  },

  /** How many queries the current unit of work has sent to PostgreSQL so far (undefined outside a scope). */
  roundTrips(): number | undefined {
    return storage.getStore()?.roundTrips;
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
