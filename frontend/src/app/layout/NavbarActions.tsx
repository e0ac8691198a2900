import './navbar.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../components/ui';
import { MemberMenu, MemberPanel, useAuth } from '../../features/auth';
import { NotificationMenu } from '../../features/notifications';
import { NAMESPACES } from '../../i18n';
import { cx } from '../../lib/cx';
import { paths } from '../../lib/paths';
import { SettingsIcon } from '../../components/ui/icons';

export interface NavbarActionsProps {
  /**
   * `bar`: the top navbar, next to the language toggle (settings icon from 1024px, notification
   * bell, avatar menu from 768px). `menu`: the bottom of the phone slide-in menu (name, e-mail,
   * view profile, settings, logout); the bell stays in the bar on phones.
   */
  placement: 'bar' | 'menu';
  /** Called when one of the controls navigates away, e.g. to close the slide-in menu. */
  onNavigate?: () => void;
}

/**
 * The member's controls. Nothing while the member loads; for guests (on public pages such as
 * the course catalogue) an "Entrar" link to the landing page, which runs the sign-in.
 */
export function NavbarActions({ placement, onNavigate }: NavbarActionsProps) {
  const { t } = useTranslation(NAMESPACES);
  const { status } = useAuth();
  const { pathname } = useLocation();

  if (status === 'pending') return null;
  if (status === 'guest') {
    return (
      <Link
        to={paths.landing}
        className={buttonClassName({ size: 'sm', block: placement === 'menu' })}
        onClick={onNavigate}
      >
        {t('nav:signIn')}
      </Link>
    );
  }

  if (placement === 'menu') return <MemberPanel onNavigate={onNavigate} />;

  const settingsActive = pathname === paths.settings;

  return (
    <div className="navbar-actions">
      <Link
        to={paths.settings}
        className={cx('icon-button navbar-actions__settings', settingsActive && 'is-active')}
        aria-label={t('nav:settings')}
        title={t('nav:settings')}
        aria-current={settingsActive ? 'page' : undefined}
      >
        <SettingsIcon />
      </Link>
      {/* The bell polls the unread count and opens the latest notifications. */}
      <NotificationMenu />
      <div className="navbar-actions__member">
        <MemberMenu />
      </div>
    </div>
  );
}
