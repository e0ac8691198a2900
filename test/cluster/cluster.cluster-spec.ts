import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { migrateDatabase } from '../../src/database/index.js';
import { GENERAL_ROOM, cookieHeader, openEventStream, type OpenStream, type StreamEvent } from '../support/chat.js';
import { MODERATOR, postBody } from '../support/community.js';
import { ownDatabase } from '../support/database.js';
import { shippedProxySettings, startNginx, type RunningNginx } from '../support/nginx.js';
import { freePort, startServer, waitFor, within, type ServerProcess } from '../support/process.js';
import { startObjectStore, type TestObjectStore } from '../support/s3.js';
import { acceptConsents, authorizeWithDevProvider, signIn, uniqueEmail, type Agent } from '../support/sign-in.js';

/** What an operator runs: nginx (deploy/) in front of two instances on one database and one object store. */
describe('two instances behind nginx behave as one', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let store: TestObjectStore;
  let nginx: RunningNginx;
  const instances: ServerProcess[] = [];
  let proxyUrl: string;
  const direct = (i: number) => `http://127.0.0.1:${instances[i].port}`;
  const streams: OpenStream[] = [];
  const chatPath = `/api/chat/rooms/${GENERAL_ROOM}/stream`;

  async function open(baseUrl: string, agent: Agent, path: string): Promise<OpenStream> {
    const stream = await openEventStream(baseUrl, agent, path);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready', 10_000);
    return stream;
  }

  /** The administrator, signed in on the given address (the session is in PostgreSQL). */
  async function moderator(baseUrl: string): Promise<Agent> {
    const agent = request.agent(baseUrl);
    await agent.post('/api/admin/login').send(MODERATOR).expect(200);
    return agent;
  }

  /** A member's post, sent through the proxy and approved on the given instance; returns its id and title. */
  async function approvedPost(author: Agent, approveOn: Agent): Promise<{ id: string; title: string }> {
    const body = postBody();
    const sent = await author.post('/api/community/posts').send(body).expect(201);
    await approveOn.post(`/api/admin/posts/${sent.body.post.id}/approve`).expect(200);
    return { id: sent.body.post.id as string, title: body.title };
  }

  async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(query, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Signs a new member in through the proxy; returns the session cookie. */
  async function signInThroughProxy(): Promise<string> {
    const agent = request.agent(proxyUrl);
    const { code, state } = await authorizeWithDevProvider(agent, { email: uniqueEmail('cluster'), name: 'Membro Cluster' });
    const session = await agent.post('/api/sessions').send({ code, state }).expect(200);
    await acceptConsents(agent, session.body);
    const cookies = session.headers['set-cookie'] as unknown as string[];
    return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
  }

  beforeAll(async () => {
    db = await ownDatabase('cluster');
    await migrateDatabase(db.url);
    store = await startObjectStore();
    const proxyPort = await freePort();
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const env = {
      // How the shipped environment file places an instance behind nginx on its host.
      ...shippedProxySettings(),
      ...store.env,
      DATABASE_URL: db.url,
      PUBLIC_URL: proxyUrl,
      JOBS_LEADER_CHECK_MS: '1000',
      ADMIN_EMAIL: MODERATOR.email,
      ADMIN_PASSWORD: MODERATOR.password,
    };
    for (let i = 0; i < 2; i += 1) instances.push(startServer(env, await freePort()));
    for (const [i, instance] of instances.entries()) {
      await waitFor(async () => (await fetch(`${direct(i)}/api/health/ready`)).ok, 100_000, instance.output);
    }
    // Only then the proxy: nginx's probe of instances still starting would mark them failed
    // for fail_timeout (5 s), and a fast start would meet a 502 from the proxy.
    nginx = await startNginx(proxyPort, instances.map((instance) => instance.port));
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await nginx?.stop();
    for (const instance of instances) instance.child.kill('SIGKILL');
    await store?.close();
    await db?.drop();
  });

  it('passes the request id, forwards the client, and answers through the proxy', async () => {
    const res = await request(proxyUrl).get('/api/health').expect(200);
    // nginx names the request; the app keeps that id and returns it.
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('compresses large answers in the proxy, not in the instances, and never an event stream', async () => {
    // The OpenAPI document: a large JSON answer any client may read.
    const proxied = await request(proxyUrl).get('/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(proxied.headers['content-encoding']).toBe('gzip');
    expect(proxied.body).toMatchObject({ openapi: expect.any(String) });
    const fromInstance = await request(direct(0)).get('/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(fromInstance.headers['content-encoding']).toBeUndefined();
    expect(fromInstance.body).toEqual(proxied.body);
    const member = await signIn(proxyUrl, { name: 'Membro Compressão' });
    // The stream asks for gzip too (openEventStream): its events must still leave one by one.
    const stream = await open(proxyUrl, member.agent, '/api/events');
    expect(stream.headers['content-encoding']).toBeUndefined();
  });

  it('accepts a session made through the proxy on either instance', async () => {
    const cookie = await signInThroughProxy();
    const seen = await Promise.all([0, 1].map((i) => request(direct(i)).get('/api/users/me').set('Cookie', cookie)));
    expect(seen.map((res) => res.status)).toEqual([200, 200]);
    expect(seen[0].body.id).toBe(seen[1].body.id);
  });

  it('serves a picture uploaded through one instance from the other', async () => {
    const cookie = await signInThroughProxy();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 99, b: 199 } } }).png().toBuffer();
    const uploaded = await request(direct(0))
      .post('/api/upload/profile-picture')
      .set('Cookie', cookie)
      .attach('image', png, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const served = await request(direct(1)).get(uploaded.body.imageUrl as string).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    await request(proxyUrl).get(uploaded.body.imageUrl as string).expect(200);
  });

  it('keeps a limit when calls alternate between the instances', async () => {
    const cookie = await signInThroughProxy();
    const statuses: number[] = [];
    // The limit counts in fixed minute windows: begin with at least 15 s of this one left,
    // so all 64 calls fall in one window.
    while (Date.now() % 60_000 > 45_000) await new Promise((resolve) => setTimeout(resolve, 500));
    // POST /api/xp/add: 60 calls a minute per member (ADR 0017), counted in PostgreSQL.
    for (let call = 0; call < 64; call += 1) {
      const res = await request(direct(call % 2))
        .post('/api/xp/add')
        .set('Cookie', cookie)
        .send({ actionType: 'give_like', referenceType: 'post', referenceId: '00000000-0000-4000-8000-000000000000' });
      statuses.push(res.status);
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(statuses.length - refused).toBeLessThanOrEqual(60);
    expect(refused).toBeGreaterThanOrEqual(4);
  });

  it('delivers a chat message and a notification committed on one instance to streams held on the other, unbuffered through the proxy', async () => {
    const admin = await moderator(direct(0));
    const author = await signIn(proxyUrl, { name: 'Autora Cluster' });
    const writer = await signIn(proxyUrl, { name: 'Escritor Cluster' });
    // Each kind of stream once through nginx (on whichever instance it picks) and once on B itself.
    const chats = [await open(proxyUrl, author.agent, chatPath), await open(direct(1), author.agent, chatPath)];
    const events = [await open(proxyUrl, author.agent, '/api/events'), await open(direct(1), author.agent, '/api/events')];

    // One message posted on each instance: every stream gets both, so each crossed from one instance to the other.
    const ids: string[] = [];
    for (const i of [0, 1]) {
      const sent = await request(direct(i))
        .post(`/api/chat/rooms/${GENERAL_ROOM}/messages`)
        .set('Cookie', cookieHeader(writer.agent))
        .send({ content: `Olá pela instância ${i}` })
        .expect(201);
      ids.push(sent.body.messageId as string);
    }
    for (const stream of chats) {
      for (const id of ids) await stream.next((e) => e.event === 'message' && e.data.id === id);
    }

    // A notification made on each instance: the moderator approves the post on A, a member likes it on B.
    const post = await approvedPost(author.agent, admin);
    await request(direct(1)).post(`/api/community/posts/${post.id}/like`).set('Cookie', cookieHeader(writer.agent)).send({ liked: true }).expect(200);
    const about = (e: StreamEvent, title: string) => e.event === 'notification' && e.data.title === title && String(e.data.message).includes(post.title);
    for (const stream of events) {
      await stream.next((e) => about(e, 'Post aprovado'));
      await stream.next((e) => about(e, 'Nova curtida'));
    }
    // nginx passed the stream's headers on and buffered nothing (the events arrived before the stream ended).
    expect(events[0].headers['content-type']).toMatch(/^text\/event-stream/);
    for (const stream of [...chats, ...events]) stream.close();
  });

  it('keeps the daily like limit when likes alternate between the instances', async () => {
    const admin = await moderator(direct(1));
    const author = await signIn(proxyUrl, { name: 'Autora Curtida' });
    const post = await approvedPost(author.agent, admin);
    // Sixty comments to like, written straight to the database (the app asks 5 s between comments).
    const comments = Array.from({ length: 60 }, () => randomUUID());
    await sql(
      `insert into post_comment (id, post_id, author_id, content, likes_count, created_at)
       select id, $1, $2, 'Comentário', 0, now() from unnest($3::uuid[]) as id`,
      [post.id, author.memberId, comments],
    );
    const liker = await signIn(proxyUrl, { name: 'Curtidora Cluster' });
    const cookie = cookieHeader(liker.agent);
    // All at once, every other one on the other instance: the day's count is one row in PostgreSQL.
    const answers = await Promise.all(
      comments.map((id, i) => request(direct(i % 2)).post(`/api/community/comments/${id}/like`).set('Cookie', cookie).send({ liked: true })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(new Set(answers.filter((res) => res.status === 429).map((res) => res.body.code))).toEqual(new Set(['LIKES_DAILY_LIMIT_REACHED']));
    const liked = await sql<{ count: string }>('select count(*) as count from comment_like where member_id = $1 and liked', [liker.memberId]);
    expect(Number(liked[0].count)).toBe(50);
    // Later, one at a time, on either instance: still no 51st like.
    const refused = comments.filter((_id, i) => statuses[i] === 429);
    for (const i of [0, 1]) {
      await request(direct(i)).post(`/api/community/comments/${refused[i]}/like`).set('Cookie', cookie).send({ liked: true }).expect(429);
    }
    const after = await sql<{ count: string }>('select count(*) as count from comment_like where member_id = $1 and liked', [liker.memberId]);
    expect(Number(after[0].count)).toBe(50);
  });

  it('ends a banned member’s streams and session on the other instance at once', async () => {
    const admin = await moderator(direct(0));
    const email = uniqueEmail('banido');
    const member = await signIn(proxyUrl, { email, name: 'Membro Banido' });
    const writer = await signIn(proxyUrl, { name: 'Escritora Cluster' });
    const cookie = cookieHeader(member.agent);
    const held = [
      await open(direct(1), member.agent, '/api/events'),
      await open(direct(1), member.agent, chatPath),
      await open(proxyUrl, member.agent, chatPath),
    ];
    // B has read (and keeps in memory) the member's session.
    await request(direct(1)).get('/api/users/me').set('Cookie', cookie).expect(200);

    await admin.post(`/api/admin/users/${member.memberId}/ban`).send({ reason: 'Spam no chat', days: 7 }).expect(200);
    // Committed on A after the ban: it must not reach the banned member's streams.
    const after = await request(direct(0))
      .post(`/api/chat/rooms/${GENERAL_ROOM}/messages`)
      .set('Cookie', cookieHeader(writer.agent))
      .send({ content: 'depois do banimento' })
      .expect(201);
    // Ended by the ban's notification, not by the 20 s heartbeat's check.
    for (const stream of held) {
      await within(stream.ended, 10_000, 'the banned member’s stream ending');
      expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
      expect(stream.events.some((e) => e.event === 'message' && e.data.id === after.body.messageId)).toBe(false);
    }

    // Its session is gone on B too, and signing in again through B is refused with the ban.
    await request(direct(1)).get('/api/users/me').set('Cookie', cookie).expect(401);
    const write = await request(direct(1)).post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).set('Cookie', cookie).send({ content: 'ainda aqui?' });
    expect(write.status).toBe(401);
    const again = request.agent(direct(1));
    const { code, state } = await authorizeWithDevProvider(again, { email, name: 'Membro Banido' });
    const refused = await again.post('/api/sessions').send({ code, state });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'IDENTITY.MEMBER_BANNED', params: { reason: 'Spam no chat', permanent: 0 } });
  });

  it('costs clients retries, never errors or data, when an instance dies with requests in flight', async () => {
    const admin = await moderator(proxyUrl);
    const adminCookie = cookieHeader(admin);
    // Grants spread over a few members, so they do not all queue on one member's row.
    const members = await Promise.all([1, 2, 3, 4].map((n) => signIn(proxyUrl, { name: `Membro Resistente ${n}` })));
    const cookie = cookieHeader(members[0].agent);
    let inFlight = 0;
    const tracked = async (call: () => Promise<void>): Promise<void> => {
      inFlight += 1;
      try {
        await call();
      } finally {
        inFlight -= 1;
      }
    };
    const readStatuses: number[] = [];
    const read = () =>
      tracked(async () => {
        readStatuses.push((await request(proxyUrl).get('/api/users/me').set('Cookie', cookie)).status);
      });
    // A write whose answer never came may have happened or not: the client sends it again with
    // the same Idempotency-Key after a short pause (docs/deploy.md), so it happens once either way.
    const acknowledged: { key: string; memberId: string; amount: number }[] = [];
    let retried = 0;
    const write = (memberId: string, amount: number) =>
      tracked(async () => {
        const key = `cluster-${randomUUID()}`;
        const seen: string[] = [];
        for (;;) {
          const res = await request(proxyUrl)
            .post(`/api/admin/users/${memberId}/give-xp`)
            .set('Cookie', adminCookie)
            .set('Idempotency-Key', key)
            .send({ amount, reason: 'Carga do teste de cluster' })
            .then(
              (answer) => ({ status: answer.status, text: answer.text }),
              (error: Error) => ({ status: 0, text: error.message }),
            );
          if (res.status === 200) break;
          seen.push(`${res.status} ${res.text.replace(/\s+/g, ' ').slice(0, 80)}`);
          // Only "no answer from the app" is retried: a gateway error or a reset connection.
          if (![0, 502, 504].includes(res.status) || seen.length >= 5) {
            throw new Error(`A write failed: ${seen.join(' | ')}\n${nginx.errorLog()}`);
          }
          retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 200 * seen.length));
        }
        acknowledged.push({ key, memberId, amount });
      });

    const burst: Promise<void>[] = [];
    const launch = (from: number, to: number) => {
      for (let n = from; n < to; n += 1) burst.push(read(), write(members[n % members.length].memberId, n + 1));
    };
    launch(0, 30);
    // Kill A once the first answer is back, while most of the burst is still on its way.
    await Promise.race(burst);
    const inFlightAtKill = inFlight;
    instances[0].child.kill('SIGKILL');
    launch(30, 40);
    await Promise.all(burst);
    await instances[0].exited;

    expect(inFlightAtKill).toBeGreaterThan(0);
    // nginx took every read that A dropped to B: no client saw anything but 200.
    expect(readStatuses).toHaveLength(40);
    expect(readStatuses.filter((status) => status !== 200)).toEqual([]);
    // Every write was acknowledged in the end, and each is in the database exactly once.
    expect(acknowledged).toHaveLength(40);
    const ids = members.map((m) => m.memberId);
    const grants = await sql<{ idempotency_key: string }>('select idempotency_key from xp_grant where member_id = any($1::uuid[])', [ids]);
    expect(grants.map((g) => g.idempotency_key).sort()).toEqual(acknowledged.map((a) => a.key).sort());
    const ledger = await sql<{ entries: string; total: string }>(
      `select count(*) as entries, coalesce(sum(amount), 0) as total from xp_ledger_entry
        where member_id = any($1::uuid[]) and action_type = 'admin_grant'`,
      [ids],
    );
    expect(Number(ledger[0].entries)).toBe(40);
    expect(Number(ledger[0].total)).toBe(acknowledged.reduce((sum, a) => sum + a.amount, 0));
    // Some writes were in flight on A: the client repeated them, and each still counts once.
    expect(retried).toBeGreaterThan(0);
  });

  /** A JSON POST through the proxy from a client at `localAddress` (another loopback address: another client). */
  function postFrom(localAddress: string, path: string, body: unknown): Promise<number> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${proxyUrl}${path}`,
        { method: 'POST', localAddress, agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('refuses /metrics through the proxy however it is spelt, to anyone it does not list (issue 37)', async () => {
    expect(shippedProxySettings().TRUST_PROXY).toBe('loopback');
    for (const path of ['/metrics', '/METRICS', '/%6Detrics', '//metrics', '/metrics/', '/metrics?x=1']) {
      const res = await fetch(`${proxyUrl}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.text()).not.toMatch(/process_resident_memory_bytes|poliglota_/);
    }
    // The instance itself still answers its own host (METRICS_ALLOW): the one still running, since
    // the test of an instance that dies took the first one down.
    expect((await fetch(`${direct(1)}/metrics`)).status).toBe(200);
  });

  // Last: before the fix, these failures locked out the address every client shared (127.0.0.1).
  it('gives two clients behind the proxy their own sign-in limits and records their own addresses (issue 37)', async () => {
    const failure = () => ({ email: `ninguem-${randomUUID()}@poliglota.dev`, password: 'not-the-password' });
    // Five failures from one address in ten minutes lock that address (ADR 0017)…
    for (let i = 0; i < 5; i += 1) expect(await postFrom('127.0.0.2', '/api/admin/login', failure())).toBe(401);
    expect(await postFrom('127.0.0.2', '/api/admin/login', failure())).toBe(429);
    // …and only that one: another client behind the same proxy still gets its own answer.
    expect(await postFrom('127.0.0.3', '/api/admin/login', failure())).toBe(401);
    await moderator(proxyUrl);
    const addresses = await sql<{ address: string }>('select distinct address from admin_login_failure');
    expect(addresses.map((row) => row.address).sort()).toEqual(['127.0.0.2', '127.0.0.3']);
  });
});
