import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/**
 * What corrections holds about a member, for their copy (ADR 0106): the texts they wrote, the
 * corrections they gave and received, the replies they wrote and the marks they gave (a
 * correction of their text marked helpful, in `correctionsReceived`).
 */
export function correctionsMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      writings: `select id, language, title, text, sentences, prompt_id, corrections_count, first_correction_at, created_at, updated_at
                   from writing where author_id = ? order by created_at, id`,
      correctionsGiven: `select id, writing_id, sentences, comment, helpful, helpful_at, reply_count, created_at, updated_at
                           from writing_correction where corrector_id = ? order by created_at, id`,
      correctionsReceived: `select c.id, c.writing_id, c.sentences, c.comment, c.helpful, c.helpful_at, c.created_at, c.updated_at
                              from writing_correction c join writing w on w.id = c.writing_id
                             where w.author_id = ? order by c.created_at, c.id`,
      replies: `select id, correction_id, writing_id, text, created_at from writing_correction_reply where author_id = ? order by created_at, id`,
    },
    memberId,
  );
}
