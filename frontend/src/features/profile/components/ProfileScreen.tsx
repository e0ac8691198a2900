import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReportMenuItem } from '../../../components/flags/ReportMenuItem';
import { buttonClassName, Card, EmptyState, ErrorState, LoadingCard } from '../../../components/ui';
import { ItemMenu } from '../../../components/ui/ItemMenu';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { BlockMemberButton } from '../../../components/blocks/BlockMemberButton';
import { useLanguage } from '../../../i18n';
import { htmlLangOf } from '../../../i18n/language';
import { statusOf } from '../../../lib/api/errors';
import { useLanguageName } from '../../../lib/languages';
import { paths } from '../../../lib/paths';
import { useRankName } from '../../../lib/useRankName';
import { proficiencyKey } from '../../../lib/languages';
import { useMemberProfile, useProfileStats, type MemberProfile, type ProfileStats } from '../api/profileApi';
import '../../../components/languages/language-chip.css';
import '../profile.css';

/** The spec's limit of badges on a profile. */
const BADGES_SHOWN = 10;

/**
 * /perfil and /perfil-publico/{userId}: loading, not found (404), private (403), error, or the
 * profile with its stats. "Meu Perfil" when the reader is the owner.
 */
export function ProfileScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { language } = useLanguage();
  const profile = useMemberProfile(userId, language);
  const stats = useProfileStats(userId, profile.isSuccess);

  if (profile.isPending) return <LoadingCard label={t('view.loading')} />;
  if (profile.isError) {
    const status = statusOf(profile.error);
    if (status === 404) {
      return (
        <Card>
          <EmptyState headingLevel={1} title={t('view.notFound')} description={t('view.notFoundHint')} />
        </Card>
      );
    }
    if (status === 403) {
      return (
        <Card className="profile-private">
          <EmptyState headingLevel={1} title={t('view.privateTitle')} description={t('view.privateHint')} />
        </Card>
      );
    }
    return (
      <Card>
        <ErrorState
          headingLevel={1}
          message={t('view.loadError')}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </Card>
    );
  }
  return <ProfileView profile={profile.data} stats={stats} />;
}

