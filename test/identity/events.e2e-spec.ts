import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ChatStreamHub } from '../../src/modules/chat/application/chat-streams.service.js';
import { MemberStreamHub } from '../../src/modules/notifications/application/member-streams.service.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';
import { MODERATOR, sql } from '../support/community.js';
import { GENERAL_ROOM, openEventStream, openStream, type OpenStream, type StreamEvent } from '../support/chat.js';

/**
 * The member's event stream (`GET /api/events`, ADR 0060) with two instances on
 * one database: what is committed on one reaches the tabs held by the other.
 */
describe('member events: one stream per tab, across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    const env = { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password };
    [a, b] = await Promise.all([createTestApp({ listen: true, env }), createTestApp({ listen: true, env })]);
    urlA = baseUrlOf(a.app);
    urlB = baseUrlOf(b.app);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([a.close(), b.close()]);
  });

  const open = async (url: string, agent: Parameters<typeof openEventStream>[1], path = '/api/events', lastEventId?: number) => {
    const stream = await openEventStream(url, agent, path, lastEventId);
    streams.push(stream);
    return stream;
  };
  const admin = async () => {
    const agent = request.agent(urlA);
    await agent.post('/api/admin/login').send(MODERATOR).expect(200);
    return agent;
  };
  const giveXp = async (agent: Awaited<ReturnType<typeof admin>>, memberId: string, amount: number, reason = 'Ajuda na comunidade') =>
    agent.post(`/api/admin/users/${memberId}/give-xp`).set('Idempotency-Key', randomUUID()).send({ amount, reason }).expect(200);
  const isGrant = (e: StreamEvent) => e.event === 'xp' && e.data.source === 'admin_grant';

  it('answers 401 to guests and 403 to a banned member, and streams unbuffered to members', async () => {
    expect((await open(urlB, null)).status).toBe(401);
    const member = await signIn(urlB);
    const stream = await open(urlB, member.agent);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const ready = await stream.next((e) => e.event === 'ready');
    expect(typeof ready.data.last_event_id).toBe('number');
    expect((await stream.next((e) => e.event === 'unread')).data).toEqual({ count: 0 });
    stream.close();

    // A ban written without ending the session (as a race could leave it) still closes the door.
    await sql(a.app.get(MikroORM), `update member set banned_permanently = true, ban_reason = 'spam' where id = ?`, [member.memberId]);
    const refused = await open(urlB, member.agent);
    expect(refused.status).toBe(403);
  });

  it('refuses a Last-Event-ID, in the header or the query, that is not decimal digits, with 400', async () => {
    const member = await signIn(urlB);
    for (const bad of ['abc', '0x10', '1e3', '-1', '+16', '16.0']) {
      const res = await member.agent.get('/api/events').set('Last-Event-ID', bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Last-Event-ID deve ser um número inteiro em algarismos decimais.' });
      const query = await member.agent.get(`/api/events?lastEventId=${encodeURIComponent(bad)}`);
      expect(query.status).toBe(400);
      expect(query.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'lastEventId deve ser um número inteiro em algarismos decimais' });
    }
  });

  it('treats a Last-Event-ID beyond the member’s latest event as a fresh start: what comes next is delivered', async () => {
    const moderator = await admin();
    const member = await signIn(urlB);
    await giveXp(moderator, member.memberId, 4, 'antes');
    const first = await open(urlB, member.agent);
    const latest = (await first.next((e) => e.event === 'ready')).data.last_event_id as number;
    first.close();
    await first.ended;

    for (const [path, header] of [['/api/events', latest + 1000], [`/api/events?lastEventId=${latest + 1000}`, undefined]] as const) {
      const stream = await open(urlA, member.agent, path, header);
      // Started after the member's latest event, not after the id given.
      expect((await stream.next((e) => e.event === 'ready')).data.last_event_id).toBeLessThan(latest + 1000);
      await giveXp(moderator, member.memberId, 5, `depois ${path}`);
      const xp = await stream.next((e) => isGrant(e) && e.data.amount === 5);
      expect(Number(xp.id)).toBeGreaterThan(latest);
      stream.close();
      await stream.ended;
    }
  });

  it('delivers XP, the rank reached and the notifications committed on instance A to a tab on instance B, in the reader’s language', async () => {
    const moderator = await admin();
    const member = await signIn(urlB);
    const stream = await open(urlB, member.agent, '/api/events?lang=en');
    await stream.next((e) => e.event === 'ready');
    const before = Number((await member.agent.get('/api/users/me').expect(200)).body.xp_total ?? 0);

    await giveXp(moderator, member.memberId, 150);
    const xp = await stream.next(isGrant);
    expect(xp.data).toMatchObject({ amount: 150, source: 'admin_grant' });
    expect(xp.data.total).toBeGreaterThanOrEqual(150 + before);
    const rank = await stream.next((e) => e.event === 'rank');
    expect(rank.data).toMatchObject({ level: 2, name: expect.any(String), badge_color: expect.any(String) });
    const granted = await stream.next((e) => e.event === 'notification' && e.data.notification_type === 'admin_message');
    expect(granted.data).toMatchObject({ title: 'You received XP', is_read: false, id: expect.any(String) });
    expect(granted.data.message).toContain('Ajuda na comunidade');
    await stream.next((e) => e.event === 'notification' && e.data.notification_type === 'level_up');
    // 150 XP in a day reaches the daily goal: a badge, named in the reader's language.
    const badge = await stream.next((e) => e.event === 'badge');
    expect(badge.data).toMatchObject({ code: 'daily_goal', name: 'Goal Reached', icon: expect.any(String) });
    await stream.next((e) => e.event === 'notification' && e.data.title === 'New badge!');
    const unread = await stream.next((e) => e.event === 'unread' && e.data.count === 3);
    expect(unread.data).toEqual({ count: 3 });

    // Every event but the count carries an id, increasing in order.
    const ids = stream.events.filter((e) => e.id !== undefined).map((e) => Number(e.id));
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The inbox shows the same notification.
    const inbox = (await member.agent.get('/api/notifications?lang=en').expect(200)).body.notifications;
    expect(inbox).toContainEqual(granted.data);
  });

  it('sends the new unread count to every tab when one marks notifications read', async () => {
    const moderator = await admin();
    const member = await signIn(urlA);
    const onA = await open(urlA, member.agent);
    const onB = await open(urlB, member.agent);
    await Promise.all([onA.next((e) => e.event === 'ready'), onB.next((e) => e.event === 'ready')]);
    await giveXp(moderator, member.memberId, 10);
    await Promise.all([onA, onB].map((s) => s.next((e) => e.event === 'unread' && e.data.count === 1)));
    await member.agent.post('/api/notifications/mark-all-read').expect(200);
    await Promise.all([onA, onB].map((s) => s.next((e) => e.event === 'unread' && e.data.count === 0)));
  });

  it('replays what a tab missed after Last-Event-ID, on the other instance, nothing twice', async () => {
    const moderator = await admin();
    const member = await signIn(urlB);
    const stream = await open(urlB, member.agent);
    await stream.next((e) => e.event === 'ready');
    await giveXp(moderator, member.memberId, 5, 'primeira');
    const first = await stream.next((e) => e.event === 'notification' && e.data.message.includes('primeira'));
    stream.close();
    await stream.ended;

    await giveXp(moderator, member.memberId, 6, 'segunda');
    await giveXp(moderator, member.memberId, 7, 'terceira');
    const resumed = await open(urlA, member.agent, '/api/events', Number(first.id));
    const ready = await resumed.next((e) => e.event === 'ready');
    const replayed = resumed.events.filter((e) => e.event === 'notification').map((e) => e.data.message as string);
    expect(replayed).toHaveLength(2);
    expect(replayed[0]).toContain('segunda');
    expect(replayed[1]).toContain('terceira');
    expect(resumed.events.filter(isGrant).map((e) => e.data.amount)).toEqual([6, 7]);
    expect(ready.data.last_event_id).toBe(Math.max(...resumed.events.filter((e) => e.id).map((e) => Number(e.id))));
    expect(await resumed.next((e) => e.event === 'unread')).toMatchObject({ data: { count: 3 } });

    // Resuming again from the last id replays nothing.
    resumed.close();
    await resumed.ended;
    const again = await open(urlB, member.agent, '/api/events', ready.data.last_event_id);
    await again.next((e) => e.event === 'ready');
    expect(again.events.filter((e) => e.event === 'notification' || e.event === 'xp')).toEqual([]);
  });

  it('ends the stream at once when the member signs out', async () => {
    const member = await signIn(urlB);
    const stream = await open(urlA, member.agent);
    await stream.next((e) => e.event === 'ready');
    await member.agent.get('/api/logout').expect(200);
    // No heartbeat is awaited: the session's deletion is announced to every instance.
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
  });

  it('ends the streams of a member banned by a write that skipped the API (a restore, a script) at the next heartbeat', async () => {
    const member = await signIn(urlA);
    const bystander = await signIn(urlA);
    const events = await open(urlB, member.agent);
    const chat = await open(urlA, member.agent, `/api/chat/rooms/${GENERAL_ROOM}/stream`);
    const other = await open(urlB, bystander.agent);
    await Promise.all([events, chat, other].map((s) => s.next((e) => e.event === 'ready')));

    // The session rows stay as they were: no notification tells any stream.
    await sql(a.app.get(MikroORM), `update member set banned_permanently = true, ban_reason = 'restaurado' where id = ?`, [member.memberId]);
    // What each instance's heartbeat runs.
    await Promise.all([b.app.get(MemberStreamHub).revalidate(), a.app.get(ChatStreamHub).revalidate()]);

    for (const s of [events, chat]) expect(await s.next((e) => e.event === 'end')).toEqual({ event: 'end', data: { reason: 'session_ended' } });
    await Promise.all([events.ended, chat.ended]);
    expect(other.events.some((e) => e.event === 'end')).toBe(false);
  });

  it('ends the event and chat streams of a banned member at once, on every instance, before anything committed after the ban', async () => {
    const moderator = await admin();
    const member = await signIn(urlA);
    const writer = await signIn(urlA);
    const events = await open(urlB, member.agent);
    const chat = await open(urlB, member.agent, `/api/chat/rooms/${GENERAL_ROOM}/stream`);
    const chatOnA = await openStream(urlA, member.agent, GENERAL_ROOM);
    streams.push(chatOnA);
    await Promise.all([events, chat, chatOnA].map((s) => s.next((e) => e.event === 'ready')));

    await moderator.post(`/api/admin/users/${member.memberId}/ban`).send({ reason: 'Spam', days: 7 }).expect(200);
    // Committed after the ban: neither may reach the banned member's streams.
    a.clock.advance(60_000);
    const sent = await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'depois do banimento' }).expect(201);
    await giveXp(moderator, member.memberId, 3, 'depois do banimento');

    await Promise.all([events.ended, chat.ended, chatOnA.ended]);
    for (const s of [events, chat, chatOnA]) expect(s.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
    expect(chat.events.some((e) => e.event === 'message' && e.data.id === sent.body.messageId)).toBe(false);
    expect(chatOnA.events.some((e) => e.event === 'message' && e.data.id === sent.body.messageId)).toBe(false);
    expect(events.events.some(isGrant)).toBe(false);
  });
});
