/** What a member's card shows beside what they wrote: name, picture and patente (gamification's member card). */
export interface AuthorCard {
  name: string;
  picture: string | null;
  level: number;
  rankName: string;
  rankColor: string;
  textColor: string;
}

/** The author's columns of a chat message or a course comment, as the spec names them (`user_*`). */
export interface AuthorColumns {
  user_name: string;
  user_picture: string | null;
  user_level: number;
  user_rank_name: string;
  user_rank_color: string;
  user_text_color: string;
}

export function authorColumns(card: AuthorCard): AuthorColumns {
  return {
    user_name: card.name,
    user_picture: card.picture,
    user_level: card.level,
    user_rank_name: card.rankName,
    user_rank_color: card.rankColor,
    user_text_color: card.textColor,
  };
}

/**
 * Who wrote what an erased member chose to leave behind (ADR 0108): their posts, comments,
 * messages and courses keep their place under this id, which names no member and links to
 * no profile, and every screen shows it as "Membro removido" / "Removed member".
 */
export const REMOVED_MEMBER_ID = '00000000-0000-0000-0000-000000000000';
export const REMOVED_MEMBER_NAME = 'Membro removido';
