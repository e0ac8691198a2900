import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerVerdict } from '../../../components/quiz/AnswerVerdict';
import { QuestionInput, answerOf, emptyDraft, type Draft } from '../../../components/quiz/QuestionInput';
import { Card, EmptyState, LoadingCard, QueryError, buttonClassName } from '../../../components/ui';
import { ReviewIcon } from '../../../components/ui/icons';
import { ConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { useLanguage } from '../../../i18n';
import { statusOf } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { formatReviewDay } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import { useAnswerCard, useReviewSession, useStopReviewing, type ReviewCard, type ReviewVerdict } from '../api/reviewApi';
import { useReviewErrorText } from '../hooks/useReviewErrorText';
import { advance, currentTurn, isOver, positionOf, recordAnswer, removeCard, resultOf, startSession, type Session } from '../model/session';
import { ReviewEnd } from './ReviewEnd';

/** The longest typed answer a review takes. */
const answerLimit = requestLimits.ReviewAnswerInputDto.text.maxLength;

/**
 * One session: its cards asked for when it starts, then one card at a time (`model/session.ts`:
 * the server's order, then each card missed once more at the end), then the end view. The region
 * takes the focus while the cards load, so the keyboard never falls back to the top of the page.
 */
export function ReviewSession({ round, onAgain, onBack }: { round: number; onAgain: () => void; onBack: () => void }) {
  const { t } = useTranslation('review');
  const cards = useReviewSession(round);
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => regionRef.current?.focus(), []);
  let body;
  if (cards.isPending) body = <LoadingCard label={t('session.loading')} />;
  else if (cards.data === undefined) body = <QueryError query={cards} message={t('session.loadError')} connectionMessage={t('connectionError')} card />;
  else if (cards.data.length === 0)
    body = (
      <Card>
        <EmptyState icon={<ReviewIcon />} title={t('session.empty')} action={<BackButton onBack={onBack} />} />
      </Card>
    );
  else body = <Runner cards={cards.data} onAgain={onAgain} onBack={onBack} />;
  return (
    <section ref={regionRef} tabIndex={-1} className="review-session" aria-label={t('session.label')}>
      {body}
    </section>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('review');
  return (
    <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onBack}>
      {t('end.back')}
    </button>
  );
}

function Runner({ cards, onAgain, onBack }: { cards: ReviewCard[]; onAgain: () => void; onBack: () => void }) {
  const { t } = useTranslation('review');
  // The session's cards as they were when it began.
  const [session, setSession] = useState<Session<ReviewCard>>(() => startSession(cards));
  const [notice, setNotice] = useState<string | null>(null);
  const turn = currentTurn(session);
  return (
    <>
      {/* "Cartão tirado do baralho.", said once the next card is on screen. */}
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {isOver(session) || !turn ? (
        <ReviewEnd result={resultOf(session)} onAgain={onAgain} onBack={onBack} />
      ) : (
        <TurnView
          // A new turn starts afresh: its draft, its verdict, its answer's clientId.
          key={`${session.index}:${turn.card.id}`}
          card={turn.card}
          position={positionOf(session)}
          last={session.index + 1 === session.turns.length}
          onAnswered={(verdict) => setSession((current) => recordAnswer(current, verdict))}
          onNext={() => {
            setNotice(null);
            setSession(advance);
          }}
          onRemoved={() => {
            setNotice(t('session.stopped'));
            setSession((current) => removeCard(current, turn.card.id));
          }}
        />
      )}
    </>
  );
}

/** The answer being sent: its clientId and moment, kept for every retry of it (issue 48). */
interface Attempt {
  clientId: string;
  answeredAt: string;
}

