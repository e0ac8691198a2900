import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { readableBackground } from '../../lib/contrast';
import { useRankName } from '../../lib/useRankName';
import './rank-badge.css';

export interface RankBadgeProps {
  level: number;
  rankName: string | null | undefined;
  /** The rank's badge colour, e.g. `#6b7280`. */
  color?: string | null;
  textColor?: string | null;
  className?: string;
}

const DEFAULT_COLOR = '#6b7280';
const DEFAULT_TEXT_COLOR = '#ffffff';
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function safeColor(value: string | null | undefined, fallback: string): string {
  return value && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;
}

/**
 * A member's level in their rank's colours (`Nv.3`, from `common:level`), with the rank name for
 * assistive technology and as a tooltip. Shown only when the level is above 0 and a rank name is
 * present.
 */
export function RankBadge({ level, rankName, color, textColor, className }: RankBadgeProps) {
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
      <span className="visually-hidden">{` (${name})`}</span>
    </span>
  );
}
