import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostStatus } from '../../domain/moderation.js';
import { CommunityRepository, type NewModerationAction } from './persistence.js';
import { isShownTo, type Viewer } from '../../../../shared/moderation/index.js';

export interface StoredPost {
  id: string;
  authorId: string;
  title: string;
  content: string;
  languages: string[];
  status: PostStatus;
  hasQualityBadge: boolean;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  approvedBy: string | null;
  /** Hidden by its reports (ADR 0103). */
  hidden: boolean;
}

export interface StoredComment {
  id: string;
  postId: string;
  authorId: string;
  likesCount: number;
  hidden?: boolean;
}

/**
 * Community's posts, comments and audit trail in memory, for unit tests of the
 * posting and moderation use cases (ADR 0085). Each conditional statement of the
 * SQL adapter (approve a pending post, mark an approved post without the badge)
 * is the same condition here, so a use case decides on the same answers.
 */
export class InMemoryCommunity extends CommunityRepository {
  readonly posts = new Map<string, StoredPost>();
  readonly comments = new Map<string, StoredComment>();
  readonly moderationActions: NewModerationAction[] = [];

  addPost(post: Partial<StoredPost> & { id: string; authorId: string }): StoredPost {
    const stored: StoredPost = {
      title: 'A post',
      content: 'Some content',
      languages: ['en'],
      status: 'approved',
      hasQualityBadge: false,
      likesCount: 0,
      commentsCount: 0,
      createdAt: new Date(0),
      approvedBy: null,
      hidden: false,
      ...post,
    };
    this.posts.set(stored.id, stored);
    return stored;
  }

  addComment(comment: StoredComment): void {
    this.comments.set(comment.id, comment);
    this.posts.get(comment.postId)!.commentsCount += 1;
  }

  async authorPostStats(_em: EntityManager, authorId: string): Promise<{ last: Date | null; pending: number }> {
    const mine = [...this.posts.values()].filter((p) => p.authorId === authorId);
    const last = mine.reduce<Date | null>((max, p) => (max === null || p.createdAt > max ? p.createdAt : max), null);
    return { last, pending: mine.filter((p) => p.status === 'pending').length };
  }

  async insertPost(
    _em: EntityManager,
    post: { id: string; authorId: string; title: string; content: string; languages: string[]; at: Date },
  ): Promise<void> {
    this.addPost({ ...post, status: 'pending', createdAt: post.at });
  }

  async postForWrite(_em: EntityManager, postId: string, viewer: Viewer): Promise<{ authorId: string; status: PostStatus; likesCount: number } | null> {
    const post = this.posts.get(postId);
    return post && isShownTo(post, viewer) ? { authorId: post.authorId, status: post.status, likesCount: post.likesCount } : null;
  }

  async commentForLike(_em: EntityManager, commentId: string, viewer: Viewer): Promise<{ likesCount: number; postStatus: PostStatus } | null> {
    const comment = this.comments.get(commentId);
    const post = comment && this.posts.get(comment.postId)!;
    return comment && post && isShownTo({ hidden: comment.hidden === true, authorId: comment.authorId }, viewer) && isShownTo(post, viewer)
      ? { likesCount: comment.likesCount, postStatus: post.status }
      : null;
  }

  async approvePending(_em: EntityManager, postId: string, adminEmail: string): Promise<{ authorId: string; title: string } | null> {
    const post = this.posts.get(postId);
    if (post?.status !== 'pending') return null;
    Object.assign(post, { status: 'approved', approvedBy: adminEmail });
    return { authorId: post.authorId, title: post.title };
  }

  async deletePending(_em: EntityManager, postId: string): Promise<{ authorId: string; title: string } | null> {
    const post = this.posts.get(postId);
    if (post?.status !== 'pending') return null;
    this.posts.delete(postId);
    return { authorId: post.authorId, title: post.title };
  }

  async postExists(_em: EntityManager, postId: string): Promise<boolean> {
    return this.posts.has(postId);
  }

  async postTitle(_em: EntityManager, postId: string): Promise<string | null> {
    return this.posts.get(postId)?.title ?? null;
  }

  async postForDeletion(
    _em: EntityManager,
    postId: string,
  ): Promise<{ authorId: string; status: PostStatus; title: string; likesCount: number; commentsCount: number } | null> {
    const post = this.posts.get(postId);
    return post ? { authorId: post.authorId, status: post.status, title: post.title, likesCount: post.likesCount, commentsCount: post.commentsCount } : null;
  }

  async deletePost(_em: EntityManager, postId: string): Promise<void> {
    this.posts.delete(postId);
    for (const [id, comment] of this.comments) if (comment.postId === postId) this.comments.delete(id);
  }

  async markQuality(_em: EntityManager, postId: string): Promise<{ authorId: string; title: string } | null> {
    const post = this.posts.get(postId);
    if (post?.status !== 'approved' || post.hasQualityBadge) return null;
    post.hasQualityBadge = true;
    return { authorId: post.authorId, title: post.title };
  }

  async qualityState(_em: EntityManager, postId: string): Promise<{ status: PostStatus; hasQualityBadge: boolean } | null> {
    const post = this.posts.get(postId);
    return post ? { status: post.status, hasQualityBadge: post.hasQualityBadge } : null;
  }

  async deleteComment(_em: EntityManager, commentId: string): Promise<{ postId: string; authorId: string; likesCount: number } | null> {
    const comment = this.comments.get(commentId);
    if (!comment) return null;
    this.comments.delete(commentId);
    this.posts.get(comment.postId)!.commentsCount -= 1;
    return { postId: comment.postId, authorId: comment.authorId, likesCount: comment.likesCount };
  }

  async insertModerationAction(_em: EntityManager, entry: NewModerationAction): Promise<void> {
    this.moderationActions.push(entry);
  }
}
