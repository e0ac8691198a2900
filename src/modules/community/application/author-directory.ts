import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/index.js';
import { GamificationApi } from '../../gamification/index.js';

/** What a post or comment shows about its author (spec: learner area, section 3). */
export interface AuthorView {
  author_name: string;
  author_picture: string | null;
  author_mocha_id: string;
  author_level: number;
  author_rank_name: string;
  author_rank_color: string;
  author_text_color: string;
}

export interface AuthorViewForAdmin extends AuthorView {
  author_email: string | null;
}

type Ranks = Awaited<ReturnType<GamificationApi['getMemberRanks']>>;

const UNKNOWN_AUTHOR = 'Autor desconhecido';

/**
 * Author data for a page of posts or comments: one batched call to identity and
 * one to gamification per page, never one per row (STYLE.md section 3).
 */
@Injectable()
export class AuthorDirectory {
  constructor(
    private readonly identity: IdentityApi,
    private readonly gamification: GamificationApi,
  ) {}

  async lookUp(authorIds: readonly string[]): Promise<(authorId: string) => AuthorViewForAdmin> {
    const ids = [...new Set(authorIds)];
    const [members, ranks]: [Awaited<ReturnType<IdentityApi['getMembers']>>, Ranks] =
      ids.length === 0 ? [new Map(), new Map()] : await Promise.all([this.identity.getMembers(ids), this.gamification.getMemberRanks(ids)]);
    return (authorId) => {
      const member = members.get(authorId);
      // getMemberRanks answers for every id it is given (level 1 for members without XP).
      const rank = ranks.get(authorId)!;
      return {
        author_name: member?.name ?? UNKNOWN_AUTHOR,
        author_picture: member?.picture ?? null,
        author_mocha_id: authorId,
        author_level: rank.level,
        author_rank_name: rank.rankName,
        author_rank_color: rank.badgeColor,
        author_text_color: rank.textColor,
        author_email: member?.email ?? null,
      };
    };
  }
}

/** The learner-facing author fields: the e-mail is for administrators only. */
export function withoutEmail({ author_email: _email, ...author }: AuthorViewForAdmin): AuthorView {
  return author;
}
