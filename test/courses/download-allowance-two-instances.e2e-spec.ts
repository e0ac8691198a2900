import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { MODERATOR, signInModerator, sql } from '../support/community.js';
import { publishCourse } from '../support/courses.js';
import { acceptConsents, authorizeWithDevProvider, signIn, type Agent } from '../support/sign-in.js';

jest.setTimeout(180_000);

/** COURSE_DAILY_DOWNLOADS's default. */
const ALLOWANCE = 3;
const ROUNDS = 6;

/**
 * The daily download allowance is held by PostgreSQL (ADR 0051): two instances on one
 * database, each with its own process state, cannot give a member more than the day's
 * downloads between them, however the requests are spread.
 */
describe('the daily download allowance across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let orm: MikroORM;
  let admin: Agent;
  let uploader: Agent;
  const courses: string[] = [];

  /** A member signed in once, whose session both instances accept (sessions live in PostgreSQL). */
  async function memberOnBoth(): Promise<{ memberId: string; post: (instance: 'A' | 'B', path: string) => request.Test }> {
    const agent = request.agent(urlA);
    const { code, state } = await authorizeWithDevProvider(agent, { email: `downloads.${Date.now()}.${Math.random()}@example.com`, name: 'Membro em Dois' });
    const session = await agent.post('/api/sessions').send({ code, state }).expect(200);
    await acceptConsents(agent, session.body);
    const cookie = (session.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return {
      memberId: session.body.id as string,
      post: (instance, path) => request(instance === 'A' ? urlA : urlB).post(path).set('Cookie', cookie),
    };
  }

  const countedFor = async (memberId: string) => Number((await sql(orm, 'select count(*) as n from course_download where member_id = ?', [memberId]))[0].n);

  beforeAll(async () => {
    // Both instances read the same São Paulo morning (a day no other suite uses).
    const options = { listen: true, now: '2037-05-20T10:00:00-03:00', env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password } };
    [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
    urlA = baseUrlOf(a.app);
    urlB = baseUrlOf(b.app);
    orm = a.app.get(MikroORM);
    admin = await signInModerator(urlA);
    ({ agent: uploader } = await signIn(urlA, { name: 'Quem Compartilha' }));
    for (let i = 0; i < 2 * (ALLOWANCE + 1); i += 1) courses.push(await publishCourse(a, uploader, admin));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it(`sends the last allowed download and one more at once, one through each instance: exactly ${ALLOWANCE} counted and one 429, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await memberOnBoth();
      for (let i = 0; i < ALLOWANCE - 1; i += 1) await member.post(i % 2 === 0 ? 'A' : 'B', `/api/courses/${courses[i]}/download`).expect(200);
      const [throughA, throughB] = await Promise.all([
        member.post('A', `/api/courses/${courses[ALLOWANCE - 1]}/download`),
        member.post('B', `/api/courses/${courses[ALLOWANCE]}/download`),
      ]);
      expect({ round, statuses: [throughA.status, throughB.status].sort() }).toEqual({ round, statuses: [200, 429] });
      const refused = throughA.status === 429 ? throughA : throughB;
      expect(refused.body.code).toBe('COURSES.DOWNLOAD_LIMIT_REACHED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect({ round, counted: await countedFor(member.memberId) }).toEqual({ round, counted: ALLOWANCE });
    }
  });

  it(`spreads ${2 * (ALLOWANCE + 1)} first downloads over both instances at once: ${ALLOWANCE} pass, the rest are refused`, async () => {
    const member = await memberOnBoth();
    const results = await Promise.all(courses.map((id, i) => member.post(i % 2 === 0 ? 'A' : 'B', `/api/courses/${id}/download`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ALLOWANCE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(courses.length - ALLOWANCE);
    expect(await countedFor(member.memberId)).toBe(ALLOWANCE);
  });
});
