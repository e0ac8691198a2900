import { describe, expect, it } from '@jest/globals';
import type { PgListener } from '../../../shared/notify/pg-listener.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { ChatQueries } from '../adapters/persistence/chat.queries.js';
import type { ChatViews } from './chat.views.js';
import { CHAT_CHANNEL, encodeSignal } from '../domain/chat-channel.js';
import { PRESENCE_READ_MAX_AGE_MS, PresenceReads } from './presence-reads.js';
import type { PresentRow, RoomRow } from './ports/persistence.js';

const ROOM = 'c4a70000-0000-4000-8000-000000000000';
const OTHER_ROOM = 'c4a70000-0000-4000-8000-000000000001';

/** The chat channel as PgListener delivers it, and whether its connection is up. */
class FakeListener {
  connected = true;
  private readonly handlers = new Map<string, (payload: string) => void>();
  private readonly reconnects: Array<() => void> = [];

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    this.handlers.set(channel, onPayload);
    return Promise.resolve(async () => {
      this.handlers.delete(channel);
    });
  }

  onReconnect(fn: () => void): () => void {
    this.reconnects.push(fn);
    return () => undefined;
  }

  deliver(channel: string, payload: string): void {
    this.handlers.get(channel)?.(payload);
  }

  reconnect(): void {
    for (const fn of this.reconnects) fn();
  }
}

async function setUp() {
  const clock = new FixedClock(new Date('2026-03-11T15:00:00Z'));
  const listener = new FakeListener();
  let present: PresentRow[] = [{ member_id: 'ana', last_seen_at: clock.now() }];
  const reads = { rooms: 0, present: 0, since: [] as Date[] };
  let failNext = false;
  let gate: Promise<void> | undefined;
  const queries = {
    rooms: async (since: Date): Promise<RoomRow[]> => {
      reads.rooms += 1;
      reads.since.push(since);
      if (gate) await gate;
      return [{ id: ROOM, user_count: present.length } as RoomRow];
    },
    presentInRoom: async (roomId: string): Promise<PresentRow[] | null> => {
      reads.present += 1;
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return roomId === ROOM ? present : null;
    },
  } as unknown as ChatQueries;
  const views = { onlineUsers: async (rows: PresentRow[]) => rows.map((row) => ({ id: row.member_id })) } as unknown as ChatViews;
  const presence = new PresenceReads(queries, views, listener as unknown as PgListener, clock);
  await presence.onApplicationBootstrap();
  return {
    clock,
    listener,
    presence,
    reads,
    setPresent: (rows: PresentRow[]) => (present = rows),
    failNextRead: () => (failNext = true),
    holdReads: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

describe('PresenceReads: who is present, read once a second per instance and shared', () => {
  it('answers every poll within the second from one read, the one under way included, and reads again after it', async () => {
    const { clock, presence, reads, holdReads } = await setUp();
    const release = holdReads();
    const polls = Promise.all([presence.roomsWithCounts(), presence.roomsWithCounts(), presence.roomsWithCounts()]);
    release();
    expect((await polls).map((rooms) => rooms[0]!.user_count)).toEqual([1, 1, 1]);
    clock.advance(PRESENCE_READ_MAX_AGE_MS - 1);
    await presence.roomsWithCounts();
    expect(reads.rooms).toBe(1);
    // Presence is a heartbeat within 30 s of the read's moment.
    expect(reads.since[0]).toEqual(new Date('2026-03-11T14:59:30Z'));

    clock.advance(1);
    await presence.roomsWithCounts();
    expect(reads.rooms).toBe(2);
  });

  it("reads afresh at once when a member arrives or leaves, by another instance's signal or this one's write", async () => {
    const { listener, presence, reads, setPresent, clock } = await setUp();
    expect(await presence.onlineIn(ROOM)).toHaveLength(1);
    setPresent([
      { member_id: 'bia', last_seen_at: clock.now() },
      { member_id: 'ana', last_seen_at: clock.now() },
    ]);
    // A message is no change of presence.
    listener.deliver(CHAT_CHANNEL, encodeSignal({ kind: 'message', roomId: ROOM, messageId: 'm1' }));
    expect(await presence.onlineIn(ROOM)).toHaveLength(1);
    listener.deliver(CHAT_CHANNEL, encodeSignal({ kind: 'presence', roomId: ROOM }));
    expect((await presence.onlineIn(ROOM))?.map((user) => user.id)).toEqual(['bia', 'ana']);
    expect((await presence.roomsWithCounts())[0]!.user_count).toBe(2);

    setPresent([]);
    presence.changed();
    expect(await presence.onlineIn(ROOM)).toEqual([]);
    expect(reads.present).toBe(3);
  });

  it('reads on every request while the channel is down, and afresh after it came back', async () => {
    const { listener, presence, reads } = await setUp();
    await presence.onlineIn(ROOM);
    listener.connected = false;
    await presence.onlineIn(ROOM);
    await presence.onlineIn(ROOM);
    expect(reads.present).toBe(3);
    listener.connected = true;
    listener.reconnect();
    await presence.onlineIn(ROOM);
    await presence.onlineIn(ROOM);
    expect(reads.present).toBe(4);
  });

  it('keeps neither a failed read nor a room that does not exist', async () => {
    const { presence, reads, failNextRead } = await setUp();
    failNextRead();
    await expect(presence.onlineIn(ROOM)).rejects.toThrow('connection lost');
    expect(await presence.onlineIn(ROOM)).toHaveLength(1);
    expect(reads.present).toBe(2);

    expect(await presence.onlineIn(OTHER_ROOM)).toBeNull();
    expect(await presence.onlineIn(OTHER_ROOM)).toBeNull();
    expect(reads.present).toBe(4);
  });
});
