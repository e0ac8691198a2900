import { Icon } from '../../../components/ui/icons';

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
