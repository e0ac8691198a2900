import { Injectable } from '@nestjs/common';
import { ReadPart } from '../../../../shared/pg-pool/index.js';

/** The administrators' figures of corrections, as the query answers them (ADR 0138). */
export interface CorrectionReportRow {
  writings: number;
  /** Texts of the period written at least a day ago: the ones whose first day is over. */
  matured: number;
  correctedWithinDay: number;
  medianSeconds: { pt: number | null; en: number | null };
  corrections: number;
  helpful: number;
}

export interface TopCorrectorRow {
  correctorId: string;
  corrections: number;
  helpful: number;
}

/**
 * The figures other screens show of corrections (ADR 0138), as parts of their one statement
 * (ADR 0080): each an aggregate over an index of the module's tables.
 */
@Injectable()
export class CorrectionsFiguresQueries {
  /**
   * Texts written since `from`; of those written before `dayAgo`, how many had a first correction
   * within 24 h; the median wait for the first correction per language (of the corrected ones);
   * corrections given since `from` and how many of them are marked helpful.
   * The period's texts are found by `writing_created_idx`, its corrections by `writing_correction_created_idx`.
   */
  reportFigures(from: Date, dayAgo: Date): ReadPart<CorrectionReportRow> {
    return ReadPart.of((json) => json as CorrectionReportRow)`select json_build_object(
         'writings', count(*),
         'matured', count(*) filter (where w.created_at <= ${dayAgo}::timestamptz),
         'correctedWithinDay', count(*) filter (where w.created_at <= ${dayAgo}::timestamptz
                                                 and w.first_correction_at <= w.created_at + interval '24 hours'),
         'medianSeconds', json_build_object(
           'pt', percentile_cont(0.5) within group (order by extract(epoch from w.first_correction_at - w.created_at))
                   filter (where w.language = 'pt' and w.first_correction_at is not null),
           'en', percentile_cont(0.5) within group (order by extract(epoch from w.first_correction_at - w.created_at))
                   filter (where w.language = 'en' and w.first_correction_at is not null)),
         'corrections', (select count(*) from writing_correction c where c.created_at >= ${from}::timestamptz),
         'helpful', (select count(*) from writing_correction c where c.created_at >= ${from}::timestamptz and c.helpful))
       from writing w where w.created_at >= ${from}::timestamptz`;
  }

  /** The members who gave the most corrections marked helpful since `from` (ties: more corrections given), at most `limit`. */
  topCorrectors(from: Date, limit: number): ReadPart<TopCorrectorRow[]> {
    return ReadPart.of((json) => json as TopCorrectorRow[])`
      select coalesce(json_agg(json_build_object('correctorId', t.corrector_id, 'corrections', t.given, 'helpful', t.helpful)
                               order by t.helpful desc, t.given desc, t.corrector_id), '[]')
        from (select corrector_id, count(*) as given, count(*) filter (where helpful) as helpful
                from writing_correction where created_at >= ${from}::timestamptz
               group by corrector_id order by helpful desc, given desc, corrector_id limit ${limit}::int) t`;
  }

  /**
   * Texts with no correction yet in each of the reader's correcting languages (never the reader's
   * own, never across a block, never hidden: the head of their queue), and the reader's own texts
   * with none. `context` is identity's part with those languages and blocked members. The counts
   * per language read `writing_queue_idx`; the reader's own, `writing_author_idx`.
   */
  waitingFor(memberId: string, context: ReadPart<{ languages: string[]; blocked: string[] }>): ReadPart<{ queue: Record<string, number>; mine: number }> {
    return ReadPart.of((json) => json as { queue: Record<string, number>; mine: number })`
      with reader as (select ${context}::jsonb as context)
      select json_build_object(
         'queue', (select coalesce(json_object_agg(q.language, q.n), '{}') from (
                     select w.language, count(*) as n from writing w, reader r
                      where w.hidden_at is null and w.corrections_count = 0
                        and w.language in (select jsonb_array_elements_text(r.context -> 'languages'))
                        and w.author_id <> ${memberId}::uuid
                        and w.author_id::text not in (select jsonb_array_elements_text(r.context -> 'blocked'))
                      group by w.language) q),
         'mine', (select count(*) from writing w
                   where w.author_id = ${memberId}::uuid and w.corrections_count = 0 and w.hidden_at is null))`;
  }

  /** The corrections the member gave (hidden ones aside) and how many of them are marked helpful. */
  correctorFigures(memberId: string): ReadPart<{ given: number; helpful: number }> {
    return ReadPart.of((json) => json as { given: number; helpful: number })`
      select json_build_object('given', count(*), 'helpful', count(*) filter (where helpful))
        from writing_correction where corrector_id = ${memberId}::uuid and hidden_at is null`;
  }
}
