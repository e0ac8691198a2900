import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signIn, type Agent } from '../support/sign-in.js';
import { createCommunityApp, publishPost, signInModerator, submitPost } from '../support/community.js';
import { createAdminCourse } from '../support/courses.js';
import type { TestApp } from '../support/app.js';
import { encodeCursor } from '../../src/shared/http/pagination.js';

type Result = { type: string; id: string; title: { text: string; match: boolean }[]; status: string | null };

/** `GET /api/search` over HTTP (ADR 0130): validation, who sees what, paging and the limit. */
describe('GET /api/search', () => {
  let t: TestApp;
  let baseUrl: string;
  let moderator: Agent;

  beforeAll(async () => {
    ({ t, baseUrl } = await createCommunityApp());
    moderator = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (agent: Agent | ReturnType<typeof request>, query: Record<string, string>) =>
    (agent as Agent).get('/api/search').query(query);
  const idsOf = (body: { results: Result[] }) => body.results.map((r) => r.id);

  it('refuses a query out of 2–100 characters once normalised, an unknown type and a forged cursor, with 400 and the reason', async () => {
    const { agent } = await signIn(baseUrl, { name: 'Validadora' });
    const cases: [Record<string, string>, RegExp][] = [
      [{ q: ' a \u200b ', type: 'post' }, /entre 2 e 100 caracteres/],
      [{ q: 'x'.repeat(101), type: 'post' }, /entre 2 e 100 caracteres/],
      [{ type: 'post' }, /Digite o que buscar/],
      [{ q: 'lição', type: 'lesson' }, /type deve ser post ou course/],
      [{ q: 'lição' }, /type deve ser post ou course/],
      [{ q: 'lição', type: 'post', cursor: 'not-a-cursor' }, /Cursor inválido/],
      [{ q: 'lição', type: 'post', cursor: encodeCursor([0.5, "1'; drop table post; --"]) }, /Cursor inválido/],
      [{ q: 'lição', type: 'post', cursor: encodeCursor([Number.MAX_VALUE, '0b5d3c4e-6a2f-4c1b-9d8e-7f6a5b4c3d2e']) }, /Cursor inválido/],
    ];
    for (const [query, message] of cases) {
      const res = await search(agent, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error ?? res.body.message).toMatch(message);
    }
    // 100 characters of "ç" as two code points each: normalised to NFC, it is 100 characters.
    expect((await search(agent, { q: 'c\u0327'.repeat(100), type: 'post' })).status).toBe(200);
    expect((await search(agent, { q: 'x'.repeat(100), type: 'post' })).status).toBe(200);
  });

  it('answers a guest for the catalogue, as its list does, and 401 for the community', async () => {
    const courseId = await createAdminCourse(moderator, { publish: true });
    const { body: course } = await moderator.get(`/api/courses/${courseId}/details`).expect(200);
    const word = String(course.course.title).split(/\s+/).at(-1)!;
    const guest = request(baseUrl);
    const found = await guest.get('/api/search').query({ q: word, type: 'course' }).expect(200);
    expect(idsOf(found.body)).toContain(courseId);
    expect(found.body.results.find((r: Result) => r.id === courseId)).toMatchObject({ type: 'course', status: null });
    const refused = await guest.get('/api/search').query({ q: word, type: 'post' }).expect(401);
    expect(refused.body.code).toBe('SEARCH.SIGN_IN_TO_SEARCH_POSTS');
  });

  it('finds accented words from plain ones, marks them, and hides pending, hidden-by-block posts from other readers', async () => {
    const author = await signIn(baseUrl, { name: 'Autora Acentuada' });
    const reader = await signIn(baseUrl, { name: 'Leitor Curioso' });
    const blocker = await signIn(baseUrl, { name: 'Quem Bloqueia' });
    const published = await publishPost(t, author.agent, moderator, { title: 'Pronúncia do ão nasal', content: 'Coração, pão e mão: a lição do ditongo.', languages: ['pt'] });
    const pending = (await submitPost(t, author.agent, { title: 'Outra lição sobre o ditongo', content: 'Ainda aguardando aprovação.', languages: ['pt'] })).id as string;
    await blocker.agent.put(`/api/blocks/${author.memberId}`).expect(200);

    const forReader = await search(reader.agent, { q: 'DITONGO licao', type: 'post' }).expect(200);
    expect(idsOf(forReader.body)).toEqual([published]);
    const forAuthor = await search(author.agent, { q: 'ditongo', type: 'post' }).expect(200);
    expect(new Set(idsOf(forAuthor.body))).toEqual(new Set([published, pending]));
    expect(forAuthor.body.results.find((r: Result) => r.id === pending).status).toBe('pending');
    expect(idsOf((await search(blocker.agent, { q: 'ditongo', type: 'post' }).expect(200)).body)).toEqual([]);

    // Other suites' posts share the database and may speak of pronúncia too: this post's own result.
    const marked = (await search(reader.agent, { q: 'pronuncia nasal', type: 'post' }).expect(200)).body.results as Result[];
    const title = marked.find((r) => r.id === published)?.title;
    expect(title).toEqual([
      { text: 'Pronúncia', match: true },
      { text: ' do ão ', match: false },
      { text: 'nasal', match: true },
    ]);
  });

  it('pages with nextCursor, each result once, and says when the list ends', async () => {
    const author = await signIn(baseUrl, { name: 'Paginador' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(await publishPost(t, author.agent, moderator, { title: `Flashcards de vocabulário ${i}`, content: 'Revisão espaçada.', languages: ['pt'] }));
    }
    const first = await search(author.agent, { q: 'flashcards', type: 'post' }).expect(200);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await search(author.agent, { q: 'flashcards', type: 'post', cursor: first.body.nextCursor }).expect(200);
    expect(second.body.nextCursor).toBeNull();
    expect(new Set([...idsOf(first.body), ...idsOf(second.body)])).toEqual(new Set(ids));
  });

  it('answers 429 with Retry-After past 30 searches a minute, and searches again after the window', async () => {
    const { agent } = await signIn(baseUrl, { name: 'Apressada' });
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 1_000);
    for (let i = 0; i < 30; i += 1) await search(agent, { q: `busca ${i}`, type: 'post' }).expect(200);
    const limited = await search(agent, { q: 'mais uma', type: 'post' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.code).toBe('SEARCH.RATE_LIMITED');
    // Another member has a limit of their own.
    await search((await signIn(baseUrl)).agent, { q: 'mais uma', type: 'post' }).expect(200);
    t.clock.advance(Number(limited.headers['retry-after']) * 1000);
    await search(agent, { q: 'mais uma', type: 'post' }).expect(200);
  });
});
