import { diffWordsWithSpace } from 'diff';

/**
 * The word-level diff between a sentence and a corrector's version of it (issue 47), shown
 * inline under the sentence as `<del>` / `<ins>`. The diff itself is the kept library `diff`
 * (jsdiff 9), not our own algorithm; this function only shapes its answer:
 *
 * - `diffWordsWithSpace`, not `diffWords`: both make each word and each punctuation mark a token
 *   (so a missing comma is a change of its own, `Oi[+,+] tudo bem`; `dont` → `don't` is a word
 *   change, one token against three), but `diffWords` ignores whitespace and hands back the
 *   corrected side's spaces in its unchanged parts, so the original could not be read back from
 *   the diff (`Oi tudo` → `Oi, tudo` loses a space). With whitespace as tokens it always can: the
 *   `equal` and `delete` texts joined give `before`, the `equal` and `insert` texts give `after`
 *   (exactly, for text in NFC, as the shared text normaliser leaves every member's text).
 * - Words are runs of Latin letters (accented ones included) and digits: `cafe` → `café` and
 *   `ontem` → `Ontem` replace the whole word, as a reader expects of a spelling fix.
 * - Both sides are put in NFC first, so a letter typed as `e` + U+0301 is
 *   not a change against `é`, and no combining accent is ever inserted on its own.
 * - Adjacent parts of one op are one part, no part is empty, and in each run of changes the
 *   deletion comes before the insertion: jsdiff builds its answer so (it extends the last change
 *   object while the op stays the same), and the spec checks it on every case, so a change of
 *   library or of its options that broke it would show.
 * - Two changed words with a space between stay two changes (`[-de-][+do+] [-cafe-][+café+]`), as
 *   jsdiff gives them: a learner sees each fix, not one phrase swapped for another.
 */
export type DiffOp = { op: 'equal' | 'delete' | 'insert'; text: string };

export function wordDiff(before: string, after: string): DiffOp[] {
  return diffWordsWithSpace(before.normalize('NFC'), after.normalize('NFC')).map((change) => ({
    op: change.removed ? 'delete' : change.added ? 'insert' : 'equal',
    text: change.value,
  }));
}
