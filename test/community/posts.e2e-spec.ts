import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import {
  addComment,
  createCommunityApp,
  eventsOf,
  findInFeed,
  postBody,
  publishPost,
  signInModerator,
  sql,
  submitPost,
} from '../support/community.js';

const REQUIRED = 'Por favor, preencha todos os campos obrigatórios e selecione pelo menos um idioma.';
const MARKUP = '<img src=x onerror=alert(1)>';

describe('community posts for members', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let ana: { agent: Agent; memberId: string };
  let bruno: { agent: Agent; memberId: string };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    ana = await signIn(baseUrl, { name: 'Ana Autora' });
    bruno = await signIn(baseUrl, { name: 'Bruno Leitor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const postsBy = async (memberId: string) => sql(orm, 'select * from post where author_id = ?', [memberId]);

  describe('validation', () => {
    const valid = { title: 'Título', content: 'Conteúdo', languages: ['en'] };
    it.each([
      ['no title', { content: 'c', languages: ['en'] }, 'title', REQUIRED],
      ['no content', { title: 't', languages: ['en'] }, 'content', REQUIRED],
      ['no languages', { title: 't', content: 'c' }, 'languages', REQUIRED],
      ['an empty language list', { ...valid, languages: [] }, 'languages', REQUIRED],
      ['languages that are not a list', { ...valid, languages: 'Inglês' }, 'languages', REQUIRED],
      ['a blank title', { ...valid, title: '  \n ' }, 'title', REQUIRED],
      ['a blank content', { ...valid, content: '   ' }, 'content', REQUIRED],
      ['a title of 151 characters', { ...valid, title: 'a'.repeat(151) }, 'title', 'O título deve ter no máximo 150 caracteres.'],
      ['a very long title', { ...valid, title: 'a'.repeat(5000) }, 'title', 'O título deve ter no máximo 150 caracteres.'],
      [
        'a content of 10 001 characters',
        { ...valid, content: 'a'.repeat(10_001) },
        'content',
        'O conteúdo deve ter no máximo 10.000 caracteres.',
      ],
      // Languages are ISO 639-1 codes now (ADR 0020), checked by the DTO on the whole list.
      ['an unknown language', { ...valid, languages: ['en', 'Klingon'] }, 'languages', 'Idioma inválido.'],
      ['a language name instead of its code', { ...valid, languages: ['Inglês'] }, 'languages', 'Idioma inválido.'],
      ['a language that is not text', { ...valid, languages: [42] }, 'languages', 'Idioma inválido.'],
      ['a repeated language', { ...valid, languages: ['en', 'en'] }, 'languages.1', 'Este idioma já foi selecionado.'],
      ['an unknown field', { ...valid, status: 'approved' }, 'status', 'O campo status não é permitido.'],
    ])('refuses %s with 400 and its message, storing nothing', async (_case, body, field, message) => {
      t.clock.advance(31_000);
      const res = await ana.agent.post('/api/community/posts').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fields[field]).toEqual([message]);
      expect(await postsBy(ana.memberId)).toHaveLength(0);
    });

    it('accepts the limits exactly, counted after trimming', async () => {
      const member = await signIn(baseUrl);
      const post = await submitPost(t, member.agent, {
        title: `  ${'t'.repeat(150)}  `,
        content: `\n${'c'.repeat(10_000)}\n`,
        languages: ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'zh', 'ar'],
      });
      expect(post.title).toBe('t'.repeat(150));
      expect(post.content).toBe('c'.repeat(10_000));
      expect(post.languages).toHaveLength(11);
    });
  });

  it('keeps a new post pending: invisible to others, visible to its author, announced once', async () => {
    const res = await ana.agent
      .post('/api/community/posts')
      .send({ title: '  Como treinar o listening  ', content: 'Assista séries com legenda.', languages: ['en', 'ja'] })
      .expect(201);
    expect(res.body.success).toBe(true);
    const post = res.body.post;
    expect(post).toMatchObject({
      title: 'Como treinar o listening',
      content: 'Assista séries com legenda.',
      languages: ['en', 'ja'],
      language: 'Inglês, Japonês',
      status: 'pending',
      awaiting_approval: true,
      author_name: 'Ana Autora',
      author_mocha_id: ana.memberId,
      likes: 0,
      likes_count: 0,
      comments_count: 0,
      is_pinned: false,
      has_quality_badge: false,
      is_liked_by_user: false,
    });
    expect(await eventsOf(orm, 'community.post_submitted', 'postId', post.id)).toEqual([
      { postId: post.id, authorId: ana.memberId },
    ]);

    expect(await findInFeed(bruno.agent, post.id)).toBeUndefined();
    await bruno.agent.get(`/api/community/posts/${post.id}/comments`).expect(404);
    await bruno.agent.post(`/api/community/posts/${post.id}/comments`).send({ content: 'Oi' }).expect(404);
    await bruno.agent.post(`/api/community/posts/${post.id}/like`).expect(404);

    const own = await ana.agent.get('/api/community/posts').expect(200);
    expect(own.body.posts[0]).toMatchObject({ id: post.id, status: 'pending', awaiting_approval: true });
    await ana.agent.get(`/api/community/posts/${post.id}/comments`).expect(200, { comments: [] });
    const early = await ana.agent.post(`/api/community/posts/${post.id}/comments`).send({ content: 'Oi' }).expect(409);
    expect(early.body.code).toBe('COMMUNITY.POST_NOT_APPROVED');

    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
    expect(await findInFeed(bruno.agent, post.id)).toMatchObject({ status: 'approved', awaiting_approval: false });
  });

  it('lists published posts with their authors, pinned first then newest, page by page', async () => {
    const author = await signIn(baseUrl, { name: 'Carla Páginas' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await publishPost(t, author.agent, admin, postBody({ languages: ['ja', 'ko'] })));

    // The run's database is shared with other files: walk the feed two posts at a time and
    // check where these three stand relative to each other.
    const walk = async () => {
      const seen: Record<string, any>[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 500; page += 1) {
        const res = await bruno.agent.get('/api/community/posts').query({ limit: 2, ...(cursor ? { cursor } : {}) }).expect(200);
        expect(res.body.posts.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.posts);
        if (ids.every((id) => seen.some((p) => p.id === id)) || !res.body.nextCursor) break;
        cursor = res.body.nextCursor;
      }
      return seen.filter((p) => ids.includes(p.id));
    };
    const mine = await walk();
    expect(mine.map((p) => p.id)).toEqual([ids[2], ids[1], ids[0]]);

    expect(mine[0]).toEqual({
      id: ids[2],
      title: expect.any(String),
      content: expect.any(String),
      languages: ['ja', 'ko'],
      language: 'Japonês, Coreano',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author_name: 'Carla Páginas',
      author_picture: null,
      author_mocha_id: author.memberId,
      author_level: 1,
      author_rank_name: 'Calouro Linguístico',
      author_rank_color: '#6B7280',
      author_text_color: '#FFFFFF',
      is_pinned: false,
      has_quality_badge: false,
      likes: 0,
      likes_count: 0,
      comments_count: 0,
      is_liked_by_user: false,
      status: 'approved',
      awaiting_approval: false,
    });

    // A pinned post comes before newer ones.
    await sql(orm, 'update post set is_pinned = true where id = ?', [ids[0]]);
    try {
      const pinned = await walk();
      expect(pinned.map((p) => p.id)).toEqual([ids[0], ids[2], ids[1]]);
      expect(pinned[0].is_pinned).toBe(true);
    } finally {
      await sql(orm, 'update post set is_pinned = false where id = ?', [ids[0]]);
    }
  });

  it('validates the page size and the cursor', async () => {
    await bruno.agent.get('/api/community/posts').query({ limit: 51 }).expect(400);
    await bruno.agent.get('/api/community/posts').query({ limit: 0 }).expect(400);
    const bad = await bruno.agent.get('/api/community/posts').query({ cursor: 'not-a-cursor' }).expect(400);
    expect(bad.body.message).toBe('Cursor inválido.');
    const forged = Buffer.from(JSON.stringify([0, '-5', 'x'])).toString('base64url');
    await bruno.agent.get('/api/community/posts').query({ cursor: forged }).expect(400);
  });

  it('gives back markup exactly as typed, as plain text, everywhere', async () => {
    const author = await signIn(baseUrl, { name: MARKUP });
    const post = await submitPost(t, author.agent, { title: MARKUP, content: `${MARKUP}\n<script>alert(2)</script>`, languages: ['en'] });
    expect(post.title).toBe(MARKUP);
    const pending = await admin.get('/api/admin/posts/pending').expect(200);
    expect(pending.body.posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({ title: MARKUP, author_name: MARKUP });
    await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);

    const seen = await findInFeed(bruno.agent, post.id);
    expect(seen).toMatchObject({ title: MARKUP, content: `${MARKUP}\n<script>alert(2)</script>`, author_name: MARKUP });
    await addComment(t, bruno.agent, post.id, MARKUP);
    const comments = await bruno.agent.get(`/api/community/posts/${post.id}/comments`).expect(200);
    expect(comments.body.comments[0].content).toBe(MARKUP);
    const [stored] = await sql(orm, 'select title from post where id = ?', [post.id]);
    expect(stored.title).toBe(MARKUP);
  });

  describe('comments', () => {
    let postId: string;
    beforeAll(async () => {
      postId = await publishPost(t, ana.agent, admin);
    });

    it('adds a comment with its author, counts it and announces it once', async () => {
      t.clock.advance(6_000);
      const res = await bruno.agent.post(`/api/community/posts/${postId}/comments`).send({ content: '  Muito útil!  ' }).expect(201);
      expect(res.body).toEqual({
        success: true,
        comment: {
          id: expect.any(String),
          post_id: postId,
          content: 'Muito útil!',
          created_at: expect.any(String),
          author_name: 'Bruno Leitor',
          author_picture: null,
          author_mocha_id: bruno.memberId,
          author_level: 1,
          author_rank_name: 'Calouro Linguístico',
          author_rank_color: '#6B7280',
          author_text_color: '#FFFFFF',
          likes: 0,
          is_liked_by_user: false,
        },
      });
      expect(await eventsOf(orm, 'community.comment_added', 'commentId', res.body.comment.id)).toEqual([
        { commentId: res.body.comment.id, postId, authorId: bruno.memberId, postAuthorId: ana.memberId },
      ]);
      expect((await findInFeed(ana.agent, postId))?.comments_count).toBe(1);
    });

    it('lists comments oldest first', async () => {
      const first = await addComment(t, ana.agent, postId, 'primeiro');
      const second = await addComment(t, bruno.agent, postId, 'segundo');
      const res = await ana.agent.get(`/api/community/posts/${postId}/comments`).expect(200);
      const ids = res.body.comments.map((c: { id: string }) => c.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    });

    it.each([
      ['no content', {}, 'Escreva um comentário antes de enviar.'],
      ['a blank content', { content: ' \n ' }, 'Escreva um comentário antes de enviar.'],
      ['2 001 characters', { content: 'x'.repeat(2_001) }, 'O comentário deve ter no máximo 2.000 caracteres.'],
      ['an unknown field', { content: 'oi', postId: 'x' }, 'O campo postId não é permitido.'],
    ])('refuses %s with 400', async (_case, body, message) => {
      t.clock.advance(6_000);
      const before = await sql(orm, 'select count(*)::int as n from post_comment where post_id = ?', [postId]);
      const res = await bruno.agent.post(`/api/community/posts/${postId}/comments`).send(body).expect(400);
      expect(res.body.message).toBe(message);
      const after = await sql(orm, 'select count(*)::int as n from post_comment where post_id = ?', [postId]);
      expect(after[0].n).toBe(before[0].n);
    });

    it('accepts 2 000 characters, and answers 404 for a missing post', async () => {
      await addComment(t, bruno.agent, postId, 'y'.repeat(2_000));
      t.clock.advance(6_000);
      await bruno.agent.post('/api/community/posts/00000000-0000-4000-8000-000000000000/comments').send({ content: 'oi' }).expect(404);
      await bruno.agent.post('/api/community/posts/not-a-uuid/comments').send({ content: 'oi' }).expect(404);
      await bruno.agent.get('/api/community/posts/not-a-uuid/comments').expect(404);
    });
  });

  describe('rate limits', () => {
    it('allows one post per 30 seconds and says when to retry', async () => {
      const member = await signIn(baseUrl);
      await submitPost(t, member.agent);
      t.clock.advance(12_000);
      const res = await member.agent.post('/api/community/posts').send(postBody()).expect(429);
      expect(res.body.code).toBe('COMMUNITY.POST_RATE_LIMITED');
      expect(res.body.message).toBe('Você pode enviar um post a cada 30 segundos. Tente novamente em 18 segundos.');
      // The spec's clients show `error`; the SPA translates `code` with `params` (ADR 0021).
      expect(res.body.error).toBe(res.body.message);
      expect(res.body.params).toEqual({ interval: 30, seconds: 18, minutes: 1 });
      expect(res.body.retryAfterSeconds).toBe(18);
      expect(res.headers['retry-after']).toBe('18');
      t.clock.advance(18_000);
      await member.agent.post('/api/community/posts').send(postBody()).expect(201);
      expect(await postsBy(member.memberId)).toHaveLength(2);
    });

    it('lets only one of two parallel posts through', async () => {
      const member = await signIn(baseUrl);
      t.clock.advance(31_000);
      const results = await Promise.all([
        member.agent.post('/api/community/posts').send(postBody()),
        member.agent.post('/api/community/posts').send(postBody()),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 429]);
      expect(await postsBy(member.memberId)).toHaveLength(1);
    });

    it('allows at most 10 posts awaiting approval', async () => {
      const member = await signIn(baseUrl);
      const posts = [];
      for (let i = 0; i < 10; i += 1) posts.push(await submitPost(t, member.agent));
      t.clock.advance(31_000);
      const res = await member.agent.post('/api/community/posts').send(postBody()).expect(429);
      expect(res.body.code).toBe('COMMUNITY.TOO_MANY_PENDING_POSTS');
      expect(res.body.message).toContain('10 posts aguardando aprovação');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await admin.post(`/api/admin/posts/${posts[0].id}/approve`).expect(200);
      await member.agent.post('/api/community/posts').send(postBody()).expect(201);
    });

    it('allows one comment per 5 seconds', async () => {
      const postId = await publishPost(t, ana.agent, admin);
      const member = await signIn(baseUrl);
      await addComment(t, member.agent, postId);
      t.clock.advance(2_000);
      const res = await member.agent.post(`/api/community/posts/${postId}/comments`).send({ content: 'de novo' }).expect(429);
      expect(res.body.code).toBe('COMMUNITY.COMMENT_RATE_LIMITED');
      expect(res.body.message).toBe('Você pode comentar a cada 5 segundos. Tente novamente em 3 segundos.');
      expect(res.headers['retry-after']).toBe('3');
      t.clock.advance(3_000);
      await member.agent.post(`/api/community/posts/${postId}/comments`).send({ content: 'de novo' }).expect(201);
    });
  });

  describe('likes', () => {
    let postId: string;
    let commentId: string;
    beforeAll(async () => {
      postId = await publishPost(t, ana.agent, admin);
      commentId = (await addComment(t, ana.agent, postId)).id;
    });

    const likePost = (agent: Agent, body?: object) => {
      const call = agent.post(`/api/community/posts/${postId}/like`);
      return body ? call.send(body) : call;
    };

    it('toggles without a body and announces only real changes', async () => {
      t.clock.advance(2_000);
      await likePost(bruno.agent).expect(200, { likes: 1, is_liked: true });
      expect((await findInFeed(bruno.agent, postId))?.is_liked_by_user).toBe(true);
      expect((await findInFeed(ana.agent, postId))).toMatchObject({ is_liked_by_user: false, likes: 1, likes_count: 1 });
      t.clock.advance(2_000);
      await likePost(bruno.agent).expect(200, { likes: 0, is_liked: false });
      const liked = await eventsOf(orm, 'community.post_liked', 'postId', postId);
      const unliked = await eventsOf(orm, 'community.post_unliked', 'postId', postId);
      expect(liked).toEqual([{ postId, likerId: bruno.memberId, postAuthorId: ana.memberId }]);
      expect(unliked).toEqual([{ postId, likerId: bruno.memberId, postAuthorId: ana.memberId }]);
    });

    it('ignores a second toggle within a second of the first', async () => {
      const member = await signIn(baseUrl);
      t.clock.advance(2_000);
      await likePost(member.agent).expect(200, { likes: 1, is_liked: true });
      t.clock.advance(500);
      await likePost(member.agent).expect(200, { likes: 1, is_liked: true });
      t.clock.advance(600);
      await likePost(member.agent).expect(200, { likes: 0, is_liked: false });
    });

    it('sets the state idempotently with {liked}', async () => {
      const member = await signIn(baseUrl);
      await likePost(member.agent, { liked: true }).expect(200, { likes: 1, is_liked: true });
      await likePost(member.agent, { liked: true }).expect(200, { likes: 1, is_liked: true });
      await likePost(member.agent, { liked: false }).expect(200, { likes: 0, is_liked: false });
      await likePost(member.agent, { liked: false }).expect(200, { likes: 0, is_liked: false });
      expect(await eventsOf(orm, 'community.post_liked', 'likerId', member.memberId)).toHaveLength(1);
      expect(await eventsOf(orm, 'community.post_unliked', 'likerId', member.memberId)).toHaveLength(1);
      const bad = await likePost(member.agent, { liked: 'yes' }).expect(400);
      expect(bad.body.message).toBe('liked deve ser true ou false.');
    });

    it('likes comments the same way, without announcing anything', async () => {
      const member = await signIn(baseUrl);
      const url = `/api/community/comments/${commentId}/like`;
      await member.agent.post(url).send({ liked: true }).expect(200, { likes: 1, is_liked: true });
      const comments = await member.agent.get(`/api/community/posts/${postId}/comments`).expect(200);
      expect(comments.body.comments.find((c: { id: string }) => c.id === commentId)).toMatchObject({ likes: 1, is_liked_by_user: true });
      t.clock.advance(2_000);
      await member.agent.post(url).expect(200, { likes: 0, is_liked: false });
      await member.agent.post('/api/community/comments/00000000-0000-4000-8000-000000000000/like').expect(404);
      await member.agent.post('/api/community/comments/nope/like').expect(404);
    });

    it('answers 404 for a missing post', async () => {
      await bruno.agent.post('/api/community/posts/00000000-0000-4000-8000-000000000000/like').expect(404);
      await bruno.agent.post('/api/community/posts/nope/like').expect(404);
    });
  });

  it('refuses posts, comments and likes from a banned member with 403', async () => {
    const postId = await publishPost(t, ana.agent, admin);
    const commentId = (await addComment(t, ana.agent, postId)).id;
    const banned = await signIn(baseUrl);
    await sql(orm, 'update member set banned_permanently = true where id = ?', [banned.memberId]);
    t.clock.advance(31_000);
    const post = await banned.agent.post('/api/community/posts').send(postBody()).expect(403);
    expect(post.body.code).toBe('IDENTITY.MEMBER_BANNED');
    await banned.agent.post(`/api/community/posts/${postId}/comments`).send({ content: 'oi' }).expect(403);
    await banned.agent.post(`/api/community/posts/${postId}/like`).send({ liked: true }).expect(403);
    await banned.agent.post(`/api/community/comments/${commentId}/like`).send({ liked: true }).expect(403);
    expect(await postsBy(banned.memberId)).toHaveLength(0);
    const [counts] = await sql(orm, 'select likes_count, comments_count from post where id = ?', [postId]);
    expect(counts).toEqual({ likes_count: 0, comments_count: 1 });
    // Reading stays allowed.
    await banned.agent.get('/api/community/posts').expect(200);
  });

  it('is for signed-in members only: guests get 401', async () => {
    const guest = request(baseUrl);
    const id = '00000000-0000-4000-8000-000000000000';
    await guest.get('/api/community/posts').expect(401);
    await guest.post('/api/community/posts').send(postBody()).expect(401);
    await guest.get(`/api/community/posts/${id}/comments`).expect(401);
    await guest.post(`/api/community/posts/${id}/comments`).send({ content: 'oi' }).expect(401);
    await guest.post(`/api/community/posts/${id}/like`).expect(401);
    await guest.post(`/api/community/comments/${id}/like`).expect(401);
  });
});
