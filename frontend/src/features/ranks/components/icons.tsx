import { Icon, type IconProps } from '../../../components/ui/icons';

export const CheckIcon = () => (
  <Icon size={14} strokeWidth="3">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

/** A padlock: a locked patente (14 px), or a badge not earned yet, smaller and bolder. */
export const LockIcon = (props: IconProps) => (
  <Icon size={14} strokeWidth="2.4" {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

export const TargetIcon = () => (
  <Icon size={14} strokeWidth="2.4">
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
  </Icon>
);
