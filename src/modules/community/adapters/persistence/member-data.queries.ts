import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';
import { namesPart, type Names, type ReferencedIds } from '../../../../shared/member-data/index.js';

/** What community holds about a member, for their data export (ADR 0106): what they wrote and liked. */
export function communityMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      posts: `select id, title, content, languages, status, is_pinned, has_quality_badge, likes_count, comments_count,
                     approved_at, created_at, updated_at
                from post where author_id = ? order by created_at, id`,
      comments: `select id, post_id, content, likes_count, created_at from post_comment where author_id = ? order by created_at, id`,
      postLikes: `select post_id, liked, changed_at from post_like where member_id = ? order by changed_at`,
      commentLikes: `select comment_id, liked, changed_at from comment_like where member_id = ? order by changed_at`,
    },
    memberId,
  );
}

/** The titles of the posts the copy refers to; a comment is named by its post's title. */
export function communityMemberDataNames(ids: ReferencedIds): ReadPart<Names> {
  return namesPart(
    {
      post: 'select id, title as name from post where id = any(?)',
      post_comment: 'select c.id, p.title as name from post_comment c join post p on p.id = c.post_id where c.id = any(?)',
    },
    ids,
  );
}
