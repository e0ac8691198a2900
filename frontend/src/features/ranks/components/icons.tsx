import { Icon } from '../../../components/ui/icons';

export const CheckIcon = () => (
  <Icon size={14} strokeWidth="3">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const LockIcon = () => (
  <Icon size={14} strokeWidth="2.4">
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

export const BigLockIcon = () => (
  <Icon size={12} strokeWidth="2.6">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);
