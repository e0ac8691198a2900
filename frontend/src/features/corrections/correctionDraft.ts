import type { CorrectionInput, CorrectionSummary, WritingDetail } from './api/correctionsApi';

export type Verdict = 'correct' | 'corrected' | null;

/** What the corrector has chosen for one sentence, as the form holds it. */
export interface SentenceDraft {
  verdict: Verdict;
  /** The box's text: the sentence itself until the corrector edits it. */
  corrected: string;
  note: string;
}

/** The drafts of each sentence: unjudged, or the reader's own correction when they change it. */
export function startingDrafts(writing: Pick<WritingDetail, 'sentences'>, mine: Pick<CorrectionSummary, 'id'> | undefined): SentenceDraft[] {
  return writing.sentences.map((sentence) => {
    const own = mine && sentence.corrections.find((verdict) => verdict.correctionId === mine.id);
    return { verdict: own ? (own.verdict as Verdict) : null, corrected: own?.corrected ?? sentence.text, note: own?.note ?? '' };
  });
}

/** Why the form cannot be sent, with the sentence's number where it is about one. */
export type DraftProblem = { problem: 'nothingJudged' } | { problem: 'correctedBlank' | 'correctedUnchanged'; number: number };

/**
 * The body of `PUT /api/writings/{id}/correction` from the drafts, or the first rule of the
 * server's it breaks: at least one sentence judged, and a corrected sentence neither blank nor the
 * sentence as written. Unjudged sentences are left out; texts are trimmed; empty notes and
 * comment are not sent.
 */
export function correctionBody(
  sentences: readonly { index: number; text: string }[],
  drafts: readonly SentenceDraft[],
  comment: string,
): { body: CorrectionInput } | DraftProblem {
  const judged = sentences.flatMap((sentence, i) => {
    const draft = drafts[i];
    return draft?.verdict ? [{ sentence, draft, verdict: draft.verdict }] : [];
  });
  if (judged.length === 0) return { problem: 'nothingJudged' };
  for (const { sentence, draft, verdict } of judged) {
    if (verdict !== 'corrected') continue;
    const corrected = draft.corrected.trim();
    if (corrected === '') return { problem: 'correctedBlank', number: sentence.index + 1 };
    if (corrected === sentence.text.trim()) return { problem: 'correctedUnchanged', number: sentence.index + 1 };
  }
  return {
    body: {
      sentences: judged.map(({ sentence, draft, verdict }) => ({
        index: sentence.index,
        verdict,
        ...(verdict === 'corrected' ? { corrected: draft.corrected.trim() } : {}),
        ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
      })),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    },
  };
}
