import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { cardsForToday, useReviewSummary } from '../../../lib/reviewSummary';
import { formatReviewDay } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';

/**
 * The review deck (issue 48): "N para revisar hoje" with **Revisar**, or when the next review is,
 * or how the deck fills itself while it is empty (with the way to the deck's page and settings). The summary is asked once the dashboard has
 * painted (it is not in the page's HTML, ADR 0114); the card keeps its height meanwhile, so
 * nothing under it moves when the answer comes.
 */
export function ReviewCard() {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const now = useNow();
  const summary = useReviewSummary({ whenIdle: true });
  const data = summary.data;
  const count = data ? cardsForToday(data) : 0;
  let line;
  if (!data) line = summary.isError ? t('review.loadError') : <span className="dashboard-review__waiting">{t('review.loading')}</span>;
  else if (count > 0) line = <strong>{t('review.today', { count })}</strong>;
  else if (data.total > 0 && data.nextDueAt !== null) line = t('review.next', { when: formatReviewDay(data.nextDueAt, now, language) });
  else line = t('review.empty');
  return (
    <section className="card dashboard-review" aria-labelledby="dashboard-review" aria-busy={!data && !summary.isError} data-testid="dashboard-review">
      <div className="dashboard-review__text">
        <h2 id="dashboard-review" className="dashboard-review__title">
          {t('review.title')}
        </h2>
        <p className="dashboard-review__line">{line}</p>
      </div>
      {/* Always there, with the height of a button: the card is as tall while it waits for its answer. */}
      <div className="dashboard-review__action">
        {data && (
          <Link to={paths.review} className={buttonClassName(count > 0 ? {} : { variant: 'secondary', size: 'sm' })}>
            {count > 0 ? t('review.action') : t('review.open')}
          </Link>
        )}
      </div>
    </section>
  );
}
