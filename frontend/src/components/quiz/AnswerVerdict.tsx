import './quiz-question.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import type { components } from '../../lib/api/schema';

/** The judge's note: accents, punctuation or one typo on a right answer; `almost` on a wrong one. */
export type QuizNote = components['schemas']['QuizNoteDto'];

/** What the server's judge said of an answer: a lesson quiz's verdict, or a review's. */
export interface JudgedAnswer {
  correct: boolean;
  note: QuizNote | null;
  /** The right option, or the accepted answer closest to the member's. */
  expected: string;
  explanation: string | null;
}

/**
 * The verdict on an answer: "Correto!", "Quase!" or "Não foi dessa vez.", the judge's note in the
 * reader's language, the expected answer when it was wrong (unless the note names it already) and
 * the explanation. The caller puts it in a region that is always in the page with `aria-live`, so a
 * screen reader announces it when it is written there. `children` go last (the review's next date).
 */
export function AnswerVerdict({ verdict, explanationLabel, children }: { verdict: JudgedAnswer; explanationLabel?: string; children?: ReactNode }) {
  const { t } = useTranslation('learning');
  const { language } = useLanguage();
  // A near miss is said by the title ("Quase!"), then the expected answer.
  const almost = verdict.note?.kind === 'almost';
  const note = almost ? null : verdict.note;
  return (
    <div className={verdict.correct ? 'quiz-verdict quiz-verdict--right' : 'quiz-verdict quiz-verdict--wrong'}>
      <p className="quiz-verdict__title">{verdict.correct ? t('quiz.correct') : almost ? t('quiz.almost') : t('quiz.wrong')}</p>
      {note && <p className="quiz-verdict__note">{language === 'en' ? note.en : note.pt}</p>}
      {/* A note names the expected answer already: it is not said twice. */}
      {!verdict.correct && verdict.expected && note?.expected !== verdict.expected && <p>{t('quiz.expected', { answer: verdict.expected })}</p>}
      {verdict.explanation && (
        <p>
          <strong>{explanationLabel ?? t('quiz.explanation')}:</strong> {verdict.explanation}
        </p>
      )}
      {children}
    </div>
  );
}
