import './navbar.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui';
import { MemberMenu, MemberPanel, useAuth } from '../../features/auth';
import { NotificationMenu } from '../../features/notifications';
import { NAMESPACES } from '../../i18n';
import { paths } from '../../lib/paths';

export interface NavbarActionsProps {
  /**
   * `bar`: the top navbar, next to the language toggle (notification bell, avatar menu from 768px,
   * whose list has the settings: the eight links need the bar's room). `menu`: the bottom of the
   * phone slide-in menu (name, e-mail, view profile, settings, logout); the bell stays in the bar on
   * phones.
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

  return (
    <div className="navbar-actions">
      {/* The bell polls the unread count and opens the latest notifications. */}
      <NotificationMenu />
      <div className="navbar-actions__member">
        <MemberMenu />
      </div>
    </div>
  );
}
