import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { createCommunityApp, signInModerator, sql } from '../support/community.js';
import { ENGLISH_ROOM, GENERAL_ROOM } from '../support/chat.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('chat: rooms, messages and presence (polling API)', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh room per test would need new rooms; instead, each test uses fresh members and moves the clock. */
  const send = (agent: Agent, content: string, room = GENERAL_ROOM) =>
    agent.post(`/api/chat/rooms/${room}/messages`).send({ content });

  it('answers 401 to guests on every chat route and 403 to learners deleting', async () => {
    const routes: [string, string][] = [
      ['get', '/api/chat/rooms'],
      ['get', `/api/chat/rooms/${GENERAL_ROOM}/messages`],
      ['post', `/api/chat/rooms/${GENERAL_ROOM}/messages`],
      ['get', `/api/chat/rooms/${GENERAL_ROOM}/users`],
      ['post', `/api/chat/rooms/${GENERAL_ROOM}/join`],
      ['post', `/api/chat/rooms/${GENERAL_ROOM}/leave`],
      ['post', `/api/chat/rooms/${GENERAL_ROOM}/presence`],
      ['get', `/api/chat/rooms/${GENERAL_ROOM}/stream`],
      ['delete', `/api/admin/chat/messages/${MISSING}`],
    ];
    for (const [method, path] of routes) {
      const res = await (request(baseUrl) as any)[method](path);
      expect([path, res.status]).toEqual([path, 401]);
    }
    const learner = await signIn(baseUrl);
    const denied = await learner.agent.delete(`/api/admin/chat/messages/${MISSING}`);
    expect(denied.status).toBe(403);
  });

  it('refuses a stream position no stream can have, in the header or the query, with 400 before any stream opens', async () => {
    const member = await signIn(baseUrl);
    const url = `/api/chat/rooms/${GENERAL_ROOM}/stream`;
    // Bounded: a stream that opened instead would never end on its own.
    for (const res of [
      await member.agent.get(url).set('Last-Event-ID', 'abc').timeout(10_000),
      await member.agent.get(url).query({ lastEventId: '100000000000000000000' }).timeout(10_000),
      await member.agent.get(url).query({ lastEventId: '-1' }).timeout(10_000),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists the general room and one room per language, with pt/en names', async () => {
    const member = await signIn(baseUrl);
    const res = await member.agent.get('/api/chat/rooms').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.rooms).toHaveLength(12);
    expect(res.body.rooms[0]).toMatchObject({ id: GENERAL_ROOM, type: 'off-topic', language: null, name: 'Geral', name_en: 'General' });
    expect(res.body.rooms.find((r: any) => r.id === ENGLISH_ROOM)).toMatchObject({ type: 'language', language: 'en', name: 'Inglês', name_en: 'English' });
  });

  it('validates content: trimmed, 1 to 500 characters, plain text kept as typed', async () => {
    const member = await signIn(baseUrl, { name: 'Vera Valida' });
    t.clock.advance(60_000);
    for (const content of ['', '   ', '\u200b\n', 'a'.repeat(501)]) {
      const res = await send(member.agent, content);
      expect([content.length, res.status]).toEqual([content.length, 400]);
      expect(typeof res.body.message).toBe('string');
    }
    for (const body of [{}, { content: 42 }, { content: 'oi', extra: true }]) {
      expect((await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send(body)).status).toBe(400);
    }
    expect((await send(member.agent, 'oi', MISSING)).status).toBe(404);
    expect((await send(member.agent, 'oi', 'not-a-uuid')).status).toBe(404);

    const markup = '  <b>olá</b> <script>x</script>  ';
    const posted = await send(member.agent, markup).expect(201);
    expect(posted.body.messageId).toMatch(/^[0-9a-f-]{36}$/);
    const longest = await send(member.agent, 'é'.repeat(500)).expect(201);
    const page = await member.agent.get(`/api/chat/rooms/${GENERAL_ROOM}/messages`).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const mine = page.body.messages.filter((m: any) => m.user_id === member.memberId);
    expect(mine.map((m: any) => m.id)).toEqual([posted.body.messageId, longest.body.messageId]);
    expect(mine[0]).toMatchObject({
      content: '<b>olá</b> <script>x</script>',
      message_type: 'text',
      user_name: 'Vera Valida',
      user_level: 1,
      room_id: GENERAL_ROOM,
    });
    expect(mine[0].user_rank_name).toEqual(expect.any(String));
    expect(mine[0].user_rank_color).toEqual(expect.any(String));
    expect(mine[0].user_text_color).toEqual(expect.any(String));
  });

  it('slow mode: 5 messages per 10 s per member per room, then 429 with Retry-After, exactly under parallel requests', async () => {
    const member = await signIn(baseUrl);
    t.clock.advance(60_000);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(member.agent, `rápida ${i}`, ENGLISH_ROOM)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.body.code).toBe('CHAT.SLOW_MODE');

    // Another room has its own budget; so does another member.
    await send(member.agent, 'em outra sala', GENERAL_ROOM).expect(201);
    const other = await signIn(baseUrl);
    await send(other.agent, 'outra pessoa', ENGLISH_ROOM).expect(201);

    t.clock.advance(4_000);
    const later = await send(member.agent, 'ainda cedo', ENGLISH_ROOM).expect(429);
    expect(later.headers['retry-after']).toBe('6');
    t.clock.advance(6_001);
    await send(member.agent, 'agora pode', ENGLISH_ROOM).expect(201);

    // The limit is a per-room setting.
    await sql(orm, 'update chat_room set slow_mode_max_messages = 1 where id = ?', [GENERAL_ROOM]);
    try {
      t.clock.advance(60_000);
      await send(member.agent, 'uma', GENERAL_ROOM).expect(201);
      await send(member.agent, 'duas', GENERAL_ROOM).expect(429);
    } finally {
      await sql(orm, 'update chat_room set slow_mode_max_messages = 5 where id = ?', [GENERAL_ROOM]);
    }
  });

  it('pages with after (polling) and before (history), oldest first, at most 100 per page', async () => {
    const member = await signIn(baseUrl);
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      if (i % 5 === 0) t.clock.advance(11_000);
      ids.push((await send(member.agent, `mensagem ${i}`, ENGLISH_ROOM).expect(201)).body.messageId);
    }
    const url = `/api/chat/rooms/${ENGLISH_ROOM}/messages`;
    const latest = await member.agent.get(url).query({ limit: 5 }).expect(200);
    expect(latest.body.messages.map((m: any) => m.id)).toEqual(ids.slice(7));

    const after = await member.agent.get(url).query({ after: ids[3], limit: 4, _: String(Date.now()) }).expect(200);
    expect(after.body.messages.map((m: any) => m.id)).toEqual(ids.slice(4, 8));
    const nothingNew = await member.agent.get(url).query({ after: ids[11] }).expect(200);
    expect(nothingNew.body.messages).toEqual([]);

    const before = await member.agent.get(url).query({ before: ids[7], limit: 3 }).expect(200);
    expect(before.body.messages.map((m: any) => m.id)).toEqual(ids.slice(4, 7));

    for (const query of [{ limit: 101 }, { limit: 0 }, { limit: 'x' }, { after: 'nope' }, { after: MISSING }, { after: ids[0], before: ids[1] }, { page: 2 }]) {
      const res = await member.agent.get(url).query(query);
      expect([query, res.status]).toEqual([query, 400]);
    }
    // A message of another room is not a cursor here.
    expect((await member.agent.get(`/api/chat/rooms/${GENERAL_ROOM}/messages`).query({ after: ids[0] })).status).toBe(400);
    expect((await member.agent.get(`/api/chat/rooms/${MISSING}/messages`)).status).toBe(404);
    expect((await member.agent.get(`/api/chat/rooms/${MISSING}/messages`).query({ after: ids[0] })).status).toBe(404);
  });

  it('presence: join makes a member present, it expires 30 s after the last heartbeat', async () => {
    const member = await signIn(baseUrl, { name: 'Paula Presente' });
    const users = async () => (await member.agent.get(`/api/chat/rooms/${ENGLISH_ROOM}/users`).expect(200)).body.users as any[];
    const count = async () =>
      ((await member.agent.get('/api/chat/rooms').expect(200)).body.rooms as any[]).find((r) => r.id === ENGLISH_ROOM).user_count as number;

    const before = await count();
    await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/join`).send({ connectionId: 'tab-1' }).expect(200);
    expect((await users()).find((u) => u.id === member.memberId)).toMatchObject({
      name: 'Paula Presente',
      level: 1,
      last_seen_at: t.clock.now().toISOString(),
    });
    expect(await count()).toBe(before + 1);

    t.clock.advance(25_000);
    await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/presence`).send({ connectionId: 'tab-1' }).expect(200);
    t.clock.advance(29_000);
    expect((await users()).some((u) => u.id === member.memberId)).toBe(true);
    t.clock.advance(1_001);
    expect((await users()).some((u) => u.id === member.memberId)).toBe(false);

    expect((await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/join`).send({ connectionId: 'bad id!' })).status).toBe(400);
    expect((await member.agent.post(`/api/chat/rooms/${MISSING}/join`).send({})).status).toBe(404);
  });

  it('presence while polling: heartbeats every 3 s keep the tab present, storing it at most every 10 s, and it ends within 30 s of the last', async () => {
    const member = await signIn(baseUrl);
    const tab = { connectionId: 'poller' };
    const roundTrips = (res: request.Response) => Number(/db;desc="(\d+) round trips"/.exec(String(res.headers['server-timing']))?.[1]);
    const present = async () =>
      ((await member.agent.get(`/api/chat/rooms/${ENGLISH_ROOM}/users`).expect(200)).body.users as any[]).some((u) => u.id === member.memberId);
    await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/join`).send(tab).expect(200);
    const trips: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(3_000);
      trips.push(roundTrips(await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/presence`).send(tab).expect(200)));
      expect(await present()).toBe(true);
    }
    // A minute of polling: a stored heartbeat every 12 s (a transaction); between them only the ban check every write passes (ADR 0050).
    expect(trips.filter((n) => n >= 4)).toHaveLength(5);
    expect(trips.filter((n) => n <= 1)).toHaveLength(15);
    // A leave forgets the tab: the next join and heartbeat store it again.
    await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/leave`).send(tab).expect(200);
    expect(await present()).toBe(false);
    await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/join`).send(tab).expect(200);
    expect(await present()).toBe(true);
    t.clock.advance(3_000);
    await member.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/presence`).send(tab).expect(200);
    // The tab goes silent: absent no later than 30 s after its last heartbeat.
    t.clock.advance(30_001);
    expect(await present()).toBe(false);
  });

  it('presence with several tabs: leaving in one keeps the member while another beats', async () => {
    const member = await signIn(baseUrl);
    const present = async () =>
      ((await member.agent.get(`/api/chat/rooms/${GENERAL_ROOM}/users`).expect(200)).body.users as any[]).filter(
        (u) => u.id === member.memberId,
      ).length;
    await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/join`).send({ connectionId: 'a' }).expect(200);
    await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/join`).send({ connectionId: 'b' }).expect(200);
    expect(await present()).toBe(1);
    await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/leave`).send({ connectionId: 'a' }).expect(200);
    expect(await present()).toBe(1);
    await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/leave`).send({ connectionId: 'b' }).expect(200);
    expect(await present()).toBe(0);
    // The spec's client sends no body: one default tab.
    await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/join`).expect(200);
    expect(await present()).toBe(1);
    await member.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/leave`).expect(200);
    expect(await present()).toBe(0);
  });

  it('refuses messages from a banned member with 403', async () => {
    const banned = await signIn(baseUrl);
    await sql(orm, 'update member set banned_permanently = true where id = ?', [banned.memberId]);
    t.clock.advance(60_000);
    const res = await send(banned.agent, 'oi');
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('lets an administrator delete a message: gone from every poll, idempotent, 404 when missing', async () => {
    const admin = await signInModerator(baseUrl);
    const author = await signIn(baseUrl);
    t.clock.advance(60_000);
    const first = (await send(author.agent, 'primeira', ENGLISH_ROOM).expect(201)).body.messageId;
    const doomed = (await send(author.agent, 'será apagada', ENGLISH_ROOM).expect(201)).body.messageId;
    const last = (await send(author.agent, 'última', ENGLISH_ROOM).expect(201)).body.messageId;

    await admin.delete(`/api/admin/chat/messages/${doomed}`).expect(200);
    await admin.delete(`/api/admin/chat/messages/${doomed}`).expect(200);
    expect((await admin.delete(`/api/admin/chat/messages/${MISSING}`)).status).toBe(404);
    expect((await admin.delete('/api/admin/chat/messages/x')).status).toBe(404);

    const url = `/api/chat/rooms/${ENGLISH_ROOM}/messages`;
    const latest = (await author.agent.get(url).expect(200)).body.messages.map((m: any) => m.id);
    expect(latest).toContain(first);
    expect(latest).not.toContain(doomed);
    const polled = (await author.agent.get(url).query({ after: first }).expect(200)).body.messages.map((m: any) => m.id);
    expect(polled).toEqual([last]);
    // A deleted message still works as a cursor.
    const afterDeleted = (await author.agent.get(url).query({ after: doomed }).expect(200)).body.messages.map((m: any) => m.id);
    expect(afterDeleted).toEqual([last]);
    const [row] = await sql(orm, 'select deleted_by from chat_message where id = ?', [doomed]);
    expect(row.deleted_by).toEqual(expect.any(String));
  });
});
