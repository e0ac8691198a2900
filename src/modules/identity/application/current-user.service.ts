import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MemberEntity } from '../adapters/persistence/member.entity.js';
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
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
  ) {}

  async describe(memberId: string): Promise<CurrentUserView> {
    const member = await this.em.fork().findOne(MemberEntity, { id: memberId });
    if (!member) throw new MemberNotFoundError();
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      given_name: member.googleGivenName ?? null,
      picture: member.picture ?? member.googlePicture ?? null,
      google_user_data: {
        name: member.googleName,
        given_name: member.googleGivenName ?? null,
        picture: member.googlePicture ?? null,
      },
      preferred_language: member.preferredLanguage,
      profile_completed: member.profileCompleted,
      profile_skipped: member.profileSkipped,
      is_admin: this.identity.isAdministrator(member),
    };
  }
}
