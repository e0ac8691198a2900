import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadPart } from '../pg-pool/index.js';
import { isUuid } from '../ids.js';
import { FLAG_LABEL_LENGTH, FLAG_PREVIEW_LENGTH, type FlagTarget, type FlagTargets } from './flag-targets.js';
import { shownToViewer, viewerParams, type Viewer } from './visibility.js';

/**
 * Where one kind of reportable item lives, in its module's own table (ADR 0103): a row with
 * `id` and `hidden_at`, and SQL expressions over the row (aliased `t`) for what describes it.
 */
export interface FlagTable {
  /** The table, e.g. `post_comment`. */
  table: string;
  /** Its author's id, e.g. `t.author_id`. */
  author: string;
  /** Its text for the administrators' list, e.g. `t.content`. */
  preview: string;
  /** What it belongs to, e.g. `t.post_id`, or `null`. */
  parent: string;
  /** Its short name in notices when not its preview, e.g. `t.title` for a post. */
  label?: string;
  /**
   * The title of where it is, as json: a member's text (`to_json(p.title)`) or reference data in
   * both languages (`json_build_object('pt', …, 'en', …)`); none for an item that is its own place.
   */
  place?: string;
  /** What members can see of the table (e.g. `t.status = 'approved'`); every row when absent. */
  visible?: string;
  /**
   * The reportable row it belongs to, whose hiding hides it too (a comment's post or course): its
   * table, the column of `t` naming it and the column of its author, e.g.
   * `{ table: 'post', key: 't.post_id', author: 'author_id' }`.
   */
  within?: { table: string; key: string; author: string };
}

/** The table's rows the viewer may reach (ADR 0103): the row and what it belongs to shown to them. */
function reachableBy(table: FlagTable, viewer: Viewer): { sql: string; params: unknown[] } {
  const own = shownToViewer('t', table.author.replace(/^t\./, ''));
  if (!table.within) return { sql: own, params: viewerParams(viewer) };
  const { table: parent, key, author } = table.within;
  return {
    sql: `${own} and exists (select 1 from ${parent} w where w.id = ${key} and ${shownToViewer('w', author)})`,
    params: [...viewerParams(viewer), ...viewerParams(viewer)],
  };
}

/** An item's label for a notice: its first words, marked when cut. */
function shortened(expression: string): string {
  return `(select case when length(l) > ${FLAG_LABEL_LENGTH} then rtrim(left(l, ${FLAG_LABEL_LENGTH - 1})) || '…' else l end from (select ${expression} as l) label)`;
}

/** The items of `ids` that members can see (and `viewer` reach, when given), as `FlagTargets.describe` answers (one read). */
export function describeFlagRows(table: FlagTable, ids: readonly string[], viewer?: Viewer): ReadPart<Map<string, FlagTarget>> {
  const wanted = [...new Set(ids)].filter((id) => isUuid(id)).map((id) => id.toLowerCase());
  const reachable = viewer ? reachableBy(table, viewer) : null;
  return ReadPart.fromStatement(
    (json) => new Map((json as FlagTarget[]).map((row) => [row.id, row])),
    `select coalesce(json_agg(json_build_object('id', t.id, 'authorId', ${table.author}, 'preview', left(${table.preview}, ${FLAG_PREVIEW_LENGTH}),
       'parentId', ${table.parent}, 'hidden', t.hidden_at is not null,
       'label', ${shortened(table.label ?? table.preview)}, 'place', ${table.place ?? 'null'})), '[]')
     from ${table.table} t where t.id = any(?::uuid[])${table.visible ? ` and ${table.visible}` : ''}${reachable ? ` and ${reachable.sql}` : ''}`,
    [wanted, ...(reachable?.params ?? [])],
  );
}

/** Hides (since `at`, or since it was hidden) or shows (null) a row of the table, in the caller's transaction. */
export async function setFlagRowHidden(em: EntityManager, table: FlagTable, id: string, at: Date | null): Promise<void> {
  await em.execute(`update ${table.table} set hidden_at = ${at ? 'coalesce(hidden_at, ?)' : '?'} where id = ?`, [at, id]);
}

/**
 * The `FlagTargets` of a plain table: described and hidden through its `hidden_at`, removed
 * by `remove`, the module's own deletion (audited, announced and notified by it).
 */
export function flaggableTable(table: FlagTable, remove: (adminEmail: string, id: string, reason: string | null) => Promise<unknown>): FlagTargets {
  return {
    describe: (ids, viewer) => describeFlagRows(table, ids, viewer),
    hide: (em, id, at) => setFlagRowHidden(em, table, id, at),
    show: (em, id) => setFlagRowHidden(em, table, id, null),
    remove: async (adminEmail, id, reason) => {
      await remove(adminEmail, id, reason);
    },
  };
}
