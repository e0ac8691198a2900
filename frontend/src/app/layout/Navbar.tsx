import './navbar.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../i18n';
import { Link, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui';
import { useAdminLogout, useAdminSession } from '../../features/admin';
import { useAuth } from '../../features/auth';
import { paths, routePatterns } from '../../lib/paths';
import { LogoMark, LogoutIcon, MenuIcon } from '../../components/ui/icons';
import { LanguageToggle } from './LanguageToggle';
import { MobileMenu } from './MobileMenu';
import { useMobileMenu } from './mobileMenuState';
import { NavbarActions } from './NavbarActions';
import { NavLinks, visibleNavItems } from './navLinks';

// Keep in sync with the 768px breakpoint in navbar.css.
const DESKTOP_QUERY = '(min-width: 768px)';
const MOBILE_MENU_ID = 'mobile-menu';

export function Navbar() {
  const { t } = useTranslation(NAMESPACES);
  const { pathname } = useLocation();
  const { status } = useAuth();
  const { open: menuOpen, openMenu, closeMenu } = useMobileMenu();

  // On administrator pages with an administrator session, the navbar is only a way out.
  const onAdminPage = matchPath({ path: routePatterns.admin, end: false }, pathname) !== null;
  const adminSession = useAdminSession(onAdminPage);
  const adminMode = onAdminPage && adminSession.data?.authenticated === true;
  const onSetup = matchPath({ path: routePatterns.profileSetup }, pathname) !== null;

  // The slide-in menu does not exist on wide screens; do not leave it open (and the page
  // scroll-locked) after a rotation or a window resize.
  useEffect(() => {
    if (!menuOpen) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) closeMenu();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen, closeMenu]);

  if (adminMode) return <AdminNavbar />;
  if (onSetup && status === 'member') return <SetupNavbar />;

  const isGuest = status === 'guest';
  const navItems = visibleNavItems(isGuest);

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link
          to={isGuest ? paths.landing : paths.dashboard}
          className="navbar__brand"
          aria-label={isGuest ? t('nav:guestHomeLink') : t('nav:homeLink')}
        >
          <LogoMark size={32} />
          <span aria-hidden="true">{t('appName')}</span>
        </Link>

        <nav className="navbar__nav" aria-label={t('nav:mainLabel')}>
          <NavLinks items={navItems} block="navbar" />
        </nav>

        <div className="navbar__end">
          <LanguageToggle className="navbar__lang" />
          <NavbarActions placement="bar" />
          <button
            type="button"
            className="icon-button navbar__menu-button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('nav:openMenu')}
            onClick={openMenu}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} navItems={navItems} />
    </header>
  );
}

/**
 * The navbar of the profile set-up: the brand, the language and a way out, and no links, since
 * every page of the app sends a member back until set-up is done or skipped (and the consent
 * screen, which replaces the whole shell, has its own "Sair").
 */
function SetupNavbar() {
  const { t } = useTranslation(NAMESPACES);
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <span className="navbar__brand">
          <LogoMark size={32} />
          <span>{t('appName')}</span>
        </span>
        <div className="navbar__end">
          <LanguageToggle className="navbar__lang" />
          <Button
            variant="secondary"
            size="sm"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logout().finally(() => setLeaving(false));
            }}
          >
            <LogoutIcon />
            {t('nav:account.logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}

/** The navbar of an administrator session: the brand and a "Sair" that ends that session. */
function AdminNavbar() {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const logout = useAdminLogout();
  return (
    <header className="navbar navbar--admin">
      <div className="navbar__inner container">
        <Link to={paths.admin} className="navbar__brand" aria-label={t('nav:adminHomeLink')}>
          <LogoMark size={32} />
          <span aria-hidden="true">{t('appName')}</span>
        </Link>
        <div className="navbar__end">
          <LanguageToggle className="navbar__lang" />
          <Button
            variant="secondary"
            size="sm"
            loading={logout.isPending}
            aria-label={t('nav:adminLogoutLabel')}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.landing, { replace: true }) })}
          >
            <LogoutIcon />
            {t('nav:adminLogout')}
          </Button>
        </div>
      </div>
    </header>
  );
}
