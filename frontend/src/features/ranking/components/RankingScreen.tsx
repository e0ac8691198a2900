import { useTranslation } from 'react-i18next';
import { BelowTheFold, Button, Card, EmptyState, ErrorState, LoadingCard, PageHeader } from '../../../components/ui';
import { RankingIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../i18n';
import { htmlLangOf } from '../../../i18n/language';
import { isNetworkError } from '../../../lib/api/errors';
import { PODIUM_MIN_USERS, RANKING_LIST_SIZE, useRanking } from '../api/rankingApi';
import { Podium } from './Podium';
import { RankingList, RankingRow } from './RankingList';
import { SummaryCards } from './SummaryCards';
import '../ranking.css';

/** "9 de mar. a 15 de mar." from the Monday the API names (a calendar date, no time zone). */
function useWeekLabel(weekStart: string | undefined): string | null {
  const { t } = useTranslation('ranking');
  const { language } = useLanguage();
  if (!weekStart || !/^\d{4}-\d{2}-\d{2}$/.test(weekStart)) return null;
  const start = new Date(`${weekStart}T12:00:00Z`);
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start.getTime() + 6 * 24 * 60 * 60 * 1000);
  const format = new Intl.DateTimeFormat(htmlLangOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return t('week', { start: format.format(start), end: format.format(end) });
}

/**
 * /ranking: the member's position, XP and rank; the podium of the week (3 or more members); the
 * first 100; and the member's own row under it when they are further down.
 */
export function RankingScreen() {
  const { t } = useTranslation('ranking');
  const ranking = useRanking();
  const weekLabel = useWeekLabel(ranking.data?.weekStart);

  let body;
  if (ranking.isPending) {
    body = <LoadingCard label={t('loading')} />;
  } else if (ranking.isError) {
    body = (
      <Card>
        <ErrorState
          message={isNetworkError(ranking.error) ? t('connectionError') : t('loadError')}
          onRetry={() => void ranking.refetch()}
          retryLabel={t('retry')}
          retrying={ranking.isFetching}
        />
      </Card>
    );
  } else {
    const { topUsers, totalUsers, currentUser } = ranking.data;
    const beyondList = currentUser.rank > RANKING_LIST_SIZE && !topUsers.some((user) => user.id === currentUser.id);
    body = (
      <div className="ranking__body">
        <SummaryCards me={currentUser} totalUsers={totalUsers} />
        {topUsers.length === 0 ? (
          <Card>
            <EmptyState
              icon={<RankingIcon />}
              title={t('empty.title')}
              description={t('empty.description')}
              action={
                <Button variant="secondary" onClick={() => void ranking.refetch()} loading={ranking.isFetching}>
                  {t('refresh')}
                </Button>
              }
            />
          </Card>
        ) : (
          <>
            {topUsers.length >= PODIUM_MIN_USERS && <Podium users={topUsers.slice(0, 3)} meId={currentUser.id} />}
            {/* Up to 100 rows under the summary and the podium: rendered after the first paint. */}
            <BelowTheFold>
              <RankingList users={topUsers} meId={currentUser.id} totalUsers={totalUsers} />
              {beyondList && (
                <section className="card ranking-beyond" aria-labelledby="ranking-beyond-title">
                  <h2 id="ranking-beyond-title" className="card__title">
                    {t('beyond.title')}
                  </h2>
                  <p className="ranking-beyond__text">{t('beyond.description')}</p>
                  <ol className="ranking-list" start={currentUser.rank}>
                    <RankingRow user={currentUser} isMe />
                  </ol>
                </section>
              )}
            </BelowTheFold>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="page container ranking">
      <PageHeader className="ranking__header" title={t('title')} subtitle={t('subtitle')}>
        {weekLabel && <p className="ranking__week">{weekLabel}</p>}
      </PageHeader>
      {body}
    </div>
  );
}
