import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/sign-in.js';
import { MODERATOR, sql } from '../support/community.js';
import { ENGLISH_ROOM, GENERAL_ROOM, openStream, type OpenStream } from '../support/chat.js';
import { ChatStreamHub } from '../../src/modules/chat/application/chat-streams.service.js';
import { MemberManagementService } from '../../src/modules/admin/application/member-management.service.js';

/** Two instances of the app on one database: what one accepts, the other's streams deliver. */
describe('chat: live delivery across instances', () => {
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

  const open = async (...args: Parameters<typeof openStream>) => {
    const stream = await openStream(...args);
    streams.push(stream);
    return stream;
  };
  const isMessage = (id: string) => (e: { event: string; data: any }) => e.event === 'message' && e.data.id === id;

  it('streams to signed-in members only, unbuffered', async () => {
    const guest = await open(urlB, null, GENERAL_ROOM);
    expect(guest.status).toBe(401);
    const member = await signIn(urlB);
    const stream = await open(urlB, member.agent, GENERAL_ROOM);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    stream.close();
  });

  it('delivers a message posted through instance A to a stream opened on instance B, with author data', async () => {
    const reader = await signIn(urlB);
    const writer = await signIn(urlA, { name: 'Wagner Escritor' });
    const stream = await open(urlB, reader.agent, GENERAL_ROOM);
    a.clock.advance(60_000);
    const sent = await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Olá do A!' }).expect(201);
    const event = await stream.next(isMessage(sent.body.messageId));
    expect(event.data).toMatchObject({ content: 'Olá do A!', user_name: 'Wagner Escritor', user_level: 1, room_id: GENERAL_ROOM });
    expect(event.id).toBe(String(event.data.seq));
  });

  it('resumes with Last-Event-ID without loss or duplicates', async () => {
    const reader = await signIn(urlB);
    const writer = await signIn(urlA);
    a.clock.advance(60_000);
    const stream = await open(urlB, reader.agent, ENGLISH_ROOM);
    const first = (await writer.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content: 'um' }).expect(201)).body.messageId;
    const received = await stream.next(isMessage(first));
    stream.close();
    await stream.ended;

    const missed: string[] = [];
    for (const content of ['dois', 'três', 'quatro']) {
      missed.push((await writer.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content }).expect(201)).body.messageId);
    }
    const resumed = await open(urlA, reader.agent, ENGLISH_ROOM, Number(received.id));
    await resumed.next(isMessage(missed[2]!));
    const fifth = (await writer.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content: 'cinco' }).expect(201)).body.messageId;
    await resumed.next(isMessage(fifth));
    const ids = resumed.events.filter((e) => e.event === 'message').map((e) => e.data.id);
    expect(ids).toEqual([...missed, fifth]);
    const seqs = resumed.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
  });

  it('treats a Last-Event-ID beyond the room’s latest event as a fresh start: the next message is delivered', async () => {
    const reader = await signIn(urlB);
    const writer = await signIn(urlA);
    a.clock.advance(60_000);
    const first = await open(urlB, reader.agent, ENGLISH_ROOM);
    const latest = (await first.next((e) => e.event === 'ready')).data.last_event_id as number;
    first.close();
    await first.ended;

    // Another room's id, or a made-up one: started after the room's latest event, not after the id given.
    const resumed = await open(urlA, reader.agent, ENGLISH_ROOM, latest + 1000);
    expect((await resumed.next((e) => e.event === 'ready')).data.last_event_id).toBeLessThan(latest + 1000);
    const sent = (await writer.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/messages`).send({ content: 'depois' }).expect(201)).body.messageId;
    await resumed.next(isMessage(sent));
  });

  it('resumes with the deletions and the presence missed meanwhile, nothing twice', async () => {
    const admin = request.agent(urlA);
    await admin.post('/api/admin/login').send(MODERATOR).expect(200);
    const reader = await signIn(urlB);
    const writer = await signIn(urlA);
    const joiner = await signIn(urlA, { name: 'Júlia Chegou' });
    a.clock.advance(60_000);
    const post = async (content: string) =>
      (await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content }).expect(201)).body.messageId as string;

    const stream = await open(urlB, reader.agent, GENERAL_ROOM);
    const held = [await post('primeira'), await post('segunda')];
    const last = await stream.next(isMessage(held[1]!));
    stream.close();
    await stream.ended;

    // While the reader is away: a message it holds is deleted, one it never saw comes and goes, one stays, someone joins.
    await admin.delete(`/api/admin/chat/messages/${held[0]}`).expect(200);
    const gone = await post('apagada antes de ser vista');
    await admin.delete(`/api/admin/chat/messages/${gone}`).expect(200);
    const kept = await post('terceira');
    await joiner.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/join`).send({ connectionId: 'resume' }).expect(200);

    const resumed = await open(urlA, reader.agent, GENERAL_ROOM, Number(last.id));
    const presence = await resumed.next((e) => e.event === 'presence');
    expect(presence.data.users.map((u: any) => u.id)).toContain(joiner.memberId);
    const ready = await resumed.next((e) => e.event === 'ready');
    const replayed = resumed.events.filter((e) => e.event === 'message' || e.event === 'deleted');
    expect(replayed.map((e) => [e.event, e.data.id])).toEqual([
      ['deleted', held[0]],
      ['message', kept],
    ]);
    const ids = replayed.map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(last.id));
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(ready.data.last_event_id).toBe(ids[1]);

    // Resuming again from the last event id replays nothing.
    resumed.close();
    await resumed.ended;
    const again = await open(urlB, reader.agent, GENERAL_ROOM, ids[1]);
    await again.next((e) => e.event === 'presence');
    expect(again.events.filter((e) => e.event === 'message' || e.event === 'deleted')).toEqual([]);
    // And live deletions still reach it once.
    await admin.delete(`/api/admin/chat/messages/${kept}`).expect(200);
    await again.next((e) => e.event === 'deleted' && e.data.id === kept);
    await admin.delete(`/api/admin/chat/messages/${kept}`).expect(200);
    await new Promise((done) => setTimeout(done, 200));
    expect(again.events.filter((e) => e.event === 'deleted')).toHaveLength(1);
  });

  it('pushes a deletion to streams on both instances', async () => {
    const admin = request.agent(urlA);
    await admin.post('/api/admin/login').send(MODERATOR).expect(200);
    const writer = await signIn(urlA);
    const onA = await open(urlA, (await signIn(urlA)).agent, GENERAL_ROOM);
    const onB = await open(urlB, (await signIn(urlB)).agent, GENERAL_ROOM);
    a.clock.advance(60_000);
    const id = (await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'oops' }).expect(201)).body.messageId;
    await Promise.all([onA.next(isMessage(id)), onB.next(isMessage(id))]);
    await admin.delete(`/api/admin/chat/messages/${id}`).expect(200);
    const isDeletion = (e: { event: string; data: any }) => e.event === 'deleted' && e.data.id === id;
    await Promise.all([onA.next(isDeletion), onB.next(isDeletion)]);
  });

  it('pushes presence changes across instances', async () => {
    const watcher = await signIn(urlB);
    const arriving = await signIn(urlA, { name: 'Clara Chegando' });
    const stream = await open(urlB, watcher.agent, ENGLISH_ROOM);
    await arriving.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/join`).send({ connectionId: 'x' }).expect(200);
    const event = await stream.next((e) => e.event === 'presence' && e.data.users.some((u: any) => u.id === arriving.memberId));
    expect(event.data.users.find((u: any) => u.id === arriving.memberId).name).toBe('Clara Chegando');
    await arriving.agent.post(`/api/chat/rooms/${ENGLISH_ROOM}/leave`).send({ connectionId: 'x' }).expect(200);
    await stream.next((e) => e.event === 'presence' && !e.data.users.some((u: any) => u.id === arriving.memberId));
  });

  it('allows at most 5 open streams per member (503 with Retry-After beyond)', async () => {
    const member = await signIn(urlB);
    const five = await Promise.all(Array.from({ length: 5 }, () => open(urlB, member.agent, GENERAL_ROOM)));
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open(urlB, member.agent, GENERAL_ROOM);
    expect(sixth.status).toBe(503);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    five[0]!.close();
    await five[0]!.ended;
    await new Promise((r) => setTimeout(r, 50));
    expect((await open(urlB, member.agent, GENERAL_ROOM)).status).toBe(200);
  });

  it('ends the stream cleanly when the member signs out', async () => {
    const member = await signIn(urlB);
    const stream = await open(urlB, member.agent, GENERAL_ROOM);
    await stream.next((e) => e.event === 'ready');
    await member.agent.get('/api/logout').expect(200);
    await b.app.get(ChatStreamHub).revalidate();
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
  });

  it('ends the streams of a banned member (a ban ends their sessions), on every instance', async () => {
    const member = await signIn(urlA);
    const onA = await open(urlA, member.agent, GENERAL_ROOM);
    const onB = await open(urlB, member.agent, GENERAL_ROOM);
    await Promise.all([onA.next((e) => e.event === 'ready'), onB.next((e) => e.event === 'ready')]);
    await a.app.get(MemberManagementService).banMember(MODERATOR.email, member.memberId, { reason: 'Spam', days: 1, permanent: false });
    await Promise.all([a.app.get(ChatStreamHub).revalidate(), b.app.get(ChatStreamHub).revalidate()]);
    await Promise.all([onA.ended, onB.ended]);
    expect(onA.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
    expect(onB.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
    // Ending the streams did not bring the removed session back.
    await new Promise((r) => setTimeout(r, 200));
    const rows = await sql(a.app.get(MikroORM), `select sid from http_session where sess->>'memberId' = ?`, [member.memberId]);
    expect(rows).toEqual([]);
    await member.agent.get('/api/users/me').expect(401);
  });

  it('ends open streams cleanly when an instance shuts down', async () => {
    const c = await createTestApp({ listen: true });
    const urlC = baseUrlOf(c.app);
    const member = await signIn(urlC);
    const stream = await open(urlC, member.agent, GENERAL_ROOM);
    await stream.next((e) => e.event === 'ready');
    await c.close();
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'shutdown' } });
  });
});
