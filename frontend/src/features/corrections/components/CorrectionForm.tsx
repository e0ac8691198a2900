import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextAreaField, TextField } from '../../../components/ui';
import { cx } from '../../../lib/cx';
import { useSubmitCorrection, type CorrectionSummary, type WritingDetail } from '../api/correctionsApi';
import { correctionLimits } from '../api/limits';
import { correctionBody, startingDrafts, type SentenceDraft, type Verdict } from '../correctionDraft';
import { useCorrectionsErrorText } from '../hooks/useCorrectionsErrorText';

/**
 * Correcting a text: for each sentence "Correta ✓" or "Corrigir" (toggle buttons; pressing one
 * again leaves the sentence unjudged), the corrected version in a box prefilled with the sentence,
 * an optional note; an optional overall comment. The server's rule that at least one sentence is
 * judged, and that a corrected sentence is not blank, are checked before sending, in its words.
 */
export function CorrectionForm({
  writing,
  mine,
  onDone,
  onCancel,
}: {
  writing: WritingDetail;
  mine: CorrectionSummary | undefined;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('corrections');
  const submit = useSubmitCorrection(writing.id);
  const errorText = useCorrectionsErrorText();
  const [drafts, setDrafts] = useState(() => startingDrafts(writing, mine));
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const boxes = useRef(new Map<number, HTMLTextAreaElement>());
  const headingId = useId();
  const problemId = useId();

  const change = (index: number, patch: Partial<SentenceDraft>) => {
    setProblem(null);
    setDrafts((all) => all.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  };

  const choose = (index: number, verdict: Exclude<Verdict, null>) => {
    const next = drafts[index]?.verdict === verdict ? null : verdict;
    change(index, { verdict: next });
    // The box the member asked for takes the focus once it is there.
    if (next === 'corrected') requestAnimationFrame(() => boxes.current.get(index)?.focus());
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const result = correctionBody(writing.sentences, drafts, comment);
    if ('problem' in result) {
      return setProblem(
        result.problem === 'nothingJudged'
          ? t('correct.atLeastOne')
          : t(result.problem === 'correctedBlank' ? 'correct.correctedRequired' : 'correct.correctedUnchanged', { number: result.number }),
      );
    }
    submit.mutate(result.body, { onSuccess: onDone });
  };

  const failure = problem ?? (submit.error ? errorText(submit.error, t('correct.error')) : null);

  return (
    <section className="card correction-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="writing__subtitle">
        {t('correct.heading')}
      </h2>
      <p className="field__hint">{t('correct.intro')}</p>
      <form onSubmit={send} noValidate>
        <ol className="correction-form__sentences">
          {writing.sentences.map((sentence, i) => {
            const draft = drafts[i]!;
            const number = sentence.index + 1;
            return (
              <li key={sentence.index}>
                <fieldset className={cx('correction-form__sentence', draft.verdict && `correction-form__sentence--${draft.verdict}`)}>
                  <legend className="correction-form__legend">
                    <span className="visually-hidden">{t('correct.verdict', { number })}: </span>
                    <bdi>{sentence.text}</bdi>
                  </legend>
                  <div className="correction-form__verdicts">
                    <Button
                      size="sm"
                      variant={draft.verdict === 'correct' ? 'primary' : 'secondary'}
                      aria-pressed={draft.verdict === 'correct'}
                      aria-label={`${t('correct.correct')} — ${t('correct.verdict', { number })}`}
                      onClick={() => choose(i, 'correct')}
                    >
                      {t('correct.correct')}
                    </Button>
                    <Button
                      size="sm"
                      variant={draft.verdict === 'corrected' ? 'primary' : 'secondary'}
                      aria-pressed={draft.verdict === 'corrected'}
                      aria-label={`${t('correct.edit')} — ${t('correct.verdict', { number })}`}
                      onClick={() => choose(i, 'corrected')}
                    >
                      {t('correct.edit')}
                    </Button>
                  </div>
                  {draft.verdict === 'corrected' && (
                    <TextAreaField
                      label={t('correct.corrected', { number })}
                      rows={2}
                      value={draft.corrected}
                      maxLength={correctionLimits.corrected.maxLength}
                      onChange={(event) => change(i, { corrected: event.target.value })}
                      ref={(element: HTMLTextAreaElement | null) => {
                        if (element) boxes.current.set(i, element);
                        else boxes.current.delete(i);
                      }}
                    />
                  )}
                  {draft.verdict && (
                    <TextField
                      label={t('correct.note')}
                      value={draft.note}
                      maxLength={correctionLimits.note.maxLength}
                      counter={{ text: draft.note, max: correctionLimits.note.maxLength }}
                      autoComplete="off"
                      onChange={(event) => change(i, { note: event.target.value })}
                    />
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <TextAreaField
          label={t('correct.comment')}
          rows={3}
          value={comment}
          maxLength={correctionLimits.comment.maxLength}
          counter={{ text: comment, max: correctionLimits.comment.maxLength }}
          onChange={(event) => setComment(event.target.value)}
        />
        {failure && (
          <div id={problemId}>
            <Alert variant="error">{failure}</Alert>
          </div>
        )}
        <div className="writing-form__actions">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('correct.cancel')}
            </Button>
          )}
          <Button type="submit" loading={submit.isPending} aria-describedby={failure ? problemId : undefined}>
            {mine ? t('correct.update') : t('correct.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
