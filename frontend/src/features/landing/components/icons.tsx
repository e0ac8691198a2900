import type { ReactNode } from 'react';
import { Icon as BaseIcon } from '../../../components/ui/icons';

export { ArrowRightIcon, ChatIcon, CommunityIcon, CoursesIcon, FlameIcon, RankingIcon } from '../../../components/ui/icons';

/** Landing illustrations use the shared frame, 24 px unless told otherwise. */
const Icon = ({ children, size = 24 }: { children: ReactNode; size?: number }) => (
  <BaseIcon size={size}>{children}</BaseIcon>
);

export const XpIcon = () => (
  <Icon>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon size={18}>
    <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
  </Icon>
);

export const SendIcon = () => (
  <Icon size={20}>
    <path d="m22 2-7 20-4-9-9-4z" />
    <path d="M22 2 11 13" />
  </Icon>
);
