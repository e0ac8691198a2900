import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PgListener } from '../../../shared/notify/pg-listener.js';
import { Clock } from '../../../shared/time/index.js';
import { PRESENCE_TTL_SECONDS } from '../domain/chat.js';
import { CHAT_CHANNEL, decodeSignal } from '../domain/chat-channel.js';
import { ChatQueries } from '../adapters/persistence/chat.queries.js';
import { ChatViews, type OnlineUserView } from './chat.views.js';
import type { RoomRow } from './ports/persistence.js';

/** How old an answer of `PresenceReads` may be: presence itself is "a heartbeat within 30 s". */
export const PRESENCE_READ_MAX_AGE_MS = 1_000;

interface Answer<T> {
  /** When it was read, by the app's clock (which tests move) and by the process's own. */
  at: number;
  readAt: number;
  generation: number;
  value: Promise<T>;
}

/**
 * Who is present in the chat, as every member's poll asks it every 3 s (the rooms with their
 * counts, a room's members with their names and ranks): the same answer for every member, so
 * each instance reads it at most once a second and every request meanwhile shares that read, the
 * one under way included. A member arriving or leaving (the chat channel's presence signal, from
 * any instance, or this instance's own write through `changed`) makes the next request read
 * afresh; a member whose heartbeats stop leaves the answers within the second after their 30 s.
 * Without the channel (its connection lost), every request reads, as before (ADR 0118).
 */
@Injectable()
export class PresenceReads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PresenceReads.name);
  /** Bumped by every change: an answer read before it is not given again. */
  private generation = 0;
  private roomList?: Answer<RoomRow[]>;
  private readonly rooms = new Map<string, Answer<OnlineUserView[] | null>>();
  private listening = false;
  private stops: Array<() => unknown> = [];

  constructor(
    private readonly queries: ChatQueries,
    private readonly views: ChatViews,
    private readonly listener: PgListener,
    private readonly clock: Clock,
  ) {}

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
    this.changed();
    await Promise.all(this.stops.map(async (stop) => stop()));
  }

  /** The rooms, each with how many members are present now. */
  roomsWithCounts(): Promise<RoomRow[]> {
    const kept = this.fresh(this.roomList);
    if (kept) return kept.value;
    const answer = this.read((since) => this.queries.rooms(since));
    this.roomList = answer;
    return answer.value;
  }

  /** The members present in a room, most recently seen first, as the API shows them; null when there is no such room. */
  onlineIn(roomId: string): Promise<OnlineUserView[] | null> {
    const kept = this.fresh(this.rooms.get(roomId));
    if (kept) return kept.value;
    const answer = this.read(async (since) => {
      const present = await this.queries.presentInRoom(roomId, since);
      return present && this.views.onlineUsers(present);
    });
    this.rooms.set(roomId, answer);
    // Only rooms that exist stay: the map is no larger than the rooms.
    answer.value.then(
      (present) => {
        if (present === null && this.rooms.get(roomId) === answer) this.rooms.delete(roomId);
      },
      () => undefined,
    );
    return answer.value;
  }

  /** A member arrived or left a room: the next request reads presence afresh. */
  changed(): void {
    this.generation += 1;
    this.roomList = undefined;
    this.rooms.clear();
  }

  private fresh<T>(answer: Answer<T> | undefined): Answer<T> | undefined {
    if (!answer || !this.listening || !this.listener.connected || answer.generation !== this.generation) return undefined;
    const age = this.clock.now().getTime() - answer.at;
    const elapsed = performance.now() - answer.readAt;
    return age >= 0 && age < PRESENCE_READ_MAX_AGE_MS && elapsed < PRESENCE_READ_MAX_AGE_MS ? answer : undefined;
  }

  private read<T>(query: (presentSince: Date) => Promise<T>): Answer<T> {
    const at = this.clock.now().getTime();
    const answer: Answer<T> = {
      at,
      readAt: performance.now(),
      generation: this.generation,
      value: query(new Date(at - PRESENCE_TTL_SECONDS * 1000)),
    };
    // A read that failed is not given again: the next request tries anew.
    answer.value.catch(() => {
      if (this.roomList === (answer as unknown)) this.roomList = undefined;
      for (const [roomId, kept] of this.rooms) if (kept === (answer as unknown)) this.rooms.delete(roomId);
    });
    return answer;
  }
}
