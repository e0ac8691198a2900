import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorNotBlockedSql, blockedByViewerSql } from '../../../identity/index.js';
import { shownToViewer, viewerParams, type Viewer } from '../../../../shared/moderation/index.js';
import type { SentenceJudgement } from '../../domain/writing.js';
import { isUuid } from '../../../../shared/ids.js';

/** A text as a write loads it, locked. */
export interface WritingForAction {
  id: string;
  author_id: string;
  language: string;
  title: string | null;
  text: string;
  sentences: string[];
  prompt_id: string | null;
  corrections_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface CorrectionForAction {
  id: string;
  corrector_id: string;
  helpful: boolean;
}

export interface CorrectionRow {
  id: string;
  writing_id: string;
  sentences: SentenceJudgement[];
  comment: string | null;
  helpful: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * Neither member blocks the other (ADR 0101), as a condition of the caller's statement: two
 * probes of member_block's key. `viewer` takes one `?`, so the condition takes two values.
 */
export function notBlockedEitherWay(author: string): string {
  return `${authorNotBlockedSql('?', author)} and ${authorNotBlockedSql(author, '?::uuid')}`;
}

/** The corrections module's writes and the finders its writes lock rows with (ADR 0133). */
@Injectable()
export class CorrectionsRepository {
  /**
   * The text, locked, when the viewer may act on it: shown to them (ADR 0103) and across no block
   * either way (ADR 0101); null otherwise, as for an unknown id.
   */
  async writingForAction(em: EntityManager, writingId: string, viewer: Viewer & { memberId: string }, lock: 'update' | 'share'): Promise<WritingForAction | null> {
    if (!isUuid(writingId)) return null;
    const [row] = await em.execute<WritingForAction[]>(
      `select w.id, w.author_id, w.language, w.title, w.text, w.sentences, w.prompt_id, w.corrections_count, w.created_at, w.updated_at
         from writing w
        where w.id = ? and ${shownToViewer('w')} and ${notBlockedEitherWay('w.author_id')}
        for ${lock === 'update' ? 'update' : 'share'}`,
      [writingId, ...viewerParams(viewer), viewer.memberId, viewer.memberId],
    );
    return row ?? null;
  }

  async insertWriting(
    em: EntityManager,
    w: { id: string; authorId: string; language: string; title: string | null; text: string; sentences: string[]; promptId: string | null; at: Date },
  ): Promise<void> {
    await em.execute(
      `insert into writing (id, author_id, language, title, text, sentences, prompt_id, corrections_count, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, 0, ?, ?)`,
      [w.id, w.authorId, w.language, w.title, w.text, JSON.stringify(w.sentences), w.promptId, w.at, w.at],
    );
  }

  /** The text's new version; only while it has no correction (the caller holds its lock). */
  async updateWriting(
    em: EntityManager,
    id: string,
    w: { language: string; title: string | null; text: string; sentences: string[]; promptId: string | null; at: Date },
  ): Promise<WritingForAction> {
    const [row] = await em.execute<WritingForAction[]>(
      `update writing set language = ?, title = ?, text = ?, sentences = ?::jsonb, prompt_id = ?, updated_at = ?
        where id = ? and corrections_count = 0
        returning id, author_id, language, title, text, sentences, prompt_id, corrections_count, created_at, updated_at`,
      [w.language, w.title, w.text, JSON.stringify(w.sentences), w.promptId, w.at, id],
    );
    return row;
  }

  /** The text with its corrections and their replies (on delete cascade). */
  async deleteWriting(em: EntityManager, id: string): Promise<void> {
    await em.execute('delete from writing where id = ?', [id]);
  }

  /** The corrector's own correction of the text, locked. */
  async ownCorrection(em: EntityManager, writingId: string, correctorId: string): Promise<CorrectionForAction | null> {
    const [row] = await em.execute<CorrectionForAction[]>(
      'select id, corrector_id, helpful from writing_correction where writing_id = ? and corrector_id = ? for update',
      [writingId, correctorId],
    );
    return row ?? null;
  }

  /**
   * A new correction and its text's counter, in one transaction: the unique key (writing_id,
   * corrector_id) makes it one row whatever races; null when one was there already.
   */
  async insertCorrection(
    em: EntityManager,
    c: { id: string; writingId: string; correctorId: string; sentences: SentenceJudgement[]; comment: string | null; at: Date },
  ): Promise<CorrectionRow | null> {
    const [row] = await em.execute<CorrectionRow[]>(
      `insert into writing_correction (id, writing_id, corrector_id, sentences, comment, helpful, reply_count, created_at, updated_at)
       values (?, ?, ?, ?::jsonb, ?, false, 0, ?, ?)
       on conflict (writing_id, corrector_id) do nothing
       returning id, writing_id, sentences, comment, helpful, created_at, updated_at`,
      [c.id, c.writingId, c.correctorId, JSON.stringify(c.sentences), c.comment, c.at, c.at],
    );
    if (!row) return null;
    await em.execute(
      'update writing set corrections_count = corrections_count + 1, first_correction_at = coalesce(first_correction_at, ?) where id = ?',
      [c.at, c.writingId],
    );
    return row;
  }

