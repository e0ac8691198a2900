import '../review.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, LoadingCard, PageHeader, QueryError, Spinner, buttonClassName } from '../../../components/ui';
import { ReviewIcon } from '../../../components/ui/icons';
import { lazyComponent } from '../../../components/ui/lazyComponent';
import { useLanguage } from '../../../i18n';
import { cardsForToday, useReviewSummary, type ReviewSummary } from '../../../lib/reviewSummary';
import { formatReviewDay } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import { ReviewSession } from './ReviewSession';

// The settings form brings React Hook Form and zod: fetched when the start view shows it, not with
// the page (ADR 0073), so /revisao stays within the learner pages' weight (ADR 0071).
const ReviewSettingsForm = lazyComponent(
  () => import('./ReviewSettingsForm').then((module) => module.ReviewSettingsForm),
  <SettingsLoading />,
);

function SettingsLoading() {
  const { t } = useTranslation('review');
  return <Spinner label={t('settings.loading')} showLabel />;
}

type View = { kind: 'start'; returning: boolean } | { kind: 'session'; round: number };

/**
 * /revisao (issue 48): the start view (today's counts, **Revisar**, the settings), then one session
 * at a time, each with its end view; "Revisar mais" starts the next session, "Voltar ao início"
 * returns here. Focus follows each step, so the keyboard alone does a whole session.
 */
export function ReviewScreen() {
  const { t } = useTranslation('review');
  const [view, setView] = useState<View>({ kind: 'start', returning: false });
  const rounds = useRef(0);
  const start = () => {
    rounds.current += 1;
    setView({ kind: 'session', round: rounds.current });
  };
  return (
    <div className="page container review">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {view.kind === 'start' ? (
        <StartView onStart={start} returning={view.returning} />
      ) : (
        <ReviewSession key={view.round} round={view.round} onAgain={start} onBack={() => setView({ kind: 'start', returning: true })} />
      )}
    </div>
  );
}

/** Today's counts and **Revisar**, or why there is nothing to review; then the settings. */
function StartView({ onStart, returning }: { onStart: () => void; returning: boolean }) {
  const { t } = useTranslation('review');
  const summary = useReviewSummary();
  const data = summary.data;
  return (
    <div className="review__start" data-testid="review-start">
      {summary.isPending ? (
        <LoadingCard label={t('loading')} />
      ) : data === undefined ? (
        <QueryError query={summary} message={t('loadError')} connectionMessage={t('connectionError')} card />
      ) : (
        <>
          <TodayCard summary={data} onStart={onStart} focusOnShow={returning} />
          <section className="card review-settings" aria-labelledby="review-settings-title">
            <h2 id="review-settings-title" className="review-settings__title">
              {t('settings.title')}
            </h2>
            <ReviewSettingsForm initial={{ newPerDay: data.newPerDay, desiredRetention: data.desiredRetention }} />
          </section>
        </>
      )}
    </div>
  );
}

function TodayCard({ summary, onStart, focusOnShow }: { summary: ReviewSummary; onStart: () => void; focusOnShow: boolean }) {
  const { t } = useTranslation('review');
  const { language } = useLanguage();
  const now = useNow();
  const headingId = useId();
  const startRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = cardsForToday(summary);
  // Back from a session: the focus lands where the next step is.
  useEffect(() => {
    if (focusOnShow) (startRef.current ?? headingRef.current)?.focus();
  }, [focusOnShow]);

  if (count === 0) {
    const empty = summary.total === 0;
    return (
      <Card className="review-today">
        <EmptyState
          icon={<ReviewIcon />}
          title={
            <span ref={headingRef} tabIndex={-1} className="review-today__focus">
              {empty ? t('start.emptyDeck') : t('start.nothing')}
            </span>
          }
          description={
            empty || summary.nextDueAt === null ? t('start.howItFills') : t('start.next', { when: formatReviewDay(summary.nextDueAt, now, language) })
          }
        />
      </Card>
    );
  }
  return (
    <section className="card review-today" aria-labelledby={headingId} data-testid="review-today">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="review-today__title">
        {t('start.title')}
      </h2>
      <p className="review-today__count">{t('start.today', { count })}</p>
      <ul className="review-today__figures" aria-label={t('start.figures')}>
        {summary.due > 0 && <li>{t('start.due', { count: summary.due })}</li>}
        {summary.new > 0 && <li>{t('start.new', { count: summary.new })}</li>}
        {summary.learning > 0 && <li>{t('start.learning', { count: summary.learning })}</li>}
        <li>{t('start.deck', { count: summary.total })}</li>
      </ul>
      <button ref={startRef} type="button" className={buttonClassName({ size: 'lg' })} onClick={onStart}>
        {t('start.action')}
      </button>
    </section>
  );
}
