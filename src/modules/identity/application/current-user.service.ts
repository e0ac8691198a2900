import { Injectable } from '@nestjs/common';
import { MemberRepository } from './ports/persistence.js';
import { IdentityApi } from './identity.api.js';
import { MemberNotFoundError } from './identity.errors.js';

export interface CurrentUserView {
  id: string;
  email: string;
  name: string;
  given_name: string | null;
  picture: string | null;
  google_user_data: { name: string; given_name: string | null; picture: string | null };
  preferred_language: string;
  profile_completed: boolean;
  profile_skipped: boolean;
  is_admin: boolean;
}

@Injectable()
export class CurrentUserService {
  constructor(
    private readonly members: MemberRepository,
    private readonly identity: IdentityApi,
  ) {}

  async describe(memberId: string): Promise<CurrentUserView> {
    const member = await this.members.currentUser(memberId);
    if (!member) throw new MemberNotFoundError();
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      given_name: member.google_given_name,
      picture: member.picture ?? member.google_picture,
      google_user_data: {
        name: member.google_name,
        given_name: member.google_given_name,
        picture: member.google_picture,
      },
      preferred_language: member.preferred_language,
      profile_completed: member.profile_completed,
      profile_skipped: member.profile_skipped,
      is_admin: this.identity.isAdministrator({ email: member.email, emailVerified: member.email_verified }),
    };
  }
}
