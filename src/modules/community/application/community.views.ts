import { languageLabel } from '../domain/post.js';
import { type CommentRow, type PostRow } from './ports/persistence.js';
import { toDate } from '../../../shared/time/index.js';
import type { PostStatus } from '../domain/moderation.js';
import { withoutEmail, type AuthorView, type AuthorViewForAdmin } from './author-directory.service.js';

/** A post as members see it (spec: learner area, section 3). */
export interface PostView extends AuthorView {
  id: string;
  title: string;
  content: string;
  languages: string[];
  language: string;
  created_at: string;
  is_pinned: boolean;
  has_quality_badge: boolean;
  likes: number;
  likes_count: number;
  comments_count: number;
  is_liked_by_user: boolean;
  status: PostStatus;
  awaiting_approval: boolean;
}

/** A post as administrators see it (spec: admin, section 3). */
export interface AdminPostView extends PostView {
  author_email: string | null;
  approved_at: string | null;
  approved_by: string | null;
}

export interface CommentView extends AuthorView {
  id: string;
  post_id: string;
  content: string;
  created_at: string;
  likes: number;
  is_liked_by_user: boolean;
}

export interface AdminCommentView extends CommentView {
  author_email: string | null;
}

export function toPostView(row: PostRow, author: AuthorViewForAdmin): PostView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    languages: row.languages,
    language: languageLabel(row.languages),
    created_at: toDate(row.created_at).toISOString(),
    ...withoutEmail(author),
    is_pinned: row.is_pinned,
    has_quality_badge: row.has_quality_badge,
    likes: row.likes_count,
    likes_count: row.likes_count,
    comments_count: row.comments_count,
    is_liked_by_user: row.is_liked_by_user,
    status: row.status,
    awaiting_approval: row.status === 'pending',
  };
}

export function toAdminPostView(row: PostRow, author: AuthorViewForAdmin): AdminPostView {
  return {
    ...toPostView(row, author),
    author_email: author.author_email,
    approved_at: toDate(row.approved_at)?.toISOString() ?? null,
    approved_by: row.approved_by,
  };
}

export function toCommentView(row: CommentRow, author: AuthorViewForAdmin): CommentView {
  return {
    id: row.id,
    post_id: row.post_id,
    content: row.content,
    created_at: toDate(row.created_at).toISOString(),
    ...withoutEmail(author),
    likes: row.likes_count,
    is_liked_by_user: row.is_liked_by_user,
  };
}

export function toAdminCommentView(row: CommentRow, author: AuthorViewForAdmin): AdminCommentView {
  return { ...toCommentView(row, author), author_email: author.author_email };
}
