import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostStatus } from '../../domain/moderation.js';
import { CommunityRepository, toDate, type LikeKind, type NewModerationAction } from '../../application/ports/persistence.js';

/** Where the likes of each kind of target live. */
const LIKES: Record<LikeKind, { table: 'post' | 'post_comment'; likeTable: 'post_like' | 'comment_like'; key: 'post_id' | 'comment_id' }> = {
  post: { table: 'post', likeTable: 'post_like', key: 'post_id' },
  comment: { table: 'post_comment', likeTable: 'comment_like', key: 'comment_id' },
};

@Injectable()
export class PgCommunityRepository extends CommunityRepository {
  async authorPostStats(em: EntityManager, authorId: string): Promise<{ last: Date | null; pending: number }> {
    const [mine] = await em.execute<{ last: string | null; pending: string }[]>(
      `select max(created_at) as last, count(*) filter (where status = 'pending') as pending
       from post where author_id = ?`,
      [authorId],
    );
    return { last: toDate(mine.last), pending: Number(mine.pending) };
  }

  async insertPost(
    em: EntityManager,
    post: { id: string; authorId: string; title: string; content: string; languages: string[]; at: Date },
  ): Promise<void> {
    await em.execute(
      `insert into post (id, author_id, title, content, languages, status, created_at, updated_at)
       values (?, ?, ?, ?, array[?]::text[], 'pending', ?, ?)`,
      [post.id, post.authorId, post.title, post.content, post.languages, post.at, post.at],
    );
  }

  async postForWrite(em: EntityManager, postId: string): Promise<{ authorId: string; status: PostStatus; likesCount: number } | null> {
    const [post] = await em.execute<{ author_id: string; status: PostStatus; likes_count: number }[]>(
      'select author_id, status, likes_count from post where id = ? for key share',
      [postId],
    );
    return post ? { authorId: post.author_id, status: post.status, likesCount: post.likes_count } : null;
  }

  async lastCommentAt(em: EntityManager, authorId: string): Promise<Date | null> {
    const [mine] = await em.execute<{ last: string | null }[]>('select max(created_at) as last from post_comment where author_id = ?', [
      authorId,
    ]);
    return toDate(mine.last);
  }

  async lastCommentOn(em: EntityManager, authorId: string, postId: string): Promise<string | null> {
    const [last] = await em.execute<{ content: string }[]>(
      'select content from post_comment where author_id = ? and post_id = ? order by created_at desc, id desc limit 1',
      [authorId, postId],
    );
    return last?.content ?? null;
  }

  async insertComment(em: EntityManager, c: { id: string; postId: string; authorId: string; content: string; at: Date }): Promise<void> {
    await em.execute('insert into post_comment (id, post_id, author_id, content, created_at) values (?, ?, ?, ?, ?)', [
      c.id,
      c.postId,
      c.authorId,
      c.content,
      c.at,
    ]);
    await em.execute('update post set comments_count = comments_count + 1 where id = ?', [c.postId]);
  }

  async commentForLike(em: EntityManager, commentId: string): Promise<{ likesCount: number; postStatus: PostStatus } | null> {
    const [comment] = await em.execute<{ likes_count: number; status: PostStatus }[]>(
      // Key share of the post too: deleting the post (which takes it for update) waits, so it
      // never clears like_change before this like writes there.
      `select c.likes_count, p.status from post_comment c join post p on p.id = c.post_id
       where c.id = ? for key share of c, p`,
      [commentId],
    );
    return comment ? { likesCount: comment.likes_count, postStatus: comment.status } : null;
  }

  async likeState(em: EntityManager, kind: LikeKind, targetId: string, memberId: string): Promise<{ liked: boolean; changedAt: Date | null }> {
    const target = LIKES[kind];
    const [state] = await em.execute<{ liked: boolean; changed_at: string | null }[]>(
      `select exists (select 1 from ${target.likeTable} where ${target.key} = ? and member_id = ?) as liked,
              (select changed_at from like_change where target_type = ? and target_id = ? and member_id = ?) as changed_at`,
      [targetId, memberId, kind, targetId, memberId],
    );
    return { liked: state.liked, changedAt: toDate(state.changed_at) };
  }

  async setLike(em: EntityManager, kind: LikeKind, targetId: string, memberId: string, liked: boolean, at: Date): Promise<boolean> {
    const target = LIKES[kind];
    const changed = liked
      ? await em.execute(
          `insert into ${target.likeTable} (${target.key}, member_id, created_at) values (?, ?, ?)
           on conflict do nothing returning member_id`,
          [targetId, memberId, at],
        )
      : await em.execute(`delete from ${target.likeTable} where ${target.key} = ? and member_id = ? returning member_id`, [
          targetId,
          memberId,
        ]);
    return changed.length > 0;
  }

