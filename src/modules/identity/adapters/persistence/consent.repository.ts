import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LegalDocument } from '../../domain/legal-documents.js';

@Injectable()
export class ConsentRepository {
  /**
   * Records the acceptances; a version accepted again (an operator went back to it) takes the new time.
   * "The version accepted last" is the latest `accepted_at` (member.repository.ts), so each acceptance
   * is stamped after the member's earlier ones even when the clock says otherwise: an instance whose
   * clock is behind the one that recorded the earlier acceptance, or two within one clock tick, would
   * otherwise leave the older version "last" and the member asked again and again.
   */
  async accept(em: EntityManager, memberId: string, versions: Readonly<Record<LegalDocument, string>>, now: Date): Promise<void> {
    for (const [document, version] of Object.entries(versions)) {
      await em.execute(
        `insert into member_consent (id, member_id, document, version, accepted_at, created_at)
         values (?, ?, ?, ?, greatest(?::timestamptz, (select max(accepted_at) + interval '1 microsecond' from member_consent
                                                        where member_id = ? and document = ? and version <> ?)), ?)
         on conflict (member_id, document, version) do update set accepted_at = excluded.accepted_at`,
        [randomUUID(), memberId, document, version, now, memberId, document, version, now],
      );
    }
  }
}
