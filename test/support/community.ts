import { expect } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from './app.js';
import type { Agent } from './sign-in.js';

export const MODERATOR = { email: 'moderator@poliglota.test', password: 'moderation password 1' };

/** The whole app, listening, with known administrator credentials. */
export async function createCommunityApp(env: Record<string, string> = {}): Promise<{ t: TestApp; baseUrl: string; orm: MikroORM }> {
  const t = await createTestApp({
    listen: true,
    env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password, ...env },
  });
  return { t, baseUrl: baseUrlOf(t.app), orm: t.app.get(MikroORM) };
}

export async function signInModerator(baseUrl: string): Promise<Agent> {
  const admin = request.agent(baseUrl);
  await admin.post('/api/admin/login').send(MODERATOR).expect(200);
  return admin;
}

let counter = 0;

export function postBody(overrides: Partial<{ title: string; content: string; languages: string[] }> = {}) {
  counter += 1;
  return {
    title: `Dica número ${counter}`,
    content: `Conteúdo da dica ${counter}: pratique todos os dias.`,
    languages: ['en'],
    ...overrides,
  };
}

/** Sends a post as the member, past the 30 s interval (moves the app's clock). */
export async function submitPost(
  t: TestApp,
  member: Agent,
  body: object = postBody(),
): Promise<Record<string, any>> {
  t.clock.advance(31_000);
  const res = await member.post('/api/community/posts').send(body);
  expect(res.status).toBe(201);
  return res.body.post;
}

/** Sends and approves a post; returns its id. */
export async function publishPost(t: TestApp, member: Agent, admin: Agent, body?: object): Promise<string> {
  const post = await submitPost(t, member, body);
  await admin.post(`/api/admin/posts/${post.id}/approve`).expect(200);
  return post.id as string;
}

/** Adds a comment, past the 5 s interval (moves the app's clock). */
export async function addComment(t: TestApp, member: Agent, postId: string, content = 'Ótima dica!'): Promise<Record<string, any>> {
  t.clock.advance(6_000);
  const res = await member.post(`/api/community/posts/${postId}/comments`).send({ content });
  expect(res.status).toBe(201);
  return res.body.comment;
}

/** Walks the member's feed until the post shows up (the run's database is shared). */
export async function findInFeed(member: Agent, postId: string): Promise<Record<string, any> | undefined> {
  let cursor: string | undefined;
  for (let page = 0; page < 200; page += 1) {
    const res = await member.get('/api/community/posts').query({ limit: 50, ...(cursor ? { cursor } : {}) }).expect(200);
    const found = (res.body.posts as Record<string, any>[]).find((p) => p.id === postId);
    if (found) return found;
    if (!res.body.nextCursor) return undefined;
    cursor = res.body.nextCursor;
  }
  throw new Error('feed too long');
}

/** Outbox events of a type whose payload has the given field value. */
export async function eventsOf(orm: MikroORM, type: string, field: string, value: string): Promise<Record<string, unknown>[]> {
  const rows = await orm.em
    .fork()
    .execute<{ payload: Record<string, unknown> }[]>(`select payload from outbox_event where type = ? and payload->>? = ?`, [
      type,
      field,
      value,
    ]);
  return rows.map((r) => r.payload);
}

export async function sql<T = Record<string, any>>(orm: MikroORM, query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().execute<T[]>(query, params);
}
