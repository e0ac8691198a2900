import type { CommentTable, LikeTable } from '../../../../shared/engagement/index.js';
import type { FlagTable } from '../../../../shared/moderation/index.js';

/*
 * Community's tables as the kernel's shared blocks take them (ADR 0040, ADR 0103): named here
 * once, beside the entities, for the like toggle, the comment thread, the reports and the
 * erasure (docs/architecture.md, Persistence and ports).
 */

export const POST_LIKES: LikeTable = { likes: 'post_like', key: 'post_id', target: 'post' };
export const COMMENT_LIKES: LikeTable = { likes: 'comment_like', key: 'comment_id', target: 'post_comment' };

export const POST_COMMENTS: CommentTable = { comments: 'post_comment', key: 'post_id', counter: 'post' };

/** Published posts and their comments, as members report them (ADR 0103). */
export const FLAGGABLE_POSTS: FlagTable = {
  table: 'post',
  author: 't.author_id',
  preview: "t.title || ': ' || t.content",
  label: 't.title',
  parent: 'null',
  visible: "t.status = 'approved'",
};
export const FLAGGABLE_POST_COMMENTS: FlagTable = {
  table: 'post_comment',
  author: 't.author_id',
  preview: 't.content',
  parent: 't.post_id',
  place: '(select to_json(p.title) from post p where p.id = t.post_id)',
  within: { table: 'post', key: 't.post_id', author: 'author_id' },
};