  /** The corrector's correction replaced in place, while it is not marked helpful; null once it is. */
  async replaceCorrection(
    em: EntityManager,
    id: string,
    c: { sentences: SentenceJudgement[]; comment: string | null; at: Date },
  ): Promise<CorrectionRow | null> {
    const [row] = await em.execute<CorrectionRow[]>(
      `update writing_correction set sentences = ?::jsonb, comment = ?, updated_at = ?
        where id = ? and not helpful
        returning id, writing_id, sentences, comment, helpful, created_at, updated_at`,
      [JSON.stringify(c.sentences), c.comment, c.at, id],
    );
    return row ?? null;
  }

  /**
   * A correction of the text the viewer may act on: shown to them (ADR 0103) and not by a member
   * they block, as the text's page lists it; null otherwise. Locked `for update` by a mark (a
   * share lock upgraded by racing marks would deadlock), `for key share` by a reply.
   */
  async correctionForAction(
    em: EntityManager,
    writingId: string,
    correctionId: string,
    viewer: Viewer & { memberId: string },
    lock: 'update' | 'key share',
  ): Promise<CorrectionForAction | null> {
    if (!isUuid(correctionId)) return null;
    const [row] = await em.execute<CorrectionForAction[]>(
      `select c.id, c.corrector_id, c.helpful from writing_correction c
        where c.id = ? and c.writing_id = ? and ${shownToViewer('c', 'corrector_id')} and ${authorNotBlockedSql('?', 'c.corrector_id')}
        for ${lock === 'update' ? 'update' : 'key share'}`,
      [correctionId, writingId, ...viewerParams(viewer), viewer.memberId],
    );
    return row ?? null;
  }

  /**
   * Flips the helpful mark atomically: only the one request that changes it gets the corrector's
   * id and judgements back (however many race), so XP is awarded or reversed once (ADR 0133).
   */
  async setHelpful(em: EntityManager, correctionId: string, helpful: boolean, at: Date): Promise<{ correctorId: string; sentences: SentenceJudgement[] } | null> {
    const [row] = await em.execute<{ corrector_id: string; sentences: SentenceJudgement[] }[]>(
      `update writing_correction set helpful = ?, helpful_at = ? where id = ? and helpful = ? returning corrector_id, sentences`,
      [helpful, helpful ? at : null, correctionId, !helpful],
    );
    return row ? { correctorId: row.corrector_id, sentences: row.sentences } : null;
  }

  /** The members `memberId` blocks, read in the caller's transaction (ADR 0101). */
  async blockedBy(em: EntityManager, memberId: string): Promise<Set<string>> {
    const rows = await em.execute<{ id: string }[]>(`select b.blocked_id as id from ${blockedByViewerSql('?')} b`, [memberId]);
    return new Set(rows.map((r) => r.id));
  }

  async insertReply(em: EntityManager, r: { id: string; correctionId: string; writingId: string; authorId: string; text: string; at: Date }): Promise<void> {
    await em.execute(
      'insert into writing_correction_reply (id, correction_id, writing_id, author_id, text, created_at) values (?, ?, ?, ?, ?, ?)',
      [r.id, r.correctionId, r.writingId, r.authorId, r.text, r.at],
    );
    await em.execute('update writing_correction set reply_count = reply_count + 1 where id = ?', [r.correctionId]);
  }

  /** The active prompts' ids and languages (the caller picks the day's). */
  async activePrompts(em: EntityManager): Promise<{ id: string; language: string; text: string; position: number }[]> {
    return em.execute('select id, language, text, position from writing_prompt where active order by language, position, id');
  }

  /**
   * The administrators' list replaces the active prompts: listed ones are upserted with their
   * new position, the others taken off (kept, as texts name them). Returns the ids it did not know.
   */
  async replacePrompts(em: EntityManager, prompts: { id: string; language: string; text: string; position: number; isNew: boolean }[], at: Date): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', ['corrections:writing_prompt']);
    await em.execute('update writing_prompt set active = false, updated_at = ? where active', [at]);
    for (const p of prompts) {
      await em.execute(
        `insert into writing_prompt (id, language, text, position, active, created_at, updated_at) values (?, ?, ?, ?, true, ?, ?)
         on conflict (id) do update set language = excluded.language, text = excluded.text, position = excluded.position, active = true, updated_at = excluded.updated_at`,
        [p.id, p.language, p.text, p.position, at, at],
      );
    }
  }

  async knownPromptIds(em: EntityManager, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await em.execute<{ id: string }[]>('select id from writing_prompt where id in (?)', [ids]);
    return new Set(rows.map((r) => r.id));
  }
}
