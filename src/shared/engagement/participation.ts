import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * "May this member act?" (not banned), answered inside the write's transaction
 * (docs/architecture.md, The hostile client; ADR 0040). The kernel names the question and identity
 * answers it: IdentityModule binds IdentityApi to this token, so the like toggle
 * and the comment thread ask it themselves in every module that uses them.
 */
export abstract class Participation {
  abstract assertCanParticipate(em: EntityManager, memberId: string): Promise<void>;
}
