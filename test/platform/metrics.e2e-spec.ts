import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import pg from 'pg';
import { migrateDatabase } from '../../src/database/index.js';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { openEventStream } from '../support/chat.js';
import { signIn } from '../support/sign-in.js';
import { ownDatabase } from '../support/database.js';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('GET /metrics', () => {
  let t: TestApp;
  let allowed: TestApp;
  // The queues' figures must be exact whatever other suites queue: a database of its own.
  let db: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    // Only the token: supertest calls come from loopback, which is allowed by default.
    t = await createTestApp({ env: { METRICS_ALLOW: '10.9.9.9', METRICS_TOKEN: TOKEN } });
    db = await ownDatabase('metrics');
    await migrateDatabase(db.url);
    allowed = await createTestApp({ databaseUrl: db.url, listen: true });
  });
  afterAll(async () => {
    await t?.close();
    await allowed?.close();
    await db?.drop();
  });

  it('refuses callers that are neither allowed nor hold the token', async () => {
    await request(t.app.getHttpServer()).get('/metrics').expect(403);
    await request(t.app.getHttpServer()).get('/metrics').set('Authorization', 'Bearer wrong-token-of-same-length').expect(403);
  });

  it('shows requests by route template and status, streams, the outbox, the pool and the process', async () => {
    const server = t.app.getHttpServer();
    await request(server).get('/api/users/me').expect(401);
    await request(server).get('/api/users/me').expect(401);
    await request(server).get('/api/profile/public/00000000-0000-4000-8000-000000000001').expect((res) => expect(res.status).toBeLessThan(500));
    const res = await request(server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toMatch(/poliglota_http_requests_total\{method="GET",route="\/api\/users\/me",status="401"\} 2/);
    // A path with an id is counted under its template, never one series per id.
    expect(text).toMatch(/poliglota_http_requests_total\{method="GET",route="\/api\/profile\/public\/:userId",status="\d+"\} 1/);
    expect(text).not.toMatch(/00000000-0000-4000-8000-000000000001/);
    expect(text).toMatch(/poliglota_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/users\/me",status="401"\}/);
    expect(text).toMatch(/^poliglota_event_streams_open 0$/m);
    expect(text).toMatch(/^poliglota_member_streams_open 0$/m);
    expect(text).toMatch(/^poliglota_outbox_backlog \d+$/m);
    expect(text).toMatch(/^poliglota_outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^poliglota_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^poliglota_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  it('serves the loopback by default (METRICS_ALLOW), without a token', async () => {
    await request(allowed.app.getHttpServer()).get('/metrics').expect(200);
  });

  it('shows the mail and push queues: pending rows (retries included) and the age of the oldest', async () => {
    const server = allowed.app.getHttpServer();
    const before = (await request(server).get('/metrics').expect(200)).text;
    expect(before).toMatch(/^poliglota_mail_queue_pending 0$/m);
    expect(before).toMatch(/^poliglota_mail_queue_oldest_age_seconds 0$/m);
    expect(before).toMatch(/^poliglota_push_queue_pending 0$/m);
    expect(before).toMatch(/^poliglota_push_queue_oldest_age_seconds 0$/m);

    // Two e-mails waiting for a retry (one queued 90 s ago), one sent; one push waiting.
    // Their next attempt is tomorrow, so the worker leaves them pending.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const mail = `insert into mail_message (id, member_id, kind, dedupe_key, to_address, language, subject, html, text, unsubscribe_url,
                                              status, next_attempt_at, created_at)
                    values (gen_random_uuid(), gen_random_uuid(), 'notification', $1, 'a@example.com', 'pt', 's', '<p>h</p>', 't', 'https://x/u',
                            $2, now() + interval '1 day', now() - make_interval(secs => $3))`;
      await client.query(mail, ['metrics-1', 'pending', 90]);
      await client.query(mail, ['metrics-2', 'pending', 5]);
      await client.query(mail, ['metrics-3', 'sent', 600]);
      await client.query(
        `insert into push_delivery (id, subscription_id, notification_id, member_id, payload, status, next_attempt_at, created_at)
         values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), '{}', 'pending', now() + interval '1 day', now() - interval '30 seconds')`,
      );
    } finally {
      await client.end();
    }

    const after = (await request(server).get('/metrics').expect(200)).text;
    expect(after).toMatch(/^poliglota_mail_queue_pending 2$/m);
    expect(after).toMatch(/^poliglota_push_queue_pending 1$/m);
    const age = (name: string) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(after)?.[1]);
    expect(age('poliglota_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(age('poliglota_mail_queue_oldest_age_seconds')).toBeLessThan(600);
    expect(age('poliglota_push_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(30);
  });

  it('counts the member event streams open on the process', async () => {
    const baseUrl = baseUrlOf(allowed.app);
    const member = await signIn(baseUrl);
    const stream = await openEventStream(baseUrl, member.agent, '/api/events');
    await stream.next((e) => e.event === 'ready');
    const open = (await request(allowed.app.getHttpServer()).get('/metrics').expect(200)).text;
    expect(open).toMatch(/^poliglota_member_streams_open 1$/m);
    stream.close();
    await stream.ended;
  });
});
