import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
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
  { to: paths.adminAudit, key: 'audit', end: false },
  { to: paths.adminDebug, key: 'debug', end: false },
] as const;

/** The tabs across the administrator pages; scrolls sideways on a phone. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      {LINKS.map((link) => (
        <NavLink key={link.key} to={link.to} end={link.end} className={({ isActive }) => cx('admin-nav__link', isActive && 'admin-nav__link--active')}>
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
