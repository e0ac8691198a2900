import { Body } from '@nestjs/common';
import { ConsentService } from '../../application/consent.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { CurrentMember, ForMembers } from './guards.js';
import { AcceptConsentsDto, ConsentsDto } from './consent.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

/** The member's acceptance of the Termos de Uso and the Política de Privacidade (ADR 0110). */
@ForMembers('consents', 'identity')
export class ConsentController {
  constructor(private readonly consents: ConsentService) {}

  @Endpoint({
    method: 'POST', operationId: 'acceptConsents', auth: 'member', status: 200, ok: ConsentsDto, openBeforeConsent: true,
    summary: 'Accept the Termos de Uso and the Política de Privacidade in the versions in force',
    errors: { 400: 'A version is not the one in force (`IDENTITY.CONSENT_VERSION_NOT_CURRENT`, param `document`), or malformed' },
  })
  accept(@CurrentMember() member: AuthenticatedMember, @Body() body: AcceptConsentsDto): Promise<ConsentsDto> {
    return this.consents.accept(member.id, { terms: body.terms, privacy: body.privacy });
  }
}
