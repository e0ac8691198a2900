import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { cx } from '../../../lib/cx';
import { paths } from '../../../lib/paths';
import '../admin.css';

const LINKS = [
  { to: paths.admin, key: 'home', end: true },
  { to: paths.adminUsers, key: 'users', end: false },
  { to: paths.adminPosts, key: 'posts', end: false },
  { to: paths.adminCourses, key: 'courses', end: false },
  { to: paths.adminReports, key: 'reports', end: false },
  { to: paths.adminFlags, key: 'flags', end: false },
  { to: paths.adminWritingPrompts, key: 'prompts', end: false },
  { to: paths.adminAudit, key: 'audit', end: false },
  { to: paths.adminDebug, key: 'debug', end: false },
] as const;

/** The keys that move along the strip, and where each goes from link `at` of `count`. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The tabs across the administrator pages. On a phone the strip scrolls sideways: the page's own
 * tab is scrolled into the middle of it when the page opens, so the reader sees where they are,
 * and the arrow keys (Home, End) move along the links, each scrolled into view as it takes focus.
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    // The strip alone scrolls (scrollIntoView would scroll the page too).
    const [box, tab] = [nav.getBoundingClientRect(), active.getBoundingClientRect()];
    nav.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    const links = [...(strip.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (!move || at < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const next = links[move(at, links.length)];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <nav ref={strip} className="admin-nav" aria-label={t('nav.label')} onKeyDown={onKeyDown}>
      {LINKS.map((link) => (
        <NavLink key={link.key} to={link.to} end={link.end} className={({ isActive }) => cx('admin-nav__link', isActive && 'admin-nav__link--active')}>
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
