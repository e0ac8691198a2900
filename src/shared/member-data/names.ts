import { isUuid } from '../ids.js';
import { ReadPart } from '../pg-pool/index.js';

/**
 * The kinds of things a member's copy refers to by id (ADR 0106's amendment: a page to read),
 * each named by the module that holds it: identity its members, community its posts and
 * comments, courses its courses, lessons, questions and comments, corrections its texts (a
 * correction by its text) and writing prompts.
 */
export const NAMED_KINDS = [
  'member',
  'post',
  'post_comment',
  'course',
  'course_comment',
  'lesson',
  'lesson_comment',
  'question',
  'writing',
  'writing_correction',
  'writing_prompt',
] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];

/** The ids the copy refers to, by kind. */
export type ReferencedIds = Partial<Record<NamedKind, readonly string[]>>;
/** What the modules call them, by kind and id: a member's name, a post's or lesson's title, a question's prompt. */
export type Names = Partial<Record<NamedKind, Record<string, string>>>;

/**
 * A module's names for the ids of the kinds it holds, as one `ReadPart` (ADR 0080), so every
 * module names its own in one statement: each query selects `id` and `name`, its one `?` standing
 * for the kind's ids as `uuid[]`. Ids that are not uuids name nothing and never reach SQL; a kind
 * nobody refers to is not read.
 */
export function namesPart(queries: Readonly<Partial<Record<NamedKind, string>>>, ids: ReferencedIds): ReadPart<Names> {
  const values: unknown[] = [];
  const fields = Object.entries(queries).map(([kind, sql]) => {
    const wanted = [...new Set((ids[kind as NamedKind] ?? []).filter(isUuid))];
    if (wanted.length === 0) return `'${kind}', '[]'::json`;
    if (sql.split('?').length !== 2) throw new Error(`The names of ${kind} take one ? for their ids`);
    values.push(wanted);
    return `'${kind}', (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name)), '[]'::json) from (${sql.replace('?', '?::uuid[]')}) r)`;
  });
  return ReadPart.fromStatement(
    (json) => {
      const lists = json as Record<string, { id: string; name: string }[]>;
      return Object.fromEntries(Object.entries(lists).map(([kind, rows]) => [kind, Object.fromEntries(rows.map((r) => [r.id, r.name]))])) as Names;
    },
    `select json_build_object(${fields.join(',\n')})`,
    values,
  );
}
