import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The EntityManager a unit test of a use case hands over (ADR 0085): only the
 * transaction boundary. `fork().transactional(fn)` runs `fn` with it, an
 * advisory lock (`lockFor`) and a signal (`notify`) are noted, and any other
 * statement throws — the
 * use case's reads and writes go through the port's in-memory fake, and SQL
 * is tested against PostgreSQL in the integration tier, never mocked.
 */
export function unitTransaction(): EntityManager & { locks: string[]; signals: string[] } {
  const locks: string[] = [];
  const signals: string[] = [];
  const em: Record<string, unknown> = {
    locks,
    signals,
    fork: () => proxy,
    transactional: async <T>(fn: (em: EntityManager) => Promise<T>): Promise<T> => fn(proxy),
    execute: async (sql: string, params: unknown[] = []) => {
      if (/^select pg_advisory_xact_lock\(/.test(sql)) locks.push(String(params[0]));
      else if (/^select pg_notify\(/.test(sql)) signals.push(String(params[1]));
      else throw new Error(`A unit test runs no SQL: ${sql}`);
      return [];
    },
  };
  const proxy = new Proxy(em, {
    get(target, property) {
      if (property in target || typeof property === 'symbol' || property === 'then') return target[property as string];
      throw new Error(`A unit test's EntityManager has no ${String(property)}: use the port's fake`);
    },
  }) as unknown as EntityManager & { locks: string[]; signals: string[] };
  return proxy;
}
