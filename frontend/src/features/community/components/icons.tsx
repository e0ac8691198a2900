import { Icon } from '../../../components/ui/icons';

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon size={18} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
  </Icon>
);

export const CommentIcon = () => (
  <Icon size={18}>
    <path d="M21 12a8 8 0 0 1-11.5 7.2L4 21l1.8-5.5A8 8 0 1 1 21 12z" />
  </Icon>
);

export const PinIcon = () => (
  <Icon size={14}>
    <path d="M9 4h6l-1 6 4 3v2H6v-2l4-3zM12 15v6" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon size={14}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const InfoIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5V7" />
  </Icon>
);

export const PenIcon = () => (
  <Icon size={18}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);
