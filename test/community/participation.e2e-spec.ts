import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestApp } from '../support/app.js';
import { testDatabaseUrl } from '../support/database.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { addComment, createCommunityApp, eventsOf, publishPost, signInModerator, sql } from '../support/community.js';

/** Resolves once some statement of this database waits for a row lock. */
async function someoneWaitsForALock(db: pg.Client): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const { rows } = await db.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement ever waited for the lock');
}

describe('who may write, decided inside the write', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let author: { agent: Agent; memberId: string };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    author = await signIn(baseUrl, { name: 'Autora' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('a ban committed while a write is under way', () => {
    const cases: [string, (member: Agent, postId: string, commentId: string) => Promise<{ status: number; body: any }>][] = [
      ['a like of a post', (m, postId) => m.post(`/api/community/posts/${postId}/like`).send({ liked: true })],
      ['a like of a comment', (m, _postId, commentId) => m.post(`/api/community/comments/${commentId}/like`).send({ liked: true })],
      ['a comment', (m, postId) => m.post(`/api/community/posts/${postId}/comments`).send({ content: 'Depois do banimento' })],
      ['a post', (m) => m.post('/api/community/posts').send({ title: 'Depois do banimento', content: 'Texto', languages: ['en'] })],
      ['a report', (m, postId) => m.post('/api/flags').send({ targetType: 'post', targetId: postId, reason: 'spam' })],
    ];

    it.each(cases)('refuses %s with 403 and writes nothing', async (_case, send) => {
      const postId = await publishPost(t, author.agent, admin);
      const commentId = (await addComment(t, author.agent, postId)).id as string;
      const member = await signIn(baseUrl);
      t.clock.advance(31_000);

      const db = new pg.Client({ connectionString: testDatabaseUrl() });
      await db.connect();
      try {
        await db.query('begin');
        await db.query('update member set banned_permanently = true where id = $1', [member.memberId]);
        const response = send(member.agent, postId, commentId).then((res) => res);
        // The write reached its check and waits for the uncommitted ban.
        await someoneWaitsForALock(db);
        await db.query('commit');
        const res = await response;
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('IDENTITY.MEMBER_BANNED');
      } finally {
        await db.end();
      }

      expect(await sql(orm, 'select 1 from post_like where member_id = ?', [member.memberId])).toHaveLength(0);
      expect(await sql(orm, 'select 1 from comment_like where member_id = ?', [member.memberId])).toHaveLength(0);
      expect(await sql(orm, 'select 1 from post_comment where author_id = ?', [member.memberId])).toHaveLength(0);
      expect(await sql(orm, 'select 1 from post where author_id = ?', [member.memberId])).toHaveLength(0);
      expect(await sql(orm, 'select 1 from content_flag where reporter_id = ?', [member.memberId])).toHaveLength(0);
      expect(await eventsOf(orm, 'community.post_liked', 'likerId', member.memberId)).toHaveLength(0);
      const [counts] = await sql(orm, 'select likes_count, comments_count from post where id = ?', [postId]);
      expect(counts).toEqual({ likes_count: 0, comments_count: 1 });
    });
  });

  describe('duplicate comments', () => {
    it('refuses the same comment as the member’s previous one on the post, after normalisation, with 409', async () => {
      const postId = await publishPost(t, author.agent, admin);
      const otherPostId = await publishPost(t, author.agent, admin);
      const member = await signIn(baseUrl);
      await addComment(t, member.agent, postId, 'Muito bom, obrigado!');

      t.clock.advance(6_000);
      const again = await member.agent
        .post(`/api/community/posts/${postId}/comments`)
        .send({ content: '  Muito  bom,\u200b obrigado!\n' })
        .expect(409);
      expect(again.body).toMatchObject({ code: 'COMMUNITY.DUPLICATE_COMMENT', message: 'Você já enviou este comentário.' });
      expect(await sql(orm, 'select 1 from post_comment where author_id = ?', [member.memberId])).toHaveLength(1);

      // Another text, the same text on another post, and the first text after another one are fine.
      await addComment(t, member.agent, postId, 'Outra coisa');
      await addComment(t, member.agent, otherPostId, 'Muito bom, obrigado!');
      await addComment(t, member.agent, postId, 'Muito bom, obrigado!');
      const [counts] = await sql(orm, 'select comments_count from post where id = ?', [postId]);
      expect(counts.comments_count).toBe(3);
    });
  });
});
