import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { authorNotBlockedSql } from '../../../identity/index.js';
import { shownToViewer, viewerParams, type Viewer } from '../../../../shared/moderation/index.js';
import { notBlockedEitherWay } from './corrections.repository.js';
import type { SentenceJudgement } from '../../domain/writing.js';

export interface WritingListRow {
  id: string;
  author_id: string;
  language: string;
  title: string | null;
  text: string;
  sentence_count: number;
  corrections_count: number;
  created_at: Date;
  author_gives: boolean;
}

export interface WritingPageRow {
  id: string;
  author_id: string;
  language: string;
  title: string | null;
  text: string;
  sentences: string[];
  prompt_id: string | null;
  prompt_text: string | null;
  prompt_language: string | null;
  corrections_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface CorrectionPageRow {
  id: string;
  corrector_id: string;
  sentences: SentenceJudgement[];
  comment: string | null;
  helpful: boolean;
  reply_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface ReplyRow {
  id: string;
  correction_id: string;
  author_id: string;
  text: string;
  created_at: Date;
}

export interface QueueKey {
  corrections: number;
  gives: boolean;
  createdAt: Date;
  id: string;
}

/** The corrections module's reads, shaped for its pages (ADR 0042). */
@Injectable()
export class CorrectionsQueries {
  constructor(private readonly em: EntityManager) {}

  /**
   * The queue (ADR 0133): texts in `languages`, not the viewer's, not one they corrected, not
   * hidden, across no block either way, with fewer than `maxCorrections` corrections; fewest
   * corrections first, then texts whose author corrected someone since `givesSince`, then oldest.
   * Keyset-paged on that order.
   */
  async queue(
    viewerId: string,
    q: { languages: string[]; maxCorrections: number; givesSince: Date; after?: QueueKey; limit: number },
  ): Promise<WritingListRow[]> {
    if (q.languages.length === 0) return [];
    const after = q.after
      ? `and (w.corrections_count, not g.gives, w.created_at, w.id) > (?::int, ?::boolean, ?::timestamptz, ?::uuid)`
      : '';
    return this.em.fork().execute<WritingListRow[]>(
      `select w.id, w.author_id, w.language, w.title, left(w.text, 400) as text, jsonb_array_length(w.sentences)::int as sentence_count,
              w.corrections_count, w.created_at, g.gives as author_gives
         from writing w
         cross join lateral (
           select exists (select 1 from writing_correction gc where gc.corrector_id = w.author_id and gc.created_at >= ?) as gives
         ) g
        where w.language in (?) and w.hidden_at is null and w.corrections_count < ?
          and w.author_id <> ?::uuid
          and not exists (select 1 from writing_correction mine where mine.writing_id = w.id and mine.corrector_id = ?::uuid)
          and ${notBlockedEitherWay('w.author_id')}
          ${after}
        order by w.corrections_count, not g.gives, w.created_at, w.id
        limit ?`,
      [
        q.givesSince,
        q.languages,
        q.maxCorrections,
        viewerId,
        viewerId,
        viewerId,
        viewerId,
        ...(q.after ? [q.after.corrections, !q.after.gives, q.after.createdAt, q.after.id] : []),
        q.limit,
      ],
    );
  }

  /** The viewer's own texts, newest first, keyset-paged. */
  async mine(viewerId: string, q: { givesSince: Date; after?: { createdAt: Date; id: string }; limit: number }): Promise<WritingListRow[]> {
    const after = q.after ? 'and (w.created_at, w.id) < (?::timestamptz, ?::uuid)' : '';
    return this.em.fork().execute<WritingListRow[]>(
      `select w.id, w.author_id, w.language, w.title, left(w.text, 400) as text, jsonb_array_length(w.sentences)::int as sentence_count,
              w.corrections_count, w.created_at,
              exists (select 1 from writing_correction gc where gc.corrector_id = w.author_id and gc.created_at >= ?) as author_gives
         from writing w
        where w.author_id = ?::uuid ${after}
        order by w.created_at desc, w.id desc
        limit ?`,
      [q.givesSince, viewerId, ...(q.after ? [q.after.createdAt, q.after.id] : []), q.limit],
    );
  }

  /**
   * A text for its page, when shown to the viewer and across no block either way, with the
   * corrections the viewer is shown (ADR 0103), not by a member they block (ADR 0101), oldest
   * first: one statement. Null for a text the viewer may not read.
   */
  async writing(writingId: string, viewer: Viewer & { memberId: string }): Promise<(WritingPageRow & { corrections: CorrectionPageRow[] }) | null> {
    const [row] = await this.em.fork().execute<(WritingPageRow & { corrections: CorrectionPageRow[] })[]>(
      `select w.id, w.author_id, w.language, w.title, w.text, w.sentences, w.prompt_id, p.text as prompt_text, p.language as prompt_language,
              w.corrections_count, w.created_at, w.updated_at,
              (select coalesce(json_agg(json_build_object(
                        'id', c.id, 'corrector_id', c.corrector_id, 'sentences', c.sentences, 'comment', c.comment, 'helpful', c.helpful,
                        'reply_count', c.reply_count, 'created_at', c.created_at, 'updated_at', c.updated_at) order by c.created_at, c.id), '[]'::json)
                 from writing_correction c
                where c.writing_id = w.id and ${shownToViewer('c', 'corrector_id')} and ${authorNotBlockedSql('?', 'c.corrector_id')}) as corrections
         from writing w left join writing_prompt p on p.id = w.prompt_id
        where w.id = ? and ${shownToViewer('w')} and ${notBlockedEitherWay('w.author_id')}`,
      [...viewerParams(viewer), viewer.memberId, writingId, ...viewerParams(viewer), viewer.memberId, viewer.memberId],
    );
    return row ?? null;
  }

  /** Whether the correction is one of a text the viewer may read, and one they are shown, as the text's page lists it. */
  async correctionShown(writingId: string, correctionId: string, viewer: Viewer & { memberId: string }): Promise<boolean> {
    const rows = await this.em.fork().execute(
      `select 1 from writing w join writing_correction c on c.writing_id = w.id
        where w.id = ? and c.id = ? and ${shownToViewer('w')} and ${notBlockedEitherWay('w.author_id')}
          and ${shownToViewer('c', 'corrector_id')} and ${authorNotBlockedSql('?', 'c.corrector_id')}`,
      [writingId, correctionId, ...viewerParams(viewer), viewer.memberId, viewer.memberId, ...viewerParams(viewer), viewer.memberId],
    );
    return rows.length > 0;
  }

  /** Replies under a correction the viewer is shown, not by a member they block, oldest first, keyset-paged. */
  replies(correctionId: string, viewer: Viewer & { memberId: string }, q: { after?: { createdAt: Date; id: string }; limit: number }): Promise<ReplyRow[]> {
    const after = q.after ? 'and (r.created_at, r.id) > (?::timestamptz, ?::uuid)' : '';
    return this.em.fork().execute<ReplyRow[]>(
      `select r.id, r.correction_id, r.author_id, r.text, r.created_at
         from writing_correction_reply r
        where r.correction_id = ? and ${shownToViewer('r')} and ${authorNotBlockedSql('?', 'r.author_id')} ${after}
        order by r.created_at, r.id
        limit ?`,
      [correctionId, ...viewerParams(viewer), viewer.memberId, ...(q.after ? [q.after.createdAt, q.after.id] : []), q.limit],
    );
  }

  /** The active prompts, by language then position. */
  activePrompts(): Promise<{ id: string; language: string; text: string; position: number }[]> {
    return this.em.fork().execute('select id, language, text, position from writing_prompt where active order by language, position, id');
  }
}
