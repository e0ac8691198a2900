import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { cardsForToday, useReviewSummary } from '../../../lib/reviewSummary';
import { formatReviewDay } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import type { SessionResult } from '../model/session';

/**
 * The end of a session: how many right (and on the second try), the XP earned, and what comes next:
 * more cards today ("Revisar mais"), or when the next review is. Its heading takes the focus, so a
 * screen reader starts there and Tab reaches the way on.
 */
export function ReviewEnd({ result, onAgain, onBack }: { result: SessionResult; onAgain: () => void; onBack: () => void }) {
  const { t } = useTranslation('review');
  const { language } = useLanguage();
  const now = useNow();
  const summary = useReviewSummary();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The answers moved the counts: what is next is said once the summary has been read again.
  const settled = summary.data !== undefined && !summary.isFetching ? summary.data : undefined;
  const more = settled ? cardsForToday(settled) : 0;
  return (
    <div className="card review-end" data-testid="review-end">
      <h2 ref={headingRef} tabIndex={-1} className="review-end__title">
        {t('end.title')}
      </h2>
      <div role="status" className="review-end__figures">
        <p className="review-end__score">{t('end.right', { done: result.right, count: result.answered })}</p>
        {result.repeated > 0 && <p>{t('end.repeated', { done: result.repeatedRight, total: result.repeated })}</p>}
        <p>{t('end.xp', { xp: result.xp })}</p>
        {result.xp === 0 && result.right + result.repeatedRight > 0 && <p className="review-end__muted">{t('end.xpCapped')}</p>}
        {settled &&
          (more > 0 ? (
            <p>{t('end.more', { count: more })}</p>
          ) : (
            settled.nextDueAt !== null && <p>{t('end.next', { when: formatReviewDay(settled.nextDueAt, now, language) })}</p>
          ))}
      </div>
      <div className="review-end__buttons">
        {more > 0 && (
          <button type="button" className={buttonClassName()} onClick={onAgain}>
            {t('end.again')}
          </button>
        )}
        <button type="button" className={buttonClassName({ variant: more > 0 ? 'secondary' : 'primary' })} onClick={onBack}>
          {t('end.back')}
        </button>
      </div>
    </div>
  );
}
