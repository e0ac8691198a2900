import { Icon } from '../../../components/ui/icons';

export const FlameIcon = () => (
  <Icon size={18}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.5-2.3-5.6-4-7.7-.4 2-1.4 3.2-2.6 3.7.3-3.3-1.1-6.6-4.4-9.2.2 3.4-1.8 5.6-3.3 7.6C3.6 11.1 5 13.9 5 15.2 5 19.3 8 22 12 22z" />
  </Icon>
);

export const TrophyIcon = () => (
  <Icon size={18}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon size={16}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </Icon>
);

export const CommentIcon = () => (
  <Icon size={16}>
    <path d="M21 12a8 8 0 0 1-11.5 7.2L4 21l1.8-5.5A8 8 0 1 1 21 12z" />
  </Icon>
);

export const UploadIcon = () => (
  <Icon size={18}>
    <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon size={16}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const StarIcon = () => (
  <Icon size={18}>
    <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
  </Icon>
);
