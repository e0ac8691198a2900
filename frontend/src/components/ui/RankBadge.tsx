import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { readableBackground } from '../../lib/contrast';
import { useRankName } from '../../lib/useRankName';
import './rank-badge.css';

/**
 * A patente as the API sends it (`name`), or a member row that carries its patente (`rank_name`):
 * such a row's `name` is the member's, so `rank_name` wins when both are there.
 */
export interface RankLike {
  level: number;
  name?: string | null;
  rank_name?: string | null;
  badge_color?: string | null;
  text_color?: string | null;
}

export type RankBadgeProps = { className?: string } & (
  | {
      rank: RankLike;
      /** The member's level where it is given beside the rank. */
      level?: number;
    }
  | {
      level: number;
      rankName: string | null | undefined;
      /** The rank's badge colour, e.g. `#6b7280`. */
      color?: string | null;
      textColor?: string | null;
    }
);

const DEFAULT_COLOR = '#6b7280';
const DEFAULT_TEXT_COLOR = '#ffffff';
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function safeColor(value: string | null | undefined, fallback: string): string {
  return value && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;
}

/**
 * A member's level in their rank's colours (`Nv.3`, from `common:level`), with the rank named for
 * assistive technology ("Patente: Ouro", `common:rankLabel`) and as a tooltip. Shown only when the level is above 0 and a rank name is
 * present.
 */
export function RankBadge(props: RankBadgeProps) {
  const { level, rankName, color, textColor } =
    'rank' in props
      ? { level: props.level ?? props.rank.level, rankName: props.rank.rank_name ?? props.rank.name, color: props.rank.badge_color, textColor: props.rank.text_color }
      : props;
  const { className } = props;
  const { t } = useTranslation();
  const name = useRankName()(rankName);
  if (!(level > 0) || !name) return null;
  return (
    <span
      className={cx('rank-badge', className)}
      style={{ backgroundColor: readableBackground(safeColor(color, DEFAULT_COLOR), safeColor(textColor, DEFAULT_TEXT_COLOR)), color: safeColor(textColor, DEFAULT_TEXT_COLOR) }}
      title={name}
    >
      {t('level', { level })}
      <span className="visually-hidden">{`, ${t('rankLabel', { rank: name })}`}</span>
    </span>
  );
}
