import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { MoreIcon } from './icons';
import { useMenuButton } from './useMenuButton';
import './item-menu.css';

const CloseMenu = createContext<(returnFocus: boolean) => void>(() => undefined);

export interface ItemMenuProps {
  /** The button's name, saying whose item it acts on, e.g. "Mais ações: mensagem de Ana". */
  label: string;
  /** `MenuItem`s, each of which may render nothing (e.g. reporting one's own item). */
  children: ReactNode;
  className?: string;
}

/**
 * The "⋯" menu of one item (a post, a comment, a chat message, a profile). Its items stay mounted
 * while it is closed, so a dialog an item opens outlives the menu; the button shows only when at
 * least one item rendered, so an item nobody may act on has no empty menu.
 */
export function ItemMenu({ label, children, className }: ItemMenuProps) {
  const { open, close, rootRef, menuRef, buttonProps, menuProps } = useMenuButton();
  const [hasItems, setHasItems] = useState(false);

  // Items decide for themselves (a context may change what they render), so the panel is watched.
  useLayoutEffect(() => {
    const panel = menuRef.current;
    if (!panel) return;
    const check = () => setHasItems(panel.querySelector('[role="menuitem"]') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [menuRef]);

  return (
    <div className={cx('item-menu', className)} ref={rootRef}>
      {hasItems && (
        <button {...buttonProps} type="button" className="icon-button item-menu__button" aria-label={label} title={label}>
          <MoreIcon />
        </button>
      )}
      <div {...menuProps} aria-label={label} className="item-menu__panel" hidden={!open}>
        <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
      </div>
    </div>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  /** Runs after the menu closed and focus went back to its button (a dialog then returns it there). */
  onSelect: () => void;
}

/** One action of an ItemMenu. */
export function MenuItem({ children, onSelect }: MenuItemProps) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="item-menu__item"
      onClick={() => {
        close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
