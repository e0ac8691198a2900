import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EventPublisher } from '../../../shared/events/index.js';
import type { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { FixedClock } from '../../../shared/time/index.js';
import type { IdentityApi } from '../../identity/index.js';
import { unitTransaction } from '../../../../test/support/unit-transaction.js';
import type { ChatQueries } from '../adapters/persistence/chat.queries.js';
import { PRESENCE_TTL_SECONDS } from '../domain/chat.js';
import { ChatService } from './chat.service.js';
import type { ChatViews } from './chat.views.js';
import type { PresenceReads } from './presence-reads.js';
import { InMemoryChat } from './ports/chat.fake.js';

const room = randomUUID();
const member = randomUUID();
const admin = 'admin@example.com';

function setUp() {
  const chat = new InMemoryChat();
  chat.rooms.set(room, { maxMessages: 3, windowSeconds: 10 });
  const clock = new FixedClock(new Date('2026-03-11T15:00:00Z'));
  const em = unitTransaction();
  const published: { type: string; payload: Record<string, unknown> }[] = [];
  const banned = new Set<string>();
  const identity = {
    assertCanParticipate: async (_em: unknown, memberId: string) => {
      if (banned.has(memberId)) throw new Error('banned');
    },
  } as unknown as IdentityApi;
  const events = {
    publish: (_em: unknown, type: string, payload: Record<string, unknown>) => published.push({ type, payload }),
  } as unknown as EventPublisher;
  const queries = { roomExists: async (id: string) => chat.rooms.has(id) } as unknown as ChatQueries;
  const jobs = { register: () => undefined } as unknown as TimedJobs;
  // How many times this instance's shared presence answers were dropped (PresenceReads.changed).
  const presenceReads = { changes: 0, changed: () => (presenceReads.changes += 1) };
  const service = new ChatService(em, clock, identity, queries, chat, {} as ChatViews, events, presenceReads as unknown as PresenceReads, jobs);
  return { chat, clock, em, published, banned, service, presenceReads };
}

describe('ChatService', () => {
  describe('slow mode', () => {
    it('lets a member send the room’s maximum in its window, then says how long to wait', async () => {
      const { chat, clock, service } = setUp();
      for (let i = 0; i < 3; i += 1) {
        await service.sendMessage(member, room, `message ${i}`);
        clock.advance(2_000);
      }

      // The first of the three was sent 6 s ago in a 10 s window: 4 s to wait.
      await expect(service.sendMessage(member, room, 'one more')).rejects.toMatchObject({ code: 'CHAT.SLOW_MODE', details: { retryAfterSeconds: 4 } });
      expect(chat.messages).toHaveLength(3);

      clock.advance(4_000);
      await expect(service.sendMessage(member, room, 'one more')).resolves.toEqual(expect.any(String));
    });

    it('counts each member on their own', async () => {
      const { service } = setUp();
      for (let i = 0; i < 3; i += 1) await service.sendMessage(member, room, `message ${i}`);
      await expect(service.sendMessage(randomUUID(), room, 'hello')).resolves.toEqual(expect.any(String));
    });

    it('serialises the sends of one room and signals each message to the streams', async () => {
      const { em, service } = setUp();
      const id = await service.sendMessage(member, room, 'hello');
      expect(em.locks).toEqual([`chat-room:${room}`]);
      expect(em.signals).toEqual([`message:${room}:${id}`]);
    });
  });

  it('refuses a message to an unknown room, and one from a member who may not participate', async () => {
    const { chat, banned, service } = setUp();
    await expect(service.sendMessage(member, randomUUID(), 'hello')).rejects.toMatchObject({ code: 'CHAT.ROOM_NOT_FOUND' });
    banned.add(member);
    await expect(service.sendMessage(member, room, 'hello')).rejects.toThrow('banned');
    expect(chat.messages).toHaveLength(0);
  });

  it('deletes a message once: the audit log and the streams hear of it once', async () => {
    const { chat, em, published, service } = setUp();
    const id = await service.sendMessage(member, room, 'a rude message');

    await service.deleteMessage(admin, id);
    await service.deleteMessage(admin, id);

    expect(chat.messages[0].deletedBy).toBe(admin);
    expect(published).toEqual([
      {
        type: 'chat.admin_action_recorded',
        payload: expect.objectContaining({ action: 'chat_message_deleted', targetId: id, memberId: member, targetLabel: 'a rude message' }),
      },
    ]);
    expect(em.signals.filter((s) => s.startsWith('deleted:'))).toEqual([`deleted:${room}:${id}`]);
    await expect(service.deleteMessage(admin, randomUUID())).rejects.toMatchObject({ code: 'CHAT.MESSAGE_NOT_FOUND' });
  });

  describe('presence', () => {
    it('tells the room when a member arrives, not at each beat of a present member', async () => {
      const { clock, em, service, presenceReads } = setUp();
      await service.beat(member, room, 'tab-1');
      clock.advance(5_000);
      await service.beat(member, room, 'tab-2');

      expect(em.signals).toEqual([`presence:${room}`]);
      // This instance's shared answers are read afresh at once, not when the signal comes back.
      expect(presenceReads.changes).toBe(1);

      // Silent for longer than the presence window: the next beat is an arrival again.
      clock.advance((PRESENCE_TTL_SECONDS + 1) * 1000);
      await service.beat(member, room, 'tab-1');
      expect(em.signals).toEqual([`presence:${room}`, `presence:${room}`]);
      expect(presenceReads.changes).toBe(2);
    });

    it('writes nothing for a heartbeat soon after the tab’s last stored beat', async () => {
      const { chat, clock, service } = setUp();
      await service.beat(member, room, 'tab-1');
      const stored = chat.presence.get(`${room}|${member}|tab-1`);
      clock.advance(3_000);
      await service.beat(member, room, 'tab-1', 'heartbeat');
      expect(chat.presence.get(`${room}|${member}|tab-1`)).toEqual(stored);
    });

    it('keeps a member present while another tab still beats, and tells the room when the last one leaves', async () => {
      const { clock, em, service } = setUp();
      await service.beat(member, room, 'tab-1');
      await service.beat(member, room, 'tab-2');
      clock.advance(1_000);

      await service.leave(member, room, 'tab-1');
      expect(em.signals).toEqual([`presence:${room}`]);

      await service.leave(member, room, 'tab-2');
      expect(em.signals).toEqual([`presence:${room}`, `presence:${room}`]);
    });

    it('forgets tabs silent for an hour', async () => {
      const { chat, clock, service } = setUp();
      await service.beat(member, room, 'tab-1');
      clock.advance(3_600_001);
      await service.beat(randomUUID(), room, 'tab-2');

      await service.pruneStalePresence();

      expect([...chat.presence.keys()]).toEqual([expect.stringMatching(/\|tab-2$/)]);
    });
  });
});
