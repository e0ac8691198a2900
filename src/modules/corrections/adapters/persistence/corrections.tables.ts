import { FLAG_LABEL_LENGTH, type FlagTable } from '../../../../shared/moderation/index.js';

/*
 * Corrections' tables as the kernel's shared blocks take them (ADR 0103, ADR 0133): named here
 * once, beside the entities, for the reports.
 */

/** A text's name where something else is: its title, or its first words (marked when cut). */
function writingName(alias: string): string {
  const text = `${alias}.text`;
  return `coalesce(${alias}.title, case when length(${text}) > ${FLAG_LABEL_LENGTH} then rtrim(left(${text}, ${FLAG_LABEL_LENGTH - 1})) || '…' else ${text} end)`;
}

/** The text a correction or a reply sits on, named, as the place of a report. */
const ON_ITS_WRITING = `(select to_json(${writingName('w')}) from writing w where w.id = t.writing_id)`;

/**
 * What a corrector wrote in a correction, in the text's order: each corrected sentence with its
 * note, the notes of sentences judged correct, then the overall comment; a correction that only
 * says "correct" wrote nothing but its ticks.
 */
const CORRECTION_TEXT = `coalesce(nullif(concat_ws(' ',
    (select string_agg(concat_ws(' ', s->>'corrected', '(' || (s->>'note') || ')'), ' ' order by (s->>'index')::int)
       from jsonb_array_elements(t.sentences) s where s->>'corrected' is not null or s->>'note' is not null),
    t.comment), ''), '✓')`;

/** Members' texts, the corrections of them and the replies under a correction, as members report them. */
export const FLAGGABLE_WRITINGS: FlagTable = {
  table: 'writing',
  author: 't.author_id',
  preview: "coalesce(t.title || ': ', '') || t.text",
  label: writingName('t'),
  parent: 'null',
};
export const FLAGGABLE_CORRECTIONS: FlagTable = {
  table: 'writing_correction',
  author: 't.corrector_id',
  preview: CORRECTION_TEXT,
  parent: 't.writing_id',
  place: ON_ITS_WRITING,
  within: { table: 'writing', key: 't.writing_id', author: 'author_id' },
};
export const FLAGGABLE_WRITING_REPLIES: FlagTable = {
  table: 'writing_correction_reply',
  author: 't.author_id',
  preview: 't.text',
  parent: 't.writing_id',
  place: ON_ITS_WRITING,
  within: { table: 'writing', key: 't.writing_id', author: 'author_id' },
};
