import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { addComment, createCommunityApp, eventsOf, publishPost, signInModerator, sql } from '../support/community.js';

/** A small deterministic generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('likes and counts under concurrency', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let author: { agent: Agent; memberId: string };

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
    author = await signIn(baseUrl, { name: 'Fábio Autor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const likeRows = async (table: 'post_like' | 'comment_like', key: string, id: string) =>
    (await sql(orm, `select member_id from ${table} where ${key} = ? and liked`, [id])).length;

  it.each([
    ['{liked: true}', { liked: true }],
    ['body-less toggles', undefined],
  ])('counts 20 parallel likes of a post by one member as one (%s)', async (_case, body) => {
    const postId = await publishPost(t, author.agent, admin);
    const member = await signIn(baseUrl);
    t.clock.advance(2_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => {
        const call = member.agent.post(`/api/community/posts/${postId}/like`);
        return body ? call.send(body) : call;
      }),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.every((r) => r.body.is_liked === true && r.body.likes === 1)).toBe(true);
    expect(await likeRows('post_like', 'post_id', postId)).toBe(1);
    const [post] = await sql(orm, 'select likes_count from post where id = ?', [postId]);
    expect(post.likes_count).toBe(1);
    expect(await eventsOf(orm, 'community.post_liked', 'postId', postId)).toHaveLength(1);
    expect(await eventsOf(orm, 'community.post_unliked', 'postId', postId)).toHaveLength(0);
  });

  it.each([
    ['{liked: true}', { liked: true }],
    ['body-less toggles', undefined],
  ])('counts 20 parallel likes of a comment by one member as one (%s)', async (_case, body) => {
    const postId = await publishPost(t, author.agent, admin);
    const comment = await addComment(t, author.agent, postId);
    const member = await signIn(baseUrl);
    t.clock.advance(2_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => {
        const call = member.agent.post(`/api/community/comments/${comment.id}/like`);
        return body ? call.send(body) : call;
      }),
    );
    expect(results.every((r) => r.status === 200 && r.body.likes === 1 && r.body.is_liked)).toBe(true);
    expect(await likeRows('comment_like', 'comment_id', comment.id)).toBe(1);
    const [row] = await sql(orm, 'select likes_count from post_comment where id = ?', [comment.id]);
    expect(row.likes_count).toBe(1);
  });

  // Six sign-ins, three published posts and eight rounds of concurrent requests: past 30 s on a loaded
  // 2-core machine with three workers (ADR 0087).
  it('keeps likes_count and comments_count equal to the rows after a randomized run', async () => {
    const next = random(20_261_121);
    const members = await Promise.all(Array.from({ length: 6 }, () => signIn(baseUrl)));
    const posts: string[] = [];
    for (let i = 0; i < 3; i += 1) posts.push(await publishPost(t, author.agent, admin));
    const comments: string[] = [];
    for (const postId of posts) comments.push((await addComment(t, author.agent, postId)).id);

    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)];
    for (let round = 0; round < 8; round += 1) {
      // Past the comment interval and the toggle debounce for everyone.
      t.clock.advance(6_000);
      const calls = members.flatMap((member) =>
        Array.from({ length: 4 }, () => {
          const dice = next();
          const body = dice < 0.33 ? undefined : { liked: next() < 0.6 };
          if (dice < 0.5) {
            const call = member.agent.post(`/api/community/posts/${pick(posts)}/like`);
            return body ? call.send(body) : call;
          }
          if (dice < 0.8 && comments.length > 0) {
            const call = member.agent.post(`/api/community/comments/${pick(comments)}/like`);
            return body ? call.send(body) : call;
          }
          if (dice < 0.93) {
            return member.agent.post(`/api/community/posts/${pick(posts)}/comments`).send({ content: `rodada ${round}` });
          }
          const victim = comments.length > 0 ? comments.splice(Math.floor(next() * comments.length), 1)[0] : undefined;
          return victim ? admin.delete(`/api/admin/comments/${victim}`) : member.agent.get('/api/community/posts');
        }),
      );
      const results = await Promise.all(calls);
      for (const res of results) {
        // Likes of a comment deleted in the same round may be 404; a second comment in a round is 429.
        expect([200, 201, 404, 429]).toContain(res.status);
        if (res.status === 201 && res.body.comment) comments.push(res.body.comment.id);
      }
    }

    const postCounts = await sql(
      orm,
      `select p.id, p.likes_count, p.comments_count,
              (select count(*)::int from post_like l where l.post_id = p.id and l.liked) as like_rows,
              (select count(*)::int from post_comment c where c.post_id = p.id) as comment_rows
       from post p where p.id in (?)`,
      [posts],
    );
    expect(postCounts).toHaveLength(3);
    for (const row of postCounts) {
      expect(row.likes_count).toBe(row.like_rows);
      expect(row.comments_count).toBe(row.comment_rows);
    }
    const commentCounts = await sql(
      orm,
      `select c.likes_count, (select count(*)::int from comment_like l where l.comment_id = c.id and l.liked) as like_rows
       from post_comment c where c.post_id in (?)`,
      [posts],
    );
    expect(commentCounts.length).toBeGreaterThan(0);
    for (const row of commentCounts) expect(row.likes_count).toBe(row.like_rows);
    const totalLikes = postCounts.reduce((sum, row) => sum + row.like_rows, 0);
    expect(totalLikes).toBeGreaterThan(0);
  }, 120_000);
});
