import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../i18n';
import { Link, useLocation } from 'react-router-dom';
import { cx } from '../../lib/cx';
import { paths } from '../../lib/paths';
import { LogoMark, MenuIcon } from './icons';
import { LanguageToggle } from './LanguageToggle';
import { MobileMenu } from './MobileMenu';
import { NavbarActions } from './NavbarActions';
import { isNavItemActive, mainNavItems } from './navLinks';

// Keep in sync with the 768px breakpoint in global.css.
const DESKTOP_QUERY = '(min-width: 768px)';
const MOBILE_MENU_ID = 'mobile-menu';

export function Navbar() {
  const { t } = useTranslation(NAMESPACES);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The slide-in menu does not exist on wide screens; do not leave it open (and the page
  // scroll-locked) after a rotation or a window resize.
  useEffect(() => {
    if (!menuOpen) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link to={paths.dashboard} className="navbar__brand">
          <LogoMark size={32} />
          <span>{t('appName')}</span>
        </Link>

        <nav className="navbar__nav" aria-label={t('nav:mainLabel')}>
          <ul className="navbar__links">
            {mainNavItems.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={cx('navbar__link', active && 'is-active')}
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
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
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
