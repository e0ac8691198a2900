import './navbar.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../i18n';
import { cx } from '../../lib/cx';
import { CloseIcon } from '../../components/ui/icons';
import { LanguageToggle } from './LanguageToggle';
import { NavbarActions } from './NavbarActions';
import { NavLinks, type NavItem } from './navLinks';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The links the navbar shows (fewer for guests). */
  navItems: readonly NavItem[];
}

/** Slide-in navigation for phones; a modal dialog while open. */
export function MobileMenu({ id, open, onClose, navItems }: MobileMenuProps) {
  const { t } = useTranslation(NAMESPACES);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      // Keep Tab inside the dialog: it is modal, the page behind is covered.
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-open-menu');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-open-menu');
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <div id={id} className={cx('mobile-menu', open && 'is-open')}>
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="mobile-menu__header">
          <span id={titleId} className="mobile-menu__title">
            {t('nav:menuTitle')}
          </span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('nav:closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav:mainLabel')}>
          <NavLinks items={navItems} block="mobile-menu" withIcons onNavigate={onClose} />
        </nav>
        <div className="mobile-menu__footer">
          <LanguageToggle />
          <NavbarActions placement="menu" onNavigate={onClose} />
        </div>
      </div>
    </div>
  );
}
