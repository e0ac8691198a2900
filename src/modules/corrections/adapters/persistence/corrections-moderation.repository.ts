import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface RemovedWriting {
  id: string;
  author_id: string;
  title: string | null;
  text: string;
}
export interface RemovedCorrection {
  id: string;
  writing_id: string;
  corrector_id: string;
  helpful: boolean;
  comment: string | null;
  reply_ids: string[];
}
export interface RemovedReply {
  id: string;
  correction_id: string;
  author_id: string;
  text: string;
}

/**
 * The administrators' removals of texts, corrections and replies (ADR 0133), each in the caller's
 * transaction with the counters of what held it: a correction's text's `corrections_count` (and
 * its `first_correction_at`, the oldest correction left), a reply's correction's `reply_count`.
 * Each answers what it removed, or null when it was gone already.
 */
@Injectable()
export class CorrectionsModerationRepository {
  /** The text with its corrections and their replies (on delete cascade). */
  async deleteWriting(em: EntityManager, id: string): Promise<RemovedWriting | null> {
    const [row] = await em.execute<RemovedWriting[]>('delete from writing where id = ? returning id, author_id, title, text', [id]);
    return row ?? null;
  }

  /**
   * The correction and its replies. Its text's row is locked first, as a correction's write locks
   * it, so the counter is never lowered past a correction being added.
   */
  async deleteCorrection(em: EntityManager, id: string): Promise<RemovedCorrection | null> {
    const [held] = await em.execute<{ writing_id: string }[]>(
      'select w.id as writing_id from writing w join writing_correction c on c.writing_id = w.id where c.id = ? for update of w',
      [id],
    );
    if (!held) return null;
    const [row] = await em.execute<RemovedCorrection[]>(
      `with replies as (select coalesce(array_agg(r.id::text order by r.created_at), '{}'::text[]) as ids from writing_correction_reply r where r.correction_id = ?)
       delete from writing_correction c where c.id = ?
       returning c.id, c.writing_id, c.corrector_id, c.helpful, c.comment, (select ids from replies) as reply_ids`,
      [id, id],
    );
    if (!row) return null;
    await em.execute(
      `update writing w set corrections_count = greatest(w.corrections_count - 1, 0),
              first_correction_at = (select min(c.created_at) from writing_correction c where c.writing_id = w.id)
        where w.id = ?`,
      [row.writing_id],
    );
    return row;
  }

  /** The reply, lowering its correction's `reply_count` (the correction's row locked by the update). */
  async deleteReply(em: EntityManager, id: string): Promise<RemovedReply | null> {
    const [row] = await em.execute<RemovedReply[]>(
      'delete from writing_correction_reply where id = ? returning id, correction_id, author_id, text',
      [id],
    );
    if (!row) return null;
    await em.execute('update writing_correction set reply_count = greatest(reply_count - 1, 0) where id = ?', [row.correction_id]);
    return row;
  }
}
