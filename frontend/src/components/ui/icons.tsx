import { useId, type ReactNode, type SVGProps } from 'react';

/** What every glyph accepts: a size in pixels, and any SVG attribute (stroke width, fill...). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** The frame every line icon shares: 24×24 grid, current colour, hidden from assistive tech. */
export function Icon({ children, size = 20, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const DashboardIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </Icon>
);

export const CoursesIcon = () => (
  <Icon>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2z" />
    <path d="M6 21h13v-3" />
  </Icon>
);

export const CommunityIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
  </Icon>
);

/** A pen over a tick: the corrections. */
export const CorrectionsIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M14 20l2.5 2.5L21 18" />
  </Icon>
);

/** Two cards and a turning arrow: the review deck. */
export const ReviewIcon = () => (
  <Icon>
    <rect x="3" y="6" width="12" height="15" rx="2" />
    <path d="M7 3h10a2 2 0 0 1 2 2v9" />
    <path d="M21 18l-2 2-2-2" />
  </Icon>
);

/** A trophy: the ranking. */
export const RankingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </Icon>
);

export const RanksIcon = () => (
  <Icon>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
  </Icon>
);

/** The chat: the speech bubble of comments, at the navigation's size. */
export const ChatIcon = () => <CommentIcon size={20} />;

export const MenuIcon = () => (
  <Icon width="24" height="24">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const PlayIcon = ({ size = 28, ...props }: IconProps) => (
  <Icon size={size} fill="currentColor" strokeWidth="0" {...props}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </Icon>
);

export const LockIcon = ({ size = 20, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

export const CloseIcon = ({ size = 24, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

/** The brand mark: a speech bubble holding a "P". */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
  <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--color-primary)" />
        <stop offset="1" stopColor="var(--color-accent)" />
      </linearGradient>
    </defs>
    <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
    <path d="M14 18a6 6 0 0 1 6-6h24a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H28l-9 8v-8h1a6 6 0 0 1-6-6z" fill="#fff" />
    <path d="M27 20h7.5a6 6 0 0 1 0 12H31v4h-4zm4 4v4h3.5a2 2 0 0 0 0-4z" fill="var(--color-primary)" />
  </svg>
  );
}

/** A seedling: something is growing here. Used by "coming soon" placeholders. */
export const SeedlingIcon = () => (
  <Icon width="32" height="32" strokeWidth="1.8">
    <path d="M12 21v-9" />
    <path d="M12 12C12 8 9 5 4 5c0 4 3 7 8 7z" />
    <path d="M12 14c0-3.5 2.5-6 7-6 0 3.5-2.5 6-7 6z" />
    <path d="M7 21h10" />
  </Icon>
);

export const SettingsIcon = ({ size = 22, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
  </Icon>
);

export const LogoutIcon = ({ size = 18, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
  </Icon>
);

export const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
  </Icon>
);

/** A flame: the daily streak. */
export const FlameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.5-2.3-5.6-4-7.7-.4 2-1.4 3.2-2.6 3.7.3-3.3-1.1-6.6-4.4-9.2.2 3.4-1.8 5.6-3.3 7.6C3.6 11.1 5 13.9 5 15.2 5 19.3 8 22 12 22z" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/** Likes: outlined, or filled while the reader likes it. */
export const HeartIcon = ({ filled = false, size = 18, ...props }: IconProps & { filled?: boolean }) => (
  <Icon size={size} fill={filled ? 'currentColor' : 'none'} {...props}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
  </Icon>
);

export const CommentIcon = ({ size = 18, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <path d="M21 12a8 8 0 0 1-11.5 7.2L4 21l1.8-5.5A8 8 0 1 1 21 12z" />
  </Icon>
);

/** "Go on": a link to a fuller page (a stat card's, the landing page's calls to action). */
export const ArrowRightIcon = ({ size = 20, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** Three dots: "more actions" on an item. */
export const MoreIcon = ({ size = 20, ...props }: IconProps) => (
  <Icon size={size} {...props}>
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="19" cy="12" r="1" fill="currentColor" />
  </Icon>
);
