import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PgListener } from '../../../shared/notify/pg-listener.js';
import { ReadModel } from '../../../shared/read-models/index.js';
import { Clock } from '../../../shared/time/index.js';
import { PRESENCE_TTL_SECONDS } from '../domain/chat.js';
import { CHAT_CHANNEL, decodeSignal } from '../domain/chat-channel.js';
import { ChatQueries } from '../adapters/persistence/chat.queries.js';
import { ChatViews, type OnlineUserView } from './chat.views.js';
import type { RoomRow } from './ports/persistence.js';

/** How old an answer of `PresenceReads` may be: presence itself is "a heartbeat within 30 s". */
export const PRESENCE_READ_MAX_AGE_MS = 1_000;

/**
 * Who is present in the chat, as every member's poll asks it every 3 s (the rooms with their
 * counts, a room's members with their names and ranks): the same answer for every member, so
 * each instance reads it at most once a second and every request meanwhile shares that read, the
 * one under way included (a `ReadModel` of ADR 0070, with a time bound: presence also changes by
 * itself, as heartbeats grow old). A member arriving or leaving (the chat channel's presence
 * signal, from any instance, or this instance's own write through `changed`) makes the next
 * request read afresh; a member whose heartbeats stop leaves the answers within the second after
 * their 30 s. Without the channel (its connection lost), every request reads (ADR 0118).
 */
@Injectable()
export class PresenceReads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PresenceReads.name);
  private readonly roomList: ReadModel<RoomRow[]>;
  /** One per room that exists; an id that names no room is not kept. */
  private readonly rooms = new Map<string, ReadModel<OnlineUserView[] | null>>();
  private listening = false;
  private stops: Array<() => unknown> = [];

  constructor(
    private readonly queries: ChatQueries,
    private readonly views: ChatViews,
    private readonly listener: PgListener,
    private readonly clock: Clock,
  ) {
    this.roomList = this.timed('chat rooms', (since) => this.queries.rooms(since));
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      this.stops.push(this.listener.onReconnect(() => this.changed()));
      this.stops.push(
        await this.listener.listen(CHAT_CHANNEL, (payload) => {
          if (decodeSignal(payload)?.kind === 'presence') this.changed();
        }),
      );
      this.listening = true;
    } catch (error) {
      this.logger.warn(`Presence changes cannot be listened to; every poll reads presence: ${String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    await Promise.all(this.stops.map(async (stop) => stop()));
  }

  /** The rooms, each with how many members are present now. */
  roomsWithCounts(): Promise<RoomRow[]> {
    return this.roomList.get();
  }

  /** The members present in a room, most recently seen first, as the API shows them; null when there is no such room. */
  async onlineIn(roomId: string): Promise<OnlineUserView[] | null> {
    let room = this.rooms.get(roomId);
    if (!room) {
      room = this.timed(`chat room ${roomId}`, async (since) => {
        const present = await this.queries.presentInRoom(roomId, since);
        return present && this.views.onlineUsers(present);
      });
      this.rooms.set(roomId, room);
    }
    const users = await room.get();
    if (users === null) this.rooms.delete(roomId);
    return users;
  }

  /** A member arrived or left a room: the next request reads presence afresh. */
  changed(): void {
    this.roomList.invalidate();
    for (const room of this.rooms.values()) room.invalidate();
  }

  /**
   * A shared read kept while the channel is up and for PRESENCE_READ_MAX_AGE_MS after it began, by
   * the app's clock (which tests move) and by the process's own.
   */
  private timed<T>(name: string, read: (presentSince: Date) => Promise<T>): ReadModel<T> {
    let began = { at: 0, elapsed: -Infinity };
    const fresh = () => {
      const age = this.clock.now().getTime() - began.at;
      return age >= 0 && age < PRESENCE_READ_MAX_AGE_MS && performance.now() - began.elapsed < PRESENCE_READ_MAX_AGE_MS;
    };
    return new ReadModel<T>(
      name,
      [],
      () => {
        const at = this.clock.now().getTime();
        began = { at, elapsed: performance.now() };
        return read(new Date(at - PRESENCE_TTL_SECONDS * 1000));
      },
      () => this.listening && this.listener.connected && fresh(),
    );
  }
}
