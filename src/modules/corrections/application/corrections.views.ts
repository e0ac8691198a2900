import { Injectable } from '@nestjs/common';
import { GamificationApi } from '../../gamification/index.js';
import { excerpt } from '../../../shared/text/excerpt.js';
import { EXCERPT_LENGTH } from '../domain/writing.js';
import type { WritingForAction } from '../adapters/persistence/corrections.repository.js';
import type { WritingListRow } from '../adapters/persistence/corrections.queries.js';

const UNKNOWN_MEMBER = 'Membro desconhecido';

export interface RankCard {
  level: number;
  name: string;
  badgeColor: string;
  textColor: string;
}

export interface MemberCardView {
  id: string;
  name: string;
  picture: string | null;
  rank: RankCard;
}

/** The name, picture and patente shown beside what a member wrote, one batch per page (gamification's cards). */
@Injectable()
export class MemberCards {
  constructor(private readonly gamification: GamificationApi) {}

  async lookUp(ids: readonly string[]): Promise<(id: string) => MemberCardView> {
    const card = await this.gamification.memberCards(ids);
    return (id) => {
      const c = card(id);
      return { id, name: c.name ?? UNKNOWN_MEMBER, picture: c.picture, rank: { level: c.level, name: c.rankName, badgeColor: c.rankColor, textColor: c.textColor } };
    };
  }
}

export const iso = (at: Date | string) => new Date(at).toISOString();

export function toWritingView(w: WritingForAction, author: MemberCardView) {
  return {
    id: w.id,
    language: w.language,
    title: w.title,
    text: w.text,
    sentences: w.sentences.map((text, index) => ({ index, text })),
    corrections: w.corrections_count,
    promptId: w.prompt_id,
    createdAt: iso(w.created_at),
    updatedAt: iso(w.updated_at),
    author,
  };
}

export function toListItem(row: WritingListRow, author: MemberCardView) {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    excerpt: excerpt(row.text, EXCERPT_LENGTH),
    sentenceCount: row.sentence_count,
    corrections: row.corrections_count,
    createdAt: iso(row.created_at),
    author,
    authorGives: row.author_gives,
  };
}
