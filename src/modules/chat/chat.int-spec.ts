import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ENGLISH_ROOM } from '../../../test/support/chat.js';
import { insertMember, moduleUnderTest, outboxEvents } from '../../../test/support/module.js';
import { ChatModule } from './index.js';
import { ChatService } from './application/chat.service.js';
import { DEFAULT_SLOW_MODE } from './domain/chat.js';

/** The chat module alone with the shared kernel, on the run's PostgreSQL (ADR 0008, ADR 0043). */
describe('the chat module', () => {
  const t = moduleUnderTest({ imports: [ChatModule] });
  const chat = () => t.get(ChatService);

  it('holds a member to the slow mode, exactly, under parallel sends', async () => {
    const dina = await insertMember(t.moduleRef, 'Dina');
    t.clock.advance(60_000);
    const sends = await Promise.allSettled(
      Array.from({ length: DEFAULT_SLOW_MODE.maxMessages + 3 }, (_, i) => chat().sendMessage(dina, ENGLISH_ROOM, `hello ${i}`)),
    );
    expect(sends.filter((s) => s.status === 'fulfilled')).toHaveLength(DEFAULT_SLOW_MODE.maxMessages);
    expect(sends.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason.code)).toEqual(
      Array(3).fill('CHAT.SLOW_MODE'),
    );
    t.clock.advance(DEFAULT_SLOW_MODE.windowSeconds * 1000);
    await expect(chat().sendMessage(dina, ENGLISH_ROOM, 'after the window')).resolves.toEqual(expect.any(String));
  });

  it('lists messages with their authors\' cards, in order, and forgets a deleted one once', async () => {
    const eli = await insertMember(t.moduleRef, 'Eli');
    t.clock.advance(60_000);
    const first = await chat().sendMessage(eli, ENGLISH_ROOM, 'first');
    const second = await chat().sendMessage(eli, ENGLISH_ROOM, 'second');

    const page = await chat().listMessages(eli, ENGLISH_ROOM, {});
    const mine = page.filter((m) => m.user_id === eli);
    expect(mine.map((m) => [m.content, m.user_name, m.user_level, m.user_rank_name])).toEqual([
      ['first', 'Eli', 1, 'Calouro Linguístico'],
      ['second', 'Eli', 1, 'Calouro Linguístico'],
    ]);
    expect(mine[0]!.seq).toBeLessThan(mine[1]!.seq);

    await chat().deleteMessage('chat-admin@poliglota.test', first);
    await chat().deleteMessage('chat-admin@poliglota.test', first);
    expect((await chat().listMessages(eli, ENGLISH_ROOM, {})).map((m) => m.id)).not.toContain(first);
    expect((await chat().listMessages(eli, ENGLISH_ROOM, { after: first })).map((m) => m.id)).toContain(second);
    expect(await outboxEvents(t.moduleRef, 'chat.admin_action_recorded', 'targetId', first)).toEqual([
      expect.objectContaining({ action: 'chat_message_deleted', memberId: eli, adminEmail: 'chat-admin@poliglota.test' }),
    ]);
    await expect(chat().deleteMessage('chat-admin@poliglota.test', randomUUID())).rejects.toMatchObject({ code: 'CHAT.MESSAGE_NOT_FOUND' });
  });

  it('shows who is in a room until they leave', async () => {
    const fabi = await insertMember(t.moduleRef, 'Fabi');
    const tab = randomUUID();
    await chat().beat(fabi, ENGLISH_ROOM, tab);
    expect((await chat().onlineUsers(ENGLISH_ROOM)).find((u) => u.id === fabi)).toMatchObject({ name: 'Fabi', level: 1 });
    await chat().leave(fabi, ENGLISH_ROOM, tab);
    expect((await chat().onlineUsers(ENGLISH_ROOM)).map((u) => u.id)).not.toContain(fabi);
  });
});
