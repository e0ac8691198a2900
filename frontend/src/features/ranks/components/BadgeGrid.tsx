import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { htmlLangOf } from '../../../i18n/language';
import { cx } from '../../../lib/cx';
import { useBadges } from '../api/ranksApi';
import { LockIcon } from './icons';
import { SectionState } from './SectionState';

/** Every badge of the catalogue: the member's in colour with the date, the others greyed out. */
export function BadgeGrid() {
  const { t } = useTranslation('ranks');
  const { language } = useLanguage();
  const badges = useBadges();
  const dateFormat = new Intl.DateTimeFormat(htmlLangOf(language), { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' });
  const formatDate = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
  };

  const earnedCount = badges.data
    ? badges.data.allBadges.filter((badge) => badge.earned_at !== null).length
    : 0;

  return (
    <Card
      as="section"
      title={t('badges.title')}
      className="ranks-badges"
      actions={
        badges.data && (
          <span className="ranks-badges__count">
            {t('badges.count', { earned: earnedCount, total: badges.data.allBadges.length })}
          </span>
        )
      }
    >
      <SectionState query={badges} loading={t('badges.loading')}>
        {(data) =>
          data.allBadges.length === 0 ? (
            <EmptyState headingLevel={3} title={t('badges.empty')} />
          ) : (
            <ul className="badge-grid">
              {data.allBadges.map((badge) => {
                const earned = badge.earned_at !== null;
                return (
                  <li
                    key={badge.id}
                    className={cx('badge-tile', earned ? 'badge-tile--earned' : 'badge-tile--locked')}
                    style={{ '--badge-color': badge.badge_color } as CSSProperties}
                  >
                    <span className="badge-tile__icon" aria-hidden="true">
                      <span className="badge-tile__emoji">{badge.icon}</span>
                      {!earned && (
                        <span className="badge-tile__lock">
                          <LockIcon size={12} strokeWidth="2.6" />
                        </span>
                      )}
                    </span>
                    <span className="badge-tile__name">{badge.name}</span>
                    <span className="badge-tile__description">{badge.description}</span>
                    <span className={cx('badge-tile__state', earned && 'is-earned')}>
                      {earned && badge.earned_at
                        ? t('badges.earnedOn', { date: formatDate(badge.earned_at) })
                        : t('badges.locked')}
                    </span>
                  </li>
                );
              })}
            </ul>
          )
        }
      </SectionState>
    </Card>
  );
}