function TurnView({
  card,
  position,
  last,
  onAnswered,
  onNext,
  onRemoved,
}: {
  card: ReviewCard;
  position: { repeat: boolean; n: number; total: number };
  /** No turn after this one (a wrong first answer queues one): Continuar leads to the result. */
  last: boolean;
  onAnswered: (verdict: ReviewVerdict) => void;
  onNext: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('review');
  const { language } = useLanguage();
  const now = useNow();
  const errorText = useReviewErrorText();
  const answer = useAnswerCard();
  const stop = useStopReviewing();
  const correction = card.source === 'correction';
  // A correction card's box starts with the member's own sentence, to be fixed.
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(correction ? (card.original ?? card.prompt) : ''));
  const [verdict, setVerdict] = useState<ReviewVerdict | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const questionRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);

  // Each turn opens on its question: the focus goes to its first control (the box, the first
  // option, the first tile), and to Continuar once the verdict is in.
  useEffect(() => {
    if (verdict) continueRef.current?.focus();
    else questionRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [verdict]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (verdict || answer.isPending) return;
    const body = answerOf(card, draft);
    if (!body) {
      setUnanswered(true);
      return;
    }
    setUnanswered(false);
    // One clientId per answer, made when it is first sent and kept for its retries: a retry after a
    // lost answer counts once, and gets the verdict the first one got.
    const sent = attempt ?? { clientId: crypto.randomUUID(), answeredAt: new Date().toISOString() };
    setAttempt(sent);
    answer.mutate(
      { cardId: card.id, body: { clientId: sent.clientId, answer: body, answeredAt: sent.answeredAt } },
      {
        onSuccess: (result) => {
          setVerdict(result);
          onAnswered(result);
        },
      },
    );
  };
  // Enter on an option answers, as it does in the typed answer's box.
  const enterOnOption = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || target.type !== 'radio') return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  // A card gone meanwhile (stopped in another tab) is skipped.
  const gone = statusOf(answer.error) === 404;
  const failure = answer.isError ? errorText(answer.error, t('session.answerError')) : null;
  const comesBack = verdict !== null && !verdict.correct && !position.repeat;

  return (
    <div className="card review-card" data-testid="review-card">
      <form className="review-card__form" onSubmit={check} onKeyDown={enterOnOption} noValidate>
        <div ref={questionRef}>
          <QuestionInput
            question={card}
            draft={draft}
            onChange={(changed) => {
              setDraft(changed);
              setUnanswered(false);
            }}
            disabled={verdict !== null}
            position={position.repeat ? t('session.repeatPosition', position) : t('session.position', position)}
            kind={correction ? t('session.fixSentence') : undefined}
            answerLabel={correction ? t('session.yourVersion') : undefined}
            maxLength={answerLimit}
          />
        </div>
        {unanswered && (
          <p className="field__error" role="alert">
            {t('session.answerFirst')}
          </p>
        )}
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        {/* Always in the page, so that screen readers announce the verdict when it is written into it. */}
        <div className="review-card__verdict" aria-live="polite" data-testid="review-verdict">
          {verdict && (
            <AnswerVerdict verdict={verdict} explanationLabel={correction ? t('session.correctorNote') : undefined}>
              <p className="review-card__next">{comesBack ? t('session.comesBack') : t('session.next', { when: formatReviewDay(verdict.nextDueAt, now, language) })}</p>
            </AnswerVerdict>
          )}
        </div>
        <div className="review-card__buttons">
          {/* Two buttons, never one element that changes its type (as the lesson quiz: React would
              reuse Continuar's button as the next card's submit button). */}
          {verdict || gone ? (
            <button key="continue" ref={continueRef} type="button" className={buttonClassName()} onClick={onNext}>
              {gone ? t('session.skip') : last ? t('session.finish') : t('session.continue')}
            </button>
          ) : (
            // Not disabled while the answer is on its way: the focus stays on it.
            <button key="check" type="submit" className={buttonClassName()} aria-busy={answer.isPending || undefined}>
              {t('session.check')}
            </button>
          )}
          {!gone && (
            <button ref={stopRef} type="button" className={buttonClassName({ variant: 'ghost' })} onClick={() => setConfirming(true)}>
              {t('session.stop')}
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('session.stopTitle')}
        message={t('session.stopMessage')}
        confirmLabel={t('session.stopConfirm')}
        cancelLabel={t('session.stopCancel')}
        variant="danger"
        busy={stop.isPending}
        error={stop.error ? errorText(stop.error, t('session.stopError')) : undefined}
        onCancel={() => {
          setConfirming(false);
          stop.reset();
          // The dialog leaves the page when it closes: the focus goes back to the button that opened it.
          requestAnimationFrame(() => stopRef.current?.focus());
        }}
        onConfirm={() =>
          stop.mutate(card.id, {
            onSuccess: onRemoved,
            // Already out of the deck (another tab): it leaves the session all the same.
            onError: (error) => {
              if (statusOf(error) === 404) onRemoved();
            },
          })
        }
      />
    </div>
  );
}
