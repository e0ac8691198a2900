import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What administrator sign-in needs to remember about attempts (ADR 0017). An
 * abstract class so `application/` names no adapter; the DI token too.
 * Implemented by adapters/persistence/admin-login.repository.ts.
 */
export abstract class AdminLoginAttempts {
  /** Failures from an address since `since`, and the oldest of them. */
  abstract failuresFromAddress(em: EntityManager, address: string, since: Date): Promise<{ count: number; oldest: Date | null }>;
  /** When the account may next be tried; null when it has no failures since its last success. */
  abstract nextAttemptAt(em: EntityManager, email: string): Promise<Date | null>;
  /** Records a failure for the address and the account; returns the account's consecutive failures. */
  abstract recordFailure(
    em: EntityManager,
    input: { email: string; address: string; now: Date; delaySecondsFor: (failures: number) => number },
  ): Promise<number>;
  /** A success clears the account's back-off. */
  abstract clearAccount(em: EntityManager, email: string): Promise<void>;
}
