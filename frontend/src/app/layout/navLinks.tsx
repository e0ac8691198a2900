import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { NAMESPACES, type TranslationKey } from '../../i18n';
import { cx } from '../../lib/cx';
import { paths, routePatterns } from '../../lib/paths';
import { cardsForToday, useReviewSummary } from '../../lib/reviewSummary';
import { ChatIcon, CommunityIcon, CorrectionsIcon, CoursesIcon, DashboardIcon, RankingIcon, RanksIcon, ReviewIcon } from '../../components/ui/icons';

export interface NavItem {
  to: string;
  labelKey: TranslationKey;
  icon: ReactNode;
  /** Other route patterns under which this link shows as the current section. */
  alsoActiveOn?: readonly string[];
  /** Reachable by guests too; the only links a guest sees. */
  public?: boolean;
  /** Shows the review deck's cards for today beside the label (issue 48). */
  reviewCount?: boolean;
}

export const mainNavItems: readonly NavItem[] = [
  { to: paths.dashboard, labelKey: 'nav:dashboard', icon: <DashboardIcon /> },
  {
    to: paths.courses,
    labelKey: 'nav:courses',
    icon: <CoursesIcon />,
    public: true,
    alsoActiveOn: [routePatterns.course, routePatterns.courseRating, routePatterns.lesson, routePatterns.courseUpload],
  },
  { to: paths.review, labelKey: 'nav:review', icon: <ReviewIcon />, reviewCount: true },
  { to: paths.community, labelKey: 'nav:community', icon: <CommunityIcon /> },
  { to: paths.corrections, labelKey: 'nav:corrections', icon: <CorrectionsIcon /> },
  { to: paths.ranking, labelKey: 'nav:ranking', icon: <RankingIcon /> },
  { to: paths.ranks, labelKey: 'nav:ranks', icon: <RanksIcon /> },
  { to: paths.chat, labelKey: 'nav:chat', icon: <ChatIcon /> },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (matchPath({ path: item.to, end: false }, pathname)) return true;
  return (item.alsoActiveOn ?? []).some((pattern) => matchPath(pattern, pathname));
}

/** The links to show: all of them for members (and while the member loads), public ones for guests. */
export function visibleNavItems(isGuest: boolean): readonly NavItem[] {
  return isGuest ? mainNavItems.filter((item) => item.public) : mainNavItems;
}

/**
 * The main links as a list, the current section marked: the navbar's (`navbar__links`) and the
 * mobile menu's (`mobile-menu__links`, with icons, closing the menu on a click).
 */
export function NavLinks({ items, block, withIcons = false, onNavigate }: { items: readonly NavItem[]; block: string; withIcons?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(NAMESPACES);
  const { pathname } = useLocation();
  // Asked once the page has painted (ADR 0114); nothing for guests.
  const review = useReviewSummary({ whenIdle: true });
  const reviewCount = review.data ? cardsForToday(review.data) : 0;
  return (
    <ul className={`${block}__links`}>
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        const label = t(item.labelKey);
        const count = item.reviewCount && reviewCount > 0 && (
          <>
            <span className="nav-count" aria-hidden="true" data-testid="review-count">
              {reviewCount > 99 ? '99+' : reviewCount}
            </span>
            <span className="visually-hidden"> {t('nav:reviewDue', { count: reviewCount })}</span>
          </>
        );
        return (
          <li key={item.to}>
            <Link to={item.to} className={cx(`${block}__link`, active && 'is-active')} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
              {withIcons ? (
                <>
                  {item.icon}
                  <span>{label}</span>
                  {count}
                </>
              ) : (
                <>
                  {label}
                  {count}
                </>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
