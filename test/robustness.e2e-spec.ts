import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createCommunityApp, signInModerator } from './support/community.js';
import type { TestApp } from './support/app.js';
import { signIn, type Agent } from './support/sign-in.js';

type Operation = { method: string; path: string };

/** Bodies and path values a careless or hostile client might send. */
const NUL = 'a\u0000b';
const BAD_BODIES: unknown[] = [
  {},
  { unexpected: true },
  [],
  'text',
  { title: 42, content: null, languages: 'x', liked: 'yes' },
  // PostgreSQL text cannot hold NUL: refused before it gets there.
  { name: NUL, biography: NUL, title: NUL, content: NUL, reason: NUL, languages: ['en'], userLanguages: [] },
];
const BAD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1'%20or%201=1", '%E0%A4%A'];
const BAD_QUERIES = ['?limit=abc&cursor=%%%', '?page=-1&limit=9999', '?lang=xx&cursor=eyJ4IjoxfQ', '?ref=a%00b&cursor=%00'];

/**
 * Every endpoint of the OpenAPI document, as a guest, a member and an
 * administrator, with malformed ids, queries and bodies: the answer is always
 * a 4xx (or a 2xx for calls that accept it), never a 500.
 */
describe('malformed input never causes a server error', () => {
  let t: TestApp;
  let baseUrl: string;
  let operations: Operation[];
  let member: Agent;
  let admin: Agent;

  beforeAll(async () => {
    ({ t, baseUrl } = await createCommunityApp());
    const document = await request(baseUrl).get('/docs-json').expect(200);
    operations = Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method, path })),
    );
    ({ agent: member } = await signIn(baseUrl));
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every operation with less than 500, whoever calls', async () => {
    const failures: string[] = [];
    let calls = 0;
    const callers: [string, () => Agent][] = [
      ['guest', () => request.agent(baseUrl)],
      ['member', () => member],
      ['admin', () => admin],
    ];
    for (const op of operations) {
      // Logging out or in would change the callers' sessions mid-test.
      if (/logout|admin\/login/.test(op.path)) continue;
      const paths = op.path.includes('{') ? BAD_IDS.map((id) => op.path.replace(/\{[^}]+\}/g, id)) : [op.path];
      // Each bad query and each bad body once per path and caller, paired (the checks of the
      // query and of the body are separate): every value reaches every operation, in a quarter
      // of the calls of every combination.
      const bodies = op.method === 'get' ? [undefined] : BAD_BODIES;
      const pairs = Array.from({ length: Math.max(BAD_QUERIES.length, bodies.length) }, (_, i) => ({
        query: BAD_QUERIES[i % BAD_QUERIES.length],
        body: bodies[i % bodies.length],
      }));
      for (const [who, agentOf] of callers) {
        for (const path of paths) {
          for (const { query, body } of pairs) {
            const call = (agentOf() as any)[op.method](`${path}${query}`);
            const res = await (body === undefined ? call : call.send(body));
            calls += 1;
            if (res.status >= 500) failures.push(`${who} ${op.method.toUpperCase()} ${path}${query} ${JSON.stringify(body)} → ${res.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(operations.length).toBeGreaterThan(30);
    expect(calls).toBeGreaterThan(operations.length * 3 * 3);
  }, 900_000);

  it('keeps the administrator credentials check to 4xx for malformed logins', async () => {
    for (const body of BAD_BODIES) {
      const res = await request(baseUrl).post('/api/admin/login').send(body as object);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
