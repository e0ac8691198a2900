import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostStatus } from '../../domain/moderation.js';
import { CommunityRepository, type NewModerationAction } from '../../application/ports/persistence.js';
import { toDate } from '../../../../shared/time/index.js';
import { shownToViewer, viewerParams, type Viewer } from '../../../../shared/moderation/index.js';

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

  async postForWrite(em: EntityManager, postId: string, viewer: Viewer): Promise<{ authorId: string; status: PostStatus; likesCount: number } | null> {
    const [post] = await em.execute<{ author_id: string; status: PostStatus; likes_count: number }[]>(
      `select author_id, status, likes_count from post p where id = ? and ${shownToViewer('p')} for key share`,
      [postId, ...viewerParams(viewer)],
    );
    return post ? { authorId: post.author_id, status: post.status, likesCount: post.likes_count } : null;
  }




  async commentForLike(em: EntityManager, commentId: string, viewer: Viewer): Promise<{ likesCount: number; postStatus: PostStatus } | null> {
    const [comment] = await em.execute<{ likes_count: number; status: PostStatus }[]>(
      // Key share of the post too: deleting the post (which takes it for update) waits for the like.
      `select c.likes_count, p.status from post_comment c join post p on p.id = c.post_id
       where c.id = ? and ${shownToViewer('c')} and ${shownToViewer('p')} for key share of c, p`,
      [commentId, ...viewerParams(viewer), ...viewerParams(viewer)],
    );
    return comment ? { likesCount: comment.likes_count, postStatus: comment.status } : null;
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
    const rows = await em.execute<{ '?column?': number }[]>('select 1 from post where id = ?', [postId]);
    return rows.length > 0;
  }

  async postTitle(em: EntityManager, postId: string): Promise<string | null> {
    const [row] = await em.execute<{ title: string }[]>('select title from post where id = ?', [postId]);
    return row?.title ?? null;
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
