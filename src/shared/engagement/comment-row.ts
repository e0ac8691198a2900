/**
 * A comment as a thread's read returns it (ADR 0040): the columns every comment
 * row has, what it comments on (`Key`: \`post_id\`, \`course_id\` …), and
 * whether the viewer likes it.
 */
export type ThreadCommentRow<Key extends string> = {
  id: string;
  author_id: string;
  content: string;
  likes_count: number;
  created_at: Date | string;
  is_liked_by_user: boolean;
} & Record<Key, string>;
