import type { Language } from '../../../shared/http/language.js';
import type { RankStatus } from '../domain/ranks.js';
import type { BadgeRow, RankRow } from './ports/persistence.js';

/** A patente as the API shows it. */
export interface RankView {
  id: number;
  level: number;
  name: string;
  description: string;
  xp_required: number;
  badge_color: string;
  text_color: string;
  /** Only for a signed-in reader: unlocked / next / locked (spec section 4). */
  status?: RankStatus;
}

/** A badge as the API shows it, in the reader's language. */
export interface BadgeView {
  id: number;
  code: string;
  name: string;
  description: string;
  icon: string;
  badge_color: string;
  /** When the reader earned it; null when not (yet) earned. */
  earned_at: string | null;
}

export function rankView(rank: RankRow, language: Language): RankView {
  return {
    id: rank.id,
    level: rank.level,
    name: rank.name,
    description: language === 'en' ? rank.descriptionEn : rank.description,
    xp_required: rank.xpRequired,
    badge_color: rank.badgeColor,
    text_color: rank.textColor,
  };
}

export function badgeView(badge: BadgeRow, language: Language, earnedAt: Date | null): BadgeView {
  return {
    id: badge.id,
    code: badge.code,
    name: language === 'en' ? badge.nameEn : badge.name,
    description: language === 'en' ? badge.descriptionEn : badge.description,
    icon: badge.icon,
    badge_color: badge.badgeColor,
    earned_at: earnedAt ? earnedAt.toISOString() : null,
  };
}
