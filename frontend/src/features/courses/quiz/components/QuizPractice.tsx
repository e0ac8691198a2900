import '../quiz.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerVerdict } from '../../../../components/quiz/AnswerVerdict';
import { QuestionInput, answerOf, emptyDraft, type Draft } from '../../../../components/quiz/QuestionInput';
import { Button, ErrorState, LoadingCard, buttonClassName } from '../../../../components/ui';
import { retryAfterOf, statusOf } from '../../../../lib/api/errors';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { useXpFeedback } from '../../../../lib/liveEvents';
import { useAnswerQuestion, useLessonQuiz, type QuizQuestion, type QuizVerdict } from '../api/quizApi';

/**
 * The lesson's **Praticar** section, under the video: one question at a time, judged by the
 * server, then a summary. Nothing shows for a lesson without a quiz. The first right answer to a
 * question earns XP once; its toast comes the way every XP toast does (the event stream, or
 * `useXpFeedback` asking the server what it awarded), never from here.
 */
export function QuizPractice({ courseId, lessonId, onSignIn }: { courseId: string; lessonId: string; onSignIn: () => void }) {
  const { t } = useTranslation('learning');
  const quiz = useLessonQuiz(courseId, lessonId);
  const headingId = useId();
  const [round, setRound] = useState(0);
  if (quiz.isSuccess && quiz.data.questions.length === 0) return null;
  let body;
  if (quiz.isPending) body = <LoadingCard label={t('loading')} />;
  else if (quiz.isError && statusOf(quiz.error) === 401)
    body = (
      <div className="quiz__guest">
        <p className="quiz__guest-title">{t('quiz.guestTitle')}</p>
        <p>{t('quiz.guestDescription')}</p>
        <Button onClick={onSignIn}>{t('lesson.signIn')}</Button>
      </div>
    );
  else if (quiz.isError) body = <ErrorState message={t('quiz.loadError')} onRetry={() => void quiz.refetch()} retrying={quiz.isFetching} headingLevel={3} />;
  else
    body = (
      <>
        <p className="quiz__intro">{t('quiz.intro', { count: quiz.data.questions.length })}</p>
        <PracticeRound key={round} courseId={courseId} lessonId={lessonId} questions={quiz.data.questions} again={round > 0} onAgain={() => setRound((n) => n + 1)} />
      </>
    );
  return (
    <section className="card quiz" aria-labelledby={headingId} data-testid="quiz">
      <h2 className="quiz__title" id={headingId}>
        {t('quiz.title')}
      </h2>
      {body}
    </section>
  );
}

interface Result {
  correct: boolean;
  xp: number;
}

function PracticeRound({
  courseId,
  lessonId,
  questions: loaded,
  again,
  onAgain,
}: {
  courseId: string;
  lessonId: string;
  questions: QuizQuestion[];
  /** A round after "Practice again": its first question takes the focus. */
  again: boolean;
  onAgain: () => void;
}) {
  const { t } = useTranslation('learning');
  const serverMessage = useServerMessage();
  const xpFeedback = useXpFeedback();
  const answer = useAnswerQuestion(courseId, lessonId);
  // The round's questions as they were when it began: the cache may change under it.
  const [questions] = useState(loaded);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [verdict, setVerdict] = useState<QuizVerdict | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const [finished, setFinished] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const questionRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  // Focus moves with the steps a member takes, never on the page's first render.
  const moved = useRef(again);

  const question = questions[index];
  useEffect(() => {
    if (!moved.current) return;
    if (finished) againRef.current?.focus();
    else if (verdict) continueRef.current?.focus();
    else questionRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [finished, verdict, index]);

  if (finished) {
    const right = results.filter((result) => result.correct).length;
    const xp = results.reduce((sum, result) => sum + result.xp, 0);
    return (
      <div className="quiz__summary" data-testid="quiz-summary">
        <h3 className="quiz__summary-title">{t('quiz.summaryTitle')}</h3>
        <p role="status">{t('quiz.summary', { done: right, count: questions.length })}</p>
        <p>{t('quiz.xpEarned', { xp })}</p>
        {xp === 0 && <p className="quiz__muted">{t('quiz.noXp')}</p>}
        <button ref={againRef} type="button" className={buttonClassName()} onClick={onAgain}>
          {t('quiz.again')}
        </button>
      </div>
    );
  }
  if (!question) return null;

  const check = (event: FormEvent) => {
    event.preventDefault();
    moved.current = true;
    if (verdict || answer.isPending) return;
    const body = answerOf(question, draft);
    if (!body) {
      setUnanswered(true);
      return;
    }
    setUnanswered(false);
    answer.mutate(
      { questionId: question.id, answer: body },
      {
        onSuccess: (result) => {
          setVerdict(result);
          setResults((list) => [...list, { correct: result.correct, xp: result.xpAwarded }]);
          if (result.xpAwarded > 0) void xpFeedback({ actionType: 'quiz_correct', referenceType: 'question', referenceId: question.id });
        },
      },
    );
  };
  const next = () => {
    moved.current = true;
    answer.reset();
    setVerdict(null);
    setDraft(emptyDraft());
    if (index + 1 < questions.length) setIndex(index + 1);
    else setFinished(true);
  };
  const failure = answer.isError
    ? statusOf(answer.error) === 429
      ? serverMessage(answer.error, t('quiz.rateLimited', { count: retryAfterOf(answer.error) ?? 60 }))
      : serverMessage(answer.error, t('quiz.answerError'))
    : null;
  const last = index + 1 === questions.length;

  return (
    <form className="quiz__form" onSubmit={check} noValidate>
      <div ref={questionRef}>
        <QuestionInput
          key={question.id}
          question={question}
          draft={draft}
          onChange={(changed) => {
            setDraft(changed);
            setUnanswered(false);
          }}
          disabled={verdict !== null}
          position={t('quiz.position', { n: index + 1, total: questions.length })}
        />
      </div>
      {unanswered && <p className="field__error" role="alert">{t('quiz.answerFirst')}</p>}
      {failure && <p className="field__error" role="alert">{failure}</p>}
      {/* Always in the page, so that screen readers announce the verdict when it is written into it. */}
      <div className="quiz__verdict-region" aria-live="polite" data-testid="quiz-verdict">
        {verdict && <AnswerVerdict verdict={verdict} />}
      </div>
      <div className="quiz__buttons">
        {/* Two buttons, never one element that changes its type: React would reuse Continuar's
            button as the next question's submit button before the browser acts on the click (or
            the Enter or Space that made it), and that would submit the new, empty question. */}
        {verdict ? (
          <button key="continue" ref={continueRef} type="button" className={buttonClassName()} onClick={next}>
            {last ? t('quiz.seeSummary') : t('quiz.continue')}
          </button>
        ) : (
          // Not disabled while the answer is on its way: the focus stays on it.
          <button key="check" type="submit" className={buttonClassName()} aria-busy={answer.isPending || undefined}>
            {t('quiz.check')}
          </button>
        )}
      </div>
    </form>
  );
}
