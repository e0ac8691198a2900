import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../shared/time/index.js';
import { isUuid } from '../../../shared/ids.js';
import { lockFor } from '../../../shared/transactions.js';
import { notify } from '../../../shared/notify/pg-listener.js';
import { ValidationFailedError } from '../../../shared/errors/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';

/** How often tabs silent for an hour are forgotten. */
const PRESENCE_PRUNE_EVERY_MS = 10 * 60 * 1000;
import { IdentityApi } from '../../identity/index.js';
import {
  MESSAGES_PAGE_SIZE,
  PRESENCE_TTL_SECONDS,
  RecentHeartbeats,
  slowModeWait,
  validateMessageContent,
} from '../domain/chat.js';
import { ChatRepository, type RoomRow } from './ports/persistence.js';
import { CHAT_CHANNEL, encodeSignal } from '../domain/chat-channel.js';
import {
  ChatCursorInvalidError,
  ChatMessageNotFoundError,
  ChatRoomNotFoundError,
  ChatSlowModeError,
} from './chat.errors.js';
import { ChatViews, type ChatMessageView, type OnlineUserView } from './chat.views.js';
import { excerpt } from '../../../shared/text/excerpt.js';
import { ChatQueries } from '../adapters/persistence/chat.queries.js';
import { PresenceReads } from './presence-reads.js';

export interface MessagePageRequest {
  after?: string;
  before?: string;
  limit?: number;
}