function ProfileView({
  profile,
  stats,
}: {
  profile: MemberProfile;
  stats: { data?: ProfileStats; isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation(['profile', 'common', 'flags']);
  const rankLabel = useRankName();
  const { language } = useLanguage();
  const languageLabel = useLanguageName();
  const number = (value: number) => new Intl.NumberFormat(htmlLangOf(language)).format(value);
  const since = new Intl.DateTimeFormat(htmlLangOf(language), { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
    new Date(profile.created_at),
  );

  return (
    <div className="profile">
      <Card className="profile-header">
        <UserAvatar name={profile.name} picture={profile.profile_picture} size="lg" className="profile-header__avatar" />
        <div className="profile-header__body">
          {profile.is_own && <p className="profile-header__eyebrow">{t('own.title')}</p>}
          <h1 className="profile-header__name">{profile.name}</h1>
          <div className="profile-header__rank">
            <RankBadge rank={profile.currentRank} level={profile.level} />
            <span>{rankLabel(profile.currentRank.name)}</span>
          </div>
          <p className="profile-header__since">{t('view.memberSince', { date: since })}</p>
          <p className="profile-header__bio">{profile.biography || t('view.noBiography')}</p>
          {profile.is_own ? (
            <Link to={paths.settings} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('view.editProfile')}
            </Link>
          ) : (
            <div className="profile-header__actions">
              <BlockMemberButton memberId={profile.id} name={profile.name} />
            </div>
          )}
        </div>
        <ItemMenu label={t('flags:menu.member', { name: profile.name })}>
          <ReportMenuItem target={{ type: 'member', id: profile.id }} authorId={profile.id} />
        </ItemMenu>
      </Card>

      <div className="profile-grid">
        <Card as="section" title={t('view.progress')}>
          <p className="profile-xp">
            <span className="profile-xp__label">{t('view.totalXp')}</span>
            <strong className="profile-xp__value">{t('view.xp', { xp: number(profile.xp_total) })}</strong>
          </p>
          {profile.nextRank ? (
            <ProgressBar
              value={profile.level_progress}
              label={t('view.progressTo', { rank: rankLabel(profile.nextRank.name) })}
              valueText={`${profile.level_progress}%`}
            />
          ) : (
            <p>{t('view.maxRank')}</p>
          )}
        </Card>

        <Card as="section" title={t('view.languages')}>
          {profile.userLanguages.length === 0 ? (
            <p className="profile-muted">{t('view.noLanguages')}</p>
          ) : (
            <ul className="profile-languages">
              {profile.userLanguages.map((entry) => {
                const key = proficiencyKey(entry.proficiency);
                // Apart on the screen (the profile's own styles) and when read aloud: "Português — Nativo".
                return (
                  <li key={entry.language} className="language-chip">
                    <span className="language-chip__name">{languageLabel(entry.language)}</span>
                    <span className="visually-hidden"> — </span>
                    <span className="language-chip__level">{key ? t(`common:proficiency.${key}`) : entry.proficiency}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>

      <Card as="section" title={t('view.stats')}>
        {stats.isPending ? (
          <LoadingCard label={t('view.loading')} />
        ) : stats.isError || !stats.data ? (
          <ErrorState message={t('view.statsError')} onRetry={() => void stats.refetch()} />
        ) : (
          <dl className="profile-stats">
            <Stat label={t('view.totalPosts')} value={number(stats.data.totalPosts)} />
            <Stat label={t('view.totalLikes')} value={number(stats.data.totalLikes)} />
            <Stat
              label={t('view.rankingPosition')}
              value={
                stats.data.rankingPosition === null
                  ? t('view.notRanked')
                  : t('view.rankingPositionValue', { position: stats.data.rankingPosition })
              }
            />
            <Stat label={t('view.totalBadges')} value={number(stats.data.totalBadges)} />
            <Stat label={t('view.coursesCompleted')} value={number(stats.data.coursesCompleted)} />
            <Stat label={t('view.correctionsGiven')} value={number(stats.data.correctionsGiven)} />
            <Stat label={t('view.correctionsHelpful')} value={number(stats.data.correctionsHelpful)} />
          </dl>
        )}
      </Card>

      {stats.data && (
        <div className="profile-grid">
          <Card as="section" title={t('view.coursesInProgress')}>
            <CourseList
              empty={t('view.noCoursesInProgress')}
              items={stats.data.coursesInProgress.map((course) => ({
                id: course.id,
                title: course.title,
                detail: t('view.courseProgress', { count: course.total_lessons, done: course.completed_lessons, total: course.total_lessons }),
                progress: course.progress,
              }))}
            />
          </Card>
          <Card as="section" title={t('view.completedCourses')}>
            <CourseList
              empty={t('view.noCompletedCourses')}
              items={stats.data.completedCourses.map((course) => ({ id: course.id, title: course.title }))}
            />
          </Card>
        </div>
      )}

      <Card as="section" title={t('view.badges')}>
        {profile.badges.length === 0 ? (
          <p className="profile-muted">{t('view.noBadges')}</p>
        ) : (
          <ul className="profile-badges">
            {profile.badges.slice(0, BADGES_SHOWN).map((badge) => (
              <li key={badge.id} className="profile-badge" title={badge.description}>
                <span className="profile-badge__icon" aria-hidden="true">
                  {badge.icon}
                </span>
                <span className="profile-badge__name">{badge.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="profile-stat">
      <dt className="profile-stat__label">{label}</dt>
      <dd className="profile-stat__value">{value}</dd>
    </div>
  );
}

function CourseList({
  items,
  empty,
}: {
  items: { id: string; title: string; detail?: string; progress?: number }[];
  empty: string;
}) {
  if (items.length === 0) return <p className="profile-muted">{empty}</p>;
  return (
    <ul className="profile-courses">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={paths.course(item.id)}>{item.title}</Link>
          {item.detail && <span className="profile-muted">{item.detail}</span>}
          {item.progress !== undefined && <ProgressBar value={item.progress} label={item.title} size="sm" />}
        </li>
      ))}
    </ul>
  );
}
