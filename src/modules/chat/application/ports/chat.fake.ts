import type { EntityManager } from '@mikro-orm/postgresql';
import { ChatRepository, type SlowModeSettings } from './persistence.js';

export interface StoredMessage {
  id: string;
  seq: number;
  roomId: string;
  authorId: string;
  content: string;
  createdAt: Date;
  deletedBy: string | null;
}

/**
 * Chat's rooms, messages and presence in memory, for unit tests of the chat use
 * cases (ADR 0085): slow mode, a deletion recorded once, presence that lasts
 * while one tab still beats.
 */
export class InMemoryChat extends ChatRepository {
  readonly rooms = new Map<string, SlowModeSettings>();
  readonly messages: StoredMessage[] = [];
  /** `room|member|connection` → last beat. */
  readonly presence = new Map<string, Date>();

  async slowModeOf(_em: EntityManager, roomId: string): Promise<SlowModeSettings | null> {
    return this.rooms.get(roomId) ?? null;
  }

  async recentMessageTimes(_em: EntityManager, roomId: string, authorId: string, since: Date, limit: number): Promise<Date[]> {
    return this.messages
      .filter((m) => m.roomId === roomId && m.authorId === authorId && m.createdAt > since)
      .map((m) => m.createdAt)
      .sort((a, b) => b.getTime() - a.getTime())
      .slice(0, limit);
  }

  async insertMessage(
    _em: EntityManager,
    message: { id: string; roomId: string; authorId: string; content: string; createdAt: Date },
  ): Promise<number> {
    const seq = this.messages.length + 1;
    this.messages.push({ ...message, seq, deletedBy: null });
    return seq;
  }

  async messageOwner(_em: EntityManager, messageId: string): Promise<{ roomId: string; authorId: string; content: string } | null> {
    const message = this.messages.find((m) => m.id === messageId);
    return message ? { roomId: message.roomId, authorId: message.authorId, content: message.content } : null;
  }

  async softDeleteMessage(_em: EntityManager, messageId: string, adminEmail: string): Promise<boolean> {
    const message = this.messages.find((m) => m.id === messageId);
    if (!message || message.deletedBy !== null) return false;
    message.deletedBy = adminEmail;
    return true;
  }

  async isPresent(_em: EntityManager, roomId: string, memberId: string, since: Date): Promise<boolean> {
    const prefix = `${roomId}|${memberId}|`;
    return [...this.presence].some(([key, at]) => key.startsWith(prefix) && at > since);
  }

  async touchPresence(_em: EntityManager, roomId: string, memberId: string, connectionId: string, at: Date): Promise<void> {
    this.presence.set(`${roomId}|${memberId}|${connectionId}`, at);
  }

  async removePresence(_em: EntityManager, roomId: string, memberId: string, connectionId: string): Promise<void> {
    this.presence.delete(`${roomId}|${memberId}|${connectionId}`);
  }

  async pruneStalePresence(_em: EntityManager, before: Date): Promise<number> {
    let pruned = 0;
    for (const [key, at] of this.presence) {
      if (at < before) {
        this.presence.delete(key);
        pruned += 1;
      }
    }
    return pruned;
  }
}
