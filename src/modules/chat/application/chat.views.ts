import { Injectable } from '@nestjs/common';
import { authorColumns, type AuthorColumns } from '../../../shared/engagement/index.js';
import { GamificationApi } from '../../gamification/index.js';
import type { MessageRow, PresentRow } from './ports/persistence.js';

/** A chat message with its author's data, as the spec lists it (section 3). */
export interface ChatMessageView extends AuthorColumns {
  id: string;
  /** Ordering key and the stream's event id. */
  seq: number;
  room_id: string;
  user_id: string;
  content: string;
  message_type: string;
  created_at: string;
}

/** A member present in a room (spec: Online user). */
export interface OnlineUserView {
  id: string;
  name: string;
  picture: string | null;
  level: number;
  rank_name: string;
  rank_color: string;
  text_color: string;
  last_seen_at: string;
}

const UNKNOWN_MEMBER = 'Membro';

/** Member data for a page of messages or users, from gamification's member cards (one batch per page). */
@Injectable()
export class ChatViews {
  constructor(private readonly gamification: GamificationApi) {}

  private async people(ids: readonly string[]) {
    const card = await this.gamification.memberCards(ids);
    return (id: string) => {
      const c = card(id);
      return { ...c, name: c.name ?? UNKNOWN_MEMBER };
    };
  }

  async messages(rows: readonly MessageRow[]): Promise<ChatMessageView[]> {
    const person = await this.people(rows.map((r) => r.author_id));
    return rows.map((row) => {
      const p = person(row.author_id);
      return {
        id: row.id,
        seq: row.seq,
        room_id: row.room_id,
        user_id: row.author_id,
        content: row.content,
        message_type: row.message_type,
        ...authorColumns(p),
        created_at: row.created_at.toISOString(),
      };
    });
  }

  async onlineUsers(rows: readonly PresentRow[]): Promise<OnlineUserView[]> {
    const person = await this.people(rows.map((r) => r.member_id));
    return rows.map((row) => {
      const p = person(row.member_id);
      return {
        id: row.member_id,
        name: p.name,
        picture: p.picture,
        level: p.level,
        rank_name: p.rankName,
        rank_color: p.rankColor,
        text_color: p.textColor,
        last_seen_at: row.last_seen_at.toISOString(),
      };
    });
  }
}
