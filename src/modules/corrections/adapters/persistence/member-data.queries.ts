import { namesPart, type Names, type ReferencedIds } from '../../../../shared/member-data/index.js';
import { ReadPart, type RowLists } from '../../../../shared/pg-pool/index.js';

/**
 * What corrections holds about a member, for their copy (ADR 0106): the texts they wrote, the
 * corrections they gave and received (with who gave them), the replies they wrote, and the
 * helpful marks they gave (on corrections of their texts) and received (on their corrections).
 */
export function correctionsMemberDataPart(memberId: string): ReadPart<RowLists> {
  return ReadPart.lists(
    {
      writings: `select id, language, title, text, sentences, prompt_id, corrections_count, first_correction_at, created_at, updated_at
                   from writing where author_id = ? order by created_at, id`,
      correctionsGiven: `select id, writing_id, sentences, comment, helpful, helpful_at, reply_count, created_at, updated_at
                           from writing_correction where corrector_id = ? order by created_at, id`,
      correctionsReceived: `select c.id, c.writing_id, c.corrector_id, c.sentences, c.comment, c.helpful, c.helpful_at, c.created_at, c.updated_at
                              from writing_correction c join writing w on w.id = c.writing_id
                             where w.author_id = ? order by c.created_at, c.id`,
      replies: `select id, correction_id, writing_id, text, created_at from writing_correction_reply where author_id = ? order by created_at, id`,
      helpfulMarksGiven: `select c.id as correction_id, c.writing_id, c.corrector_id, c.helpful_at
                            from writing_correction c join writing w on w.id = c.writing_id
                           where w.author_id = ? and c.helpful order by c.helpful_at, c.id`,
      helpfulMarksReceived: `select c.id as correction_id, c.writing_id, c.helpful_at
                               from writing_correction c where c.corrector_id = ? and c.helpful order by c.helpful_at, c.id`,
    },
    memberId,
  );
}

/** A text's name where another is: its title, or its first words (ADR 0106's amendment). */
const WRITING_NAME = `coalesce(w.title, case when length(w.text) > 60 then rtrim(left(w.text, 59)) || '…' else w.text end)`;

/** The texts, corrections (by their text) and prompts the copy refers to, by name. */
export function correctionsMemberDataNames(ids: ReferencedIds): ReadPart<Names> {
  return namesPart(
    {
      writing: `select w.id, ${WRITING_NAME} as name from writing w where w.id = any(?)`,
      writing_correction: `select c.id, ${WRITING_NAME} as name from writing_correction c join writing w on w.id = c.writing_id where c.id = any(?)`,
      writing_prompt: 'select id, text as name from writing_prompt where id = any(?)',
    },
    ids,
  );
}
