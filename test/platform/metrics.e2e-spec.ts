import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app.js';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('GET /metrics', () => {
  let t: TestApp;
  let allowed: TestApp;

  beforeAll(async () => {
    // Only the token: supertest calls come from loopback, which is allowed by default.
    t = await createTestApp({ env: { METRICS_ALLOW: '10.9.9.9', METRICS_TOKEN: TOKEN } });
    allowed = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await allowed.close();
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
    expect(text).toMatch(/^poliglota_outbox_backlog \d+$/m);
    expect(text).toMatch(/^poliglota_outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^poliglota_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^poliglota_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^poliglota_nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^poliglota_process_resident_memory_bytes \d+$/m);
  });

  it('serves the loopback by default (METRICS_ALLOW), without a token', async () => {
    await request(allowed.app.getHttpServer()).get('/metrics').expect(200);
  });
});
