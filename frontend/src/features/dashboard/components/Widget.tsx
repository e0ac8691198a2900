import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, EmptyState } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { formatRelativeTime } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';

/**
 * A dashboard widget: a titled card section, with "view all" leading to `viewAll` when there is
 * something to see there, and an empty state of its own while it has nothing. Its texts are the
 * widget's keys in the dashboard catalogue: `<name>.title`, `.viewAll`, `.empty`, `.emptyDescription`.
 */
export function Widget(props: {
  name: 'recentCourses' | 'recentPosts' | 'recentBadges' | 'quickAccess';
  viewAll?: string | false;
  empty?: { icon: ReactNode; action?: ReactNode } | false;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { name, viewAll, empty } = props;
  return (
    <Card
      as="section"
      title={t(`${name}.title`)}
      className="dashboard-widget"
      actions={
        viewAll && (
          <Link to={viewAll} className="dashboard-widget__link">
            {t(`${name}.viewAll`)}
          </Link>
        )
      }
    >
      {empty && name !== 'quickAccess' ? (
        <EmptyState
          icon={empty.icon}
          headingLevel={3}
          title={t(`${name}.empty`)}
          description={t(`${name}.emptyDescription`)}
          className="dashboard-widget__empty"
          action={empty.action}
        />
      ) : (
        props.children
      )}
    </Card>
  );
}

/** One line of a "recent" widget: its title, who sent it and when, leading to `to`. */
export function RecentLink({ to, title, by, at, children }: { to: string; title: string; by: string; at: string; children?: ReactNode }) {
  const { language } = useLanguage();
  const now = useNow();
  return (
    <li>
      <Link to={to} className="recent-post">
        <span className="recent-post__title member-text">{title}</span>
        <span className="recent-post__meta">
          <span className="member-text">{by}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={at}>{formatRelativeTime(at, now, language)}</time>
        </span>
        {children}
      </Link>
    </li>
  );
}
