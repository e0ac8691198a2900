import type { EntityManager } from '@mikro-orm/postgresql';
import { Participation } from './participation.js';

/** "May this member act?" answered from a set of banned members, for unit tests (ADR 0085). */
export class FakeParticipation extends Participation {
  readonly banned = new Set<string>();
  readonly asked: string[] = [];

  async assertCanParticipate(_em: EntityManager, memberId: string): Promise<void> {
    this.asked.push(memberId);
    if (this.banned.has(memberId)) throw new MemberMayNotParticipate(memberId);
  }
}

export class MemberMayNotParticipate extends Error {
  constructor(readonly memberId: string) {
    super(`member ${memberId} may not participate`);
  }
}
