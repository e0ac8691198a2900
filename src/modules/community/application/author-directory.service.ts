import { Injectable } from '@nestjs/common';
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

const UNKNOWN_AUTHOR = 'Autor desconhecido';

/** Author data for a page of posts or comments, from gamification's member cards (one batch per page). */
@Injectable()
export class AuthorDirectory {
  constructor(private readonly gamification: GamificationApi) {}

  async lookUp(authorIds: readonly string[]): Promise<(authorId: string) => AuthorViewForAdmin> {
    const card = await this.gamification.memberCards(authorIds);
    return (authorId) => {
      const c = card(authorId);
      return {
        author_name: c.name ?? UNKNOWN_AUTHOR,
        author_picture: c.picture,
        author_mocha_id: authorId,
        author_level: c.level,
        author_rank_name: c.rankName,
        author_rank_color: c.rankColor,
        author_text_color: c.textColor,
        author_email: c.email,
      };
    };
  }
}

/** The learner-facing author fields: the e-mail is for administrators only. */
export function withoutEmail({ author_email: _email, ...author }: AuthorViewForAdmin): AuthorView {
  return author;
}
