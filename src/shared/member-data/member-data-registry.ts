import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadPart, RowLists } from '../pg-pool/index.js';
import type { Names, ReferencedIds } from './names.js';

/**
 * The modules of the chain, left to right (docs/architecture.md, The module chain): the order of
 * a member's copy, and, reversed, of their erasure. The same order as `chain` in
 * `.dependency-cruiser.cjs` (`member-data-registry.spec.ts` holds them together). Names only: the kernel
 * imports no module.
 */
export const MODULE_CHAIN = ['identity', 'notifications', 'gamification', 'courses', 'community', 'chat', 'corrections', 'review', 'admin'] as const;
export type ChainModule = (typeof MODULE_CHAIN)[number];

/**
 * One module's share of a member's data (ADR 0106, ADR 0108): what it holds about them and how
 * it lets them go. Each module of the chain registers exactly one, from its own code.
 */
export interface MemberDataPart {
  readonly module: ChainModule;
  /**
   * Every row the module holds about the member, for their copy: a `ReadPart.lists` of one
   * list per table (ADR 0080), so every module's part is read in one statement.
   */
  export(memberId: string): ReadPart<RowLists>;
  /**
   * What the module calls the things of its own that the copy refers to by id (`namesPart`), so
   * its readable page shows a blocked member's name or a lesson's title instead of an id; a
   * module that holds none of the named kinds has none.
   */
  names?(ids: ReferencedIds): ReadPart<Names>;
  /**
   * Erases what the module holds about the member in the caller's transaction, or keeps what
   * they wrote under `REMOVED_MEMBER_ID` when `keepContent` (ADR 0109). Idempotent: a run that
   * stops before the commit runs it once more.
   */
  erase(em: EntityManager, memberId: string, keepContent: boolean): Promise<void>;
}

/**
 * Where each module registers its `MemberDataPart`, as it registers its timed jobs and
 * notification texts: the member's copy (`src/data-export`) and the erasure (admin) both read
 * this one list, so a module cannot be in one and missing from the other.
 */
@Injectable()
export class MemberDataRegistry {
  private readonly registered = new Map<string, MemberDataPart>();

  /** Called once by each module of the chain, while the application starts. */
  register(part: MemberDataPart): void {
    if (!(MODULE_CHAIN as readonly string[]).includes(part.module)) {
      throw new Error(`No module "${part.module}" in the chain (${MODULE_CHAIN.join(', ')}) may register a member's data part`);
    }
    if (this.registered.has(part.module)) throw new Error(`The module ${part.module} registered its member's data part twice`);
    this.registered.set(part.module, part);
  }

  /**
   * Every module's part in chain order, identity first. Throws when a module of the chain has
   * not registered: the composition calls it at start-up, so a forgotten part stops the start,
   * never an erasure half-way.
   */
  inChainOrder(): readonly MemberDataPart[] {
    const missing = MODULE_CHAIN.filter((module) => !this.registered.has(module));
    if (missing.length > 0) throw new Error(`No member's data part registered by ${missing.join(', ')} (docs/architecture.md, Adding a module)`);
    return MODULE_CHAIN.map((module) => this.registered.get(module)!);
  }
}
