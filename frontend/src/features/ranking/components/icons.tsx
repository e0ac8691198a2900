import { Icon } from '../../../components/ui/icons';

export const FlameIcon = () => (
  <Icon size={22}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.5-2.3-5.6-4-7.7-.4 2-1.4 3.2-2.6 3.7.3-3.3-1.1-6.6-4.4-9.2.2 3.4-1.8 5.6-3.3 7.6C3.6 11.1 5 13.9 5 15.2 5 19.3 8 22 12 22z" />
  </Icon>
);

export const StarIcon = () => (
  <Icon size={22}>
    <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
  </Icon>
);

export const MedalIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="15" r="6" />
    <path d="M8.5 10 5 2h4l3 6M15.5 10 19 2h-4l-1.6 3.2" />
  </Icon>
);

export const SmallFlameIcon = () => (
  <Icon size={14}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.5-2.3-5.6-4-7.7-.4 2-1.4 3.2-2.6 3.7.3-3.3-1.1-6.6-4.4-9.2.2 3.4-1.8 5.6-3.3 7.6C3.6 11.1 5 13.9 5 15.2 5 19.3 8 22 12 22z" />
  </Icon>
);
