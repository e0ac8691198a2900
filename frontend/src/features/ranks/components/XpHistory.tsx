import { useTranslation } from 'react-i18next';
import { Card, EmptyState, LoadMore } from '../../../components/ui';
import { StarIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../i18n';
import { cx } from '../../../lib/cx';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useNow } from '../../../lib/useNow';
import { useXpHistory } from '../api/ranksApi';
import { SectionState } from './SectionState';

/** "De onde veio meu XP": the member's ledger, newest first, "Carregar mais" for older entries. */
export function XpHistory() {
  const { t } = useTranslation('ranks');
  const { language } = useLanguage();
  const formatNumber = useFormatNumber();
  const time = useDateFormat(useNow());
  const history = useXpHistory();

  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card as="section" title={t('history.title')} className="xp-history">
      <p className="xp-history__description">{t('history.description')}</p>
      <SectionState query={history} loading={t('history.loading')} keepStaleData>
        {() =>
          entries.length === 0 ? (
            <EmptyState
              icon={<StarIcon size={28} strokeWidth="1.8" />}
              headingLevel={3}
              title={t('history.empty')}
              description={t('history.emptyDescription')}
            />
          ) : (
            <>
              <ol className="xp-history__list" aria-label={t('history.label')}>
                {entries.map((entry) => {
                  const sign = entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : '';
                  return (
                    <li key={entry.id} className="xp-entry">
                      <div className="xp-entry__text">
                        <span className="xp-entry__reason">{entry.reason[language]}</span>
                        <time className="xp-entry__time" dateTime={entry.created_at} title={time.absolute(entry.created_at)}>
                          {time.relative(entry.created_at)}
                        </time>
                      </div>
                      <span
                        className={cx(
                          'xp-entry__amount',
                          entry.amount > 0 && 'is-positive',
                          entry.amount < 0 && 'is-negative',
                          entry.amount === 0 && 'is-zero',
                        )}
                      >
                        {t('history.amount', { sign, xp: formatNumber(Math.abs(entry.amount)) })}
                      </span>
                    </li>
                  );
                })}
              </ol>
              <LoadMore query={history} label={t('history.loadMore')} errorText={t('history.loadMoreError')} className="xp-history__more" />
            </>
          )
        }
      </SectionState>
    </Card>
  );
}