  async addToLikeCount(em: EntityManager, kind: LikeKind, targetId: string, delta: 1 | -1): Promise<number> {
    const [counter] = await em.execute<{ likes_count: number }[]>(
      `update ${LIKES[kind].table} set likes_count = likes_count + ? where id = ? returning likes_count`,
      [delta, targetId],
    );
    return counter.likes_count;
  }

  async recordLikeChange(em: EntityManager, kind: LikeKind, targetId: string, memberId: string, at: Date): Promise<void> {
    await em.execute(
      `insert into like_change (target_type, target_id, member_id, changed_at, created_at) values (?, ?, ?, ?, ?)
       on conflict (target_type, target_id, member_id) do update set changed_at = excluded.changed_at`,
      [kind, targetId, memberId, at, at],
    );
  }

  async approvePending(em: EntityManager, postId: string, adminEmail: string, at: Date): Promise<{ authorId: string; title: string } | null> {
    const [post] = await em.execute<{ author_id: string; title: string }[]>(
      `update post set status = 'approved', approved_at = ?, approved_by = ?, updated_at = ?
       where id = ? and status = 'pending' returning author_id, title`,
      [at, adminEmail, at, postId],
    );
    return post ? { authorId: post.author_id, title: post.title } : null;
  }

  async deletePending(em: EntityManager, postId: string): Promise<{ authorId: string; title: string } | null> {
    const [post] = await em.execute<{ author_id: string; title: string }[]>(
      `delete from post where id = ? and status = 'pending' returning author_id, title`,
      [postId],
    );
    return post ? { authorId: post.author_id, title: post.title } : null;
  }

  async postExists(em: EntityManager, postId: string): Promise<boolean> {
    const rows = await em.execute('select 1 from post where id = ?', [postId]);
    return rows.length > 0;
  }

  async postForDeletion(
    em: EntityManager,
    postId: string,
  ): Promise<{ authorId: string; status: PostStatus; title: string; likesCount: number; commentsCount: number } | null> {
    const [post] = await em.execute<
      { author_id: string; status: PostStatus; title: string; likes_count: number; comments_count: number }[]
    >('select author_id, status, title, likes_count, comments_count from post where id = ? for update', [postId]);
    return post
      ? { authorId: post.author_id, status: post.status, title: post.title, likesCount: post.likes_count, commentsCount: post.comments_count }
      : null;
  }

  async deletePost(em: EntityManager, postId: string): Promise<void> {
    await em.execute(
      `delete from like_change where (target_type = 'post' and target_id = ?)
         or (target_type = 'comment' and target_id in (select id from post_comment where post_id = ?))`,
      [postId, postId],
    );
    // Comments and likes go with the post (on delete cascade).
    await em.execute('delete from post where id = ?', [postId]);
  }

  async markQuality(em: EntityManager, postId: string, adminEmail: string, at: Date): Promise<{ authorId: string; title: string } | null> {
    const [post] = await em.execute<{ author_id: string; title: string }[]>(
      `update post set has_quality_badge = true, quality_marked_at = ?, quality_marked_by = ?, updated_at = ?
       where id = ? and status = 'approved' and not has_quality_badge returning author_id, title`,
      [at, adminEmail, at, postId],
    );
    return post ? { authorId: post.author_id, title: post.title } : null;
  }

  async qualityState(em: EntityManager, postId: string): Promise<{ status: PostStatus; hasQualityBadge: boolean } | null> {
    const [current] = await em.execute<{ status: PostStatus; has_quality_badge: boolean }[]>(
      'select status, has_quality_badge from post where id = ?',
      [postId],
    );
    return current ? { status: current.status, hasQualityBadge: current.has_quality_badge } : null;
  }

  async deleteComment(em: EntityManager, commentId: string): Promise<{ postId: string; authorId: string; likesCount: number } | null> {
    const [found] = await em.execute<{ post_id: string }[]>('select post_id from post_comment where id = ?', [commentId]);
    if (!found) return null;
    // The post first, as deleting a post does: the two never wait on each other in opposite orders.
    await em.execute('select id from post where id = ? for no key update', [found.post_id]);
    const [comment] = await em.execute<{ post_id: string; author_id: string; likes_count: number }[]>(
      'delete from post_comment where id = ? returning post_id, author_id, likes_count',
      [commentId],
    );
    if (!comment) return null;
    await em.execute('update post set comments_count = comments_count - 1 where id = ?', [comment.post_id]);
    await em.execute(`delete from like_change where target_type = 'comment' and target_id = ?`, [commentId]);
    return { postId: comment.post_id, authorId: comment.author_id, likesCount: comment.likes_count };
  }

  async insertModerationAction(em: EntityManager, entry: NewModerationAction): Promise<void> {
    await em.execute(
      `insert into moderation_action (id, admin_email, action, target_type, target_id, target_author_id, reason, details, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [
        randomUUID(),
        entry.adminEmail,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetAuthorId,
        entry.reason ?? null,
        JSON.stringify(entry.details),
        entry.at,
      ],
    );
  }
}
