import { Body } from '@nestjs/common';
import { SettingsService } from '../../application/settings.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { CurrentMember, ForMembers } from './guards.js';
import { InterfaceLanguageDto, SuccessDto } from './identity.dto.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';

/** The interface language alone; the settings page as a whole is composed in src/profile (ADR 0082). */
@ForMembers('settings', 'identity')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Endpoint({
    method: 'PUT', path: 'language', operationId: 'changeInterfaceLanguage', auth: 'member', ok: SuccessDto, openBeforeConsent: true,
    summary: 'Change only the interface language (pt or en)',
  })
  async changeLanguage(@CurrentMember() member: AuthenticatedMember, @Body() body: InterfaceLanguageDto): Promise<SuccessDto> {
    await this.settings.changeInterfaceLanguage(member.id, body.preferredLanguage);
    return { success: true };
  }
}
