import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LegalDocument } from '../../domain/legal-documents.js';

@Injectable()
export class ConsentRepository {
  /** Records the acceptances; a version accepted again (an operator went back to it) takes the new time. */
  async accept(em: EntityManager, memberId: string, versions: Readonly<Record<LegalDocument, string>>, now: Date): Promise<void> {
    for (const [document, version] of Object.entries(versions)) {
      await em.execute(
        `insert into member_consent (id, member_id, document, version, accepted_at, created_at)
         values (?, ?, ?, ?, ?, ?) on conflict (member_id, document, version) do update set accepted_at = excluded.accepted_at`,
        [randomUUID(), memberId, document, version, now, now],
      );
    }
  }
}
