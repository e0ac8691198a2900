import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]';

/**
 * The menu-button pattern (WAI-ARIA APG): the button opens the menu on click or an arrow key, the
 * arrows, Home and End move between its items, Escape closes it and returns focus to the button,
 * Tab closes it and lets focus move on, a pointer down elsewhere closes it.
 * Spread `buttonProps` on the button and `menuProps` on the element with `role="menu"`.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    (focusOnOpen.current === 'last' ? all[all.length - 1] : all[0])?.focus();

    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from a dialog an item opened (a portal, so its events bubble here) are not the menu's.
    if (!menuRef.current?.contains(event.target as Node)) return;
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        // Let focus move on to the next control; the menu closes behind it.
        return close(false);
    }
  };

  return {
    open,
    close,
    rootRef,
    menuRef,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openWith('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { id: menuId, ref: menuRef, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}
