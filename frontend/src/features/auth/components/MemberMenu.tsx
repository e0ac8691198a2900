import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NAMESPACES } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { useAuth } from '../useAuth';
import { Icon, LogoutIcon, SettingsIcon } from '../../../components/ui/icons';
import { UserAvatar as Avatar } from '../../../components/ui/UserAvatar';
import { useMenuButton } from '../../../components/ui/useMenuButton';
import '../auth.css';

/**
 * The avatar button in the navbar and its menu: name, e-mail, "Visualizar Perfil",
 * "Configurações" and "Sair".
 * A menu button (useMenuButton): arrows move between items, Escape closes and returns focus to the button.
 */
export function MemberMenu() {
  const { t } = useTranslation(NAMESPACES);
  const { member } = useAuth();
  const logoutAndLeave = useLogoutAndLeave();
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const labelId = useId();

  if (!member) return null;

  return (
    <div className="member-menu" ref={rootRef}>
      <button {...buttonProps} type="button" className="member-menu__button" aria-label={t('nav:account.open', { name: member.name })}>
        <Avatar name={member.name} picture={member.picture} size="sm" />
      </button>
      {open && (
        <div className="member-menu__panel">
          <div id={labelId} className="member-menu__identity">
            <bdi className="member-menu__name">{member.name}</bdi>
            <span className="member-menu__email">{member.email}</span>
          </div>
          <div {...menuProps} aria-labelledby={labelId}>
            <Link role="menuitem" tabIndex={-1} to={paths.ownProfile} className="member-menu__item" onClick={() => close(false)}>
              <ProfileIcon />
              {t('nav:account.viewProfile')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to={paths.settings} className="member-menu__item" onClick={() => close(false)}>
              <SettingsIcon size={18} />
              {t('nav:settings')}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className="member-menu__item member-menu__item--danger"
              onClick={() => {
                close(false);
                void logoutAndLeave();
              }}
            >
              <LogoutIcon />
              {t('nav:account.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export interface MemberPanelProps {
  /** Called when a link or the logout button is used, e.g. to close the slide-in menu. */
  onNavigate?: () => void;
}

/** The same account items, laid out for the phone slide-in menu. */
export function MemberPanel({ onNavigate }: MemberPanelProps) {
  const { t } = useTranslation(NAMESPACES);
  const { member } = useAuth();
  const logoutAndLeave = useLogoutAndLeave();
  const { pathname } = useLocation();
  if (!member) return null;
  const item = (to: string) => {
    const active = pathname === to;
    return {
      to,
      className: active ? 'member-panel__item is-active' : 'member-panel__item',
      'aria-current': active ? ('page' as const) : undefined,
      onClick: onNavigate,
    };
  };
  return (
    <section className="member-panel" aria-label={t('nav:account.label')}>
      <div className="member-panel__identity">
        <Avatar name={member.name} picture={member.picture} size="md" />
        <div className="member-panel__text">
          <bdi className="member-menu__name">{member.name}</bdi>
          <span className="member-menu__email">{member.email}</span>
        </div>
      </div>
      <Link {...item(paths.ownProfile)}>
        <ProfileIcon />
        {t('nav:account.viewProfile')}
      </Link>
      <Link {...item(paths.settings)}>
        <SettingsIcon size={18} />
        {t('nav:settings')}
      </Link>
      <button
        type="button"
        className="member-panel__item member-menu__item--danger"
        onClick={() => {
          onNavigate?.();
          void logoutAndLeave();
        }}
      >
        <LogoutIcon />
        {t('nav:account.logout')}
      </button>
    </section>
  );
}

function useLogoutAndLeave() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(paths.landing, { replace: true });
  }, [logout, navigate]);
}

const ProfileIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
