import { Body, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { OpenToBannedMembers, OpenToSuspendedMembers } from '../../../../shared/http/open-to-banned.js';
import { AccountDeletionService } from '../../application/account-deletion.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { clearCookie } from './cookies.js';
import { CurrentMember, ForMembers } from './guards.js';
import { DeleteAccountDto, DeletionScheduledDto, SuccessDto } from './identity.dto.js';
import { sessionCookieName } from './session.middleware.js';

/**
 * A member leaving for good, and changing their mind during the grace period (ADR 0108):
 * a banned member too (ADR 0123).
 */
@ForMembers('me', 'identity')
export class AccountDeletionController {
  constructor(
    private readonly deletions: AccountDeletionService,
    private readonly config: AppConfig,
  ) {}

  @Endpoint({
    method: 'DELETE', operationId: 'deleteAccount', auth: 'member', status: 202, ok: DeletionScheduledDto, body: { type: DeleteAccountDto },
    openBeforeConsent: true,
    summary: "Schedule the member's account for deletion after the grace period; every session of theirs ends",
    errors: { 400: 'The typed name is not the member’s (IDENTITY.DELETION_CONFIRMATION_MISMATCH)', 409: 'The erasure already started' },
  })
  @OpenToSuspendedMembers()
  async delete(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeletionScheduledDto> {
    const at = await this.deletions.schedule(member.id, body.confirm, body.keepContent);
    clearCookie(res, sessionCookieName(this.config), '/');
    return { deletionScheduledFor: at.toISOString() };
  }

  @Endpoint({
    method: 'POST', path: 'deletion/cancel', operationId: 'cancelAccountDeletion', auth: 'member', status: 200, ok: SuccessDto, openBeforeConsent: true,
    summary: "Cancel the member's scheduled deletion during the grace period: nothing is erased",
    errors: { 409: 'The erasure already started' },
  })
  // The one write a member whose deletion is scheduled may still make, with signing in and out.
  @OpenToBannedMembers()
  @OpenToSuspendedMembers()
  async cancel(@CurrentMember() member: AuthenticatedMember): Promise<SuccessDto> {
    await this.deletions.cancel(member.id);
    return { success: true };
  }
}
