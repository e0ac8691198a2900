import { Icon } from '../../../components/ui/icons';

export const MedalIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="15" r="6" />
    <path d="M8.5 10 5 2h4l3 6M15.5 10 19 2h-4l-1.6 3.2" />
  </Icon>
);
