import type { ReactNode } from 'react';

export interface NavbarActionsProps {
  /**
   * `bar`: the top navbar, next to the language toggle (settings icon, notification bell,
   * avatar menu). `menu`: the bottom of the mobile slide-in menu (name, e-mail, view profile,
   * logout), where the bar has no room.
   */
  placement: 'bar' | 'menu';
}

/**
 * Slot for the signed-in member's controls, filled by the identity work. Renders nothing until
 * then; AppLayout already places it in both spots.
 */
export const NavbarActions: (props: NavbarActionsProps) => ReactNode = () => null;
