import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../shared/time/index.js';
import { ConsentRepository } from '../adapters/persistence/consent.repository.js';
import { LEGAL_DOCUMENTS, consentRequired, type LegalDocument } from '../domain/legal-documents.js';
import { ConsentVersionNotCurrentError } from './identity.errors.js';
import { IdentityApi } from './identity.api.js';
import { LegalDocuments } from './legal-documents.service.js';

/** Where a member stands with the legal documents: what they accepted last, what is in force. */
export interface ConsentsView {
  terms: { accepted: string | null; current: string };
  privacy: { accepted: string | null; current: string };
  /** A version in force is not accepted: the SPA asks before anything else (ADR 0110). */
  required: boolean;
}

/** A member's acceptance of the Termos de Uso and the Política de Privacidade (ADR 0110). */
@Injectable()
export class ConsentService {
  constructor(
    private readonly em: EntityManager,
    private readonly consents: ConsentRepository,
    private readonly documents: LegalDocuments,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
  ) {}

  /** Records the acceptance of both documents, only in the versions in force. */
  async accept(memberId: string, versions: Readonly<Record<LegalDocument, string>>): Promise<ConsentsView> {
    const current = this.documents.currentVersions();
    for (const document of LEGAL_DOCUMENTS) {
      if (versions[document] !== current[document]) throw new ConsentVersionNotCurrentError({ document });
    }
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await this.consents.accept(em, memberId, current, this.clock.now());
    });
    return this.view({ terms: current.terms, privacy: current.privacy });
  }

  /** The view of what the member accepted last. */
  view(accepted: Readonly<Record<LegalDocument, string | null>>): ConsentsView {
    const current = this.documents.currentVersions();
    return {
      terms: { accepted: accepted.terms, current: current.terms },
      privacy: { accepted: accepted.privacy, current: current.privacy },
      required: consentRequired(accepted, current),
    };
  }
}