/** The chat's use cases: rooms, messages and presence (spec section 7, Chat). */
@Injectable()
export class ChatService {
  private readonly recentHeartbeats = new RecentHeartbeats();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    private readonly queries: ChatQueries,
    private readonly repository: ChatRepository,
    private readonly views: ChatViews,
    private readonly events: EventPublisher,
    private readonly presence: PresenceReads,
    jobs: TimedJobs,
  ) {
    // Nothing ran it before: tabs that vanished without a word stayed present (ADR 0067).
    jobs.register('chat.presence.prune', PRESENCE_PRUNE_EVERY_MS, () => this.pruneStalePresence());
  }

  presentSince(): Date {
    return new Date(this.clock.now().getTime() - PRESENCE_TTL_SECONDS * 1000);
  }

  listRooms(): Promise<RoomRow[]> {
    return this.presence.roomsWithCounts();
  }

  async assertRoom(roomId: string): Promise<void> {
    if (!isUuid(roomId) || !(await this.queries.roomExists(roomId))) throw new ChatRoomNotFoundError();
  }

  /**
   * The latest page, the messages after one (polling) or before one (history), oldest first,
   * without those of authors the viewer blocks (ADR 0101).
   */
  async listMessages(viewerId: string, roomId: string, request: MessagePageRequest): Promise<ChatMessageView[]> {
    if (!isUuid(roomId)) throw new ChatRoomNotFoundError();
    const limit = request.limit ?? MESSAGES_PAGE_SIZE;
    const position: { after?: number; before?: number } = {};
    // The hot path (polling with `after`): a cursor found in the room proves the room exists.
    if (request.after !== undefined) {
      // The 3-second poll: cursor and page in one statement; the cursor's own checks only when it is unknown.
      const page = isUuid(request.after) ? await this.queries.pageAfterMessage(viewerId, roomId, request.after, limit) : null;
      if (page) return this.views.messages(page);
      position.after = await this.cursor(roomId, request.after);
    } else if (request.before !== undefined) position.before = await this.cursor(roomId, request.before);
    else await this.assertRoom(roomId);
    return this.views.messages(await this.queries.page(viewerId, roomId, position, limit));
  }

  private async cursor(roomId: string, messageId: string): Promise<number> {
    const seq = isUuid(messageId) ? await this.queries.seqOf(roomId, messageId) : null;
    if (seq !== null) return seq;
    await this.assertRoom(roomId);
    throw new ChatCursorInvalidError();
  }

  /**
   * Posts a message. Inserts into one room are serialised (the room's lock),
   * which makes the slow-mode count exact under parallel requests and keeps
   * `seq` order equal to commit order for the streams (ADR 0024).
   */
  async sendMessage(memberId: string, roomId: string, content: unknown): Promise<string> {
    const checked = validateMessageContent(content);
    if (!checked.ok) throw ValidationFailedError.fromFields({ content: [checked.message] });
    if (!isUuid(roomId)) throw new ChatRoomNotFoundError();
    const messageId = randomUUID();
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `chat-room:${roomId}`);
      const slowMode = await this.repository.slowModeOf(em, roomId);
      if (!slowMode) throw new ChatRoomNotFoundError();
      const now = this.clock.now();
      const since = new Date(now.getTime() - slowMode.windowSeconds * 1000);
      const recent = await this.repository.recentMessageTimes(em, roomId, memberId, since, slowMode.maxMessages);
      const wait = slowModeWait(recent, now, slowMode);
      if (wait > 0) throw new ChatSlowModeError(wait, slowMode);
      await this.repository.insertMessage(em, { id: messageId, roomId, authorId: memberId, content: checked.value, createdAt: now });
      await notify(em, CHAT_CHANNEL, encodeSignal({ kind: 'message', roomId, messageId }));
    });
    return messageId;
  }

  /**
   * An administrator's delete: the message disappears from every poll and
   * stream, and streams resuming later replay it (ADR 0036). Deleting it again
   * changes nothing and records nothing; the first time reaches the audit log
   * with the author as the member concerned (ADR 0037).
   */
  async deleteMessage(adminEmail: string, messageId: string, reason: string | null = null): Promise<void> {
    if (!isUuid(messageId)) throw new ChatMessageNotFoundError();
    await this.em.fork().transactional(async (em) => {
      const owner = await this.repository.messageOwner(em, messageId);
      if (!owner) throw new ChatMessageNotFoundError();
      await lockFor(em, `chat-room:${owner.roomId}`);
      if (!(await this.repository.softDeleteMessage(em, messageId, adminEmail, this.clock.now()))) return;
      this.events.publish(em, 'chat.admin_action_recorded', {
        adminEmail,
        action: 'chat_message_deleted',
        targetType: 'chat_message',
        targetId: messageId,
        memberId: owner.authorId,
        reason,
        targetLabel: excerpt(owner.content),
      });
      await notify(em, CHAT_CHANNEL, encodeSignal({ kind: 'deleted', roomId: owner.roomId, messageId }));
    });
  }

  /** Join and heartbeat: the tab beats now; the room hears of it when the member arrives. */
  /**
   * A tab joins (`join`) or beats (`heartbeat`). A heartbeat within
   * PRESENCE_REFRESH_SECONDS of this tab's last stored presence on this instance changes
   * nothing stored and writes nothing; a join always writes.
   */
  async beat(memberId: string, roomId: string, connectionId: string, kind: 'join' | 'heartbeat' = 'join'): Promise<void> {
    const tab = `${roomId}:${memberId}:${connectionId}`;
    const nowMs = this.clock.now().getTime();
    if (kind === 'heartbeat' && this.recentHeartbeats.fresh(tab, nowMs)) return;
    await this.assertRoom(roomId);
    let arrived = false;
    await this.em.fork().transactional(async (em) => {
      await this.identity.assertCanParticipate(em, memberId);
      await lockFor(em, `chat-presence:${roomId}:${memberId}`);
      const wasPresent = await this.repository.isPresent(em, roomId, memberId, this.presentSince());
      await this.repository.touchPresence(em, roomId, memberId, connectionId, this.clock.now());
      if (!wasPresent) await notify(em, CHAT_CHANNEL, encodeSignal({ kind: 'presence', roomId }));
      arrived = !wasPresent;
    });
    // This instance's next poll counts the member at once, before the channel's signal comes back.
    if (arrived) this.presence.changed();
    this.recentHeartbeats.stored(tab, nowMs);
  }

  /** Leaves with one tab: the member stays present while another tab still beats. */
  async leave(memberId: string, roomId: string, connectionId: string): Promise<void> {
    this.recentHeartbeats.forget(`${roomId}:${memberId}:${connectionId}`);
    await this.assertRoom(roomId);
    await this.em.fork().transactional(async (em) => {
      await lockFor(em, `chat-presence:${roomId}:${memberId}`);
      const since = this.presentSince();
      const wasPresent = await this.repository.isPresent(em, roomId, memberId, since);
      await this.repository.removePresence(em, roomId, memberId, connectionId);
      if (wasPresent && !(await this.repository.isPresent(em, roomId, memberId, since))) {
        await notify(em, CHAT_CHANNEL, encodeSignal({ kind: 'presence', roomId }));
      }
    });
    this.presence.changed();
  }

  async onlineUsers(roomId: string): Promise<OnlineUserView[]> {
    const users = isUuid(roomId) ? await this.presence.onlineIn(roomId) : null;
    if (!users) throw new ChatRoomNotFoundError();
    return users;
  }

  /** Forgets tabs silent for an hour; a timed job of the cluster. */
  async pruneStalePresence(): Promise<void> {
    await this.repository.pruneStalePresence(this.em.fork(), new Date(this.clock.now().getTime() - 3_600_000));
  }
}
