import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ownDatabase } from '../../../test/support/database.js';
import { runMigration } from '../../../test/support/migration.js';
import { migrateDatabase } from '../migrate.js';
import { Migration20261125160000_likes_one_shape as LikesOneShape } from './Migration20261125160000_likes_one_shape.js';

/** ADR 0040: community's likes move from "row while liked + like_change" to one row whose `liked` flips. */
describe('the likes-one-shape migration', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let client: pg.Client;
  const [post, comment, liker, unliker, quiet] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    db = await ownDatabase('likes');
    await migrateDatabase(db.url);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await runMigration(client, LikesOneShape, 'down');
    // As the old shape stored them: two current likes, one of them changed before; an unlike
    // kept only in like_change; a like of the comment.
    await client.query(
      `insert into post (id, author_id, title, content, languages, status, likes_count, comments_count, created_at, updated_at)
       values ($1, $2, 't', 'c', '{pt}', 'approved', 2, 1, now(), now())`,
      [post, randomUUID()],
    );
    await client.query(`insert into post_comment (id, post_id, author_id, content, likes_count, created_at) values ($1, $2, $3, 'oi', 1, now())`, [
      comment,
      post,
      liker,
    ]);
    await client.query(`insert into post_like (post_id, member_id, created_at) values ($1, $2, '2026-03-01T10:00:00Z'), ($1, $3, '2026-03-02T10:00:00Z')`, [
      post,
      liker,
      quiet,
    ]);
    await client.query(`insert into comment_like (comment_id, member_id, created_at) values ($1, $2, '2026-03-03T10:00:00Z')`, [comment, liker]);
    await client.query(
      `insert into like_change (target_type, target_id, member_id, changed_at, created_at) values
         ('post', $1, $2, '2026-03-05T10:00:00Z', '2026-03-01T10:00:00Z'),
         ('post', $1, $3, '2026-03-06T10:00:00Z', '2026-03-01T10:00:00Z'),
         ('comment', $4, $2, '2026-03-03T10:00:00Z', '2026-03-03T10:00:00Z'),
         ('post', $5, $2, '2026-03-07T10:00:00Z', '2026-03-07T10:00:00Z')`,
      [post, liker, unliker, comment, randomUUID()],
    );
  });

  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  const likes = async (table: 'post_like' | 'comment_like', key: string) =>
    (await client.query(`select member_id, liked, changed_at from ${table} order by ${key}, changed_at`)).rows.map(
      (r: { member_id: string; liked: boolean; changed_at: Date }) => [r.member_id, r.liked, r.changed_at.toISOString()],
    );

  it('keeps every like and unlike with its change time in the like rows, and drops like_change', async () => {
    await runMigration(client, LikesOneShape, 'up');
    expect(await likes('post_like', 'post_id')).toEqual([
      [quiet, true, '2026-03-02T10:00:00.000Z'],
      [liker, true, '2026-03-05T10:00:00.000Z'],
      [unliker, false, '2026-03-06T10:00:00.000Z'],
    ]);
    expect(await likes('comment_like', 'comment_id')).toEqual([[liker, true, '2026-03-03T10:00:00.000Z']]);
    // A change of a post that is gone is not kept; the counters still equal the liked rows.
    const { rows } = await client.query(`select likes_count, (select count(*)::int from post_like where post_id = $1 and liked) as liked from post where id = $1`, [post]);
    expect(rows[0]).toEqual({ likes_count: 2, liked: 2 });
    expect((await client.query(`select to_regclass('like_change') as t`)).rows[0].t).toBeNull();
  });

  it('goes back to rows only while liked, with their change times', async () => {
    await runMigration(client, LikesOneShape, 'down');
    expect((await client.query('select member_id from post_like order by created_at')).rows.map((r: { member_id: string }) => r.member_id)).toEqual([
      liker,
      quiet,
    ]);
    const changes = await client.query(`select target_type, member_id from like_change order by changed_at`);
    expect(changes.rows).toHaveLength(4);
    await runMigration(client, LikesOneShape, 'up');
  });
});
