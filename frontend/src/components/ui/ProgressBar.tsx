import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import './progress-bar.css';

export interface ProgressBarProps {
  /** Percent, clamped to 0..100. */
  value: number;
  /** The accessible name, e.g. "Progresso para Explorador de Idiomas". */
  label: string;
  /** Read instead of the bare percent, e.g. "150 de 250 XP". */
  valueText?: string;
  /** `done` turns the fill green-gold (a goal reached). */
  tone?: 'primary' | 'done';
  /** A custom fill colour (a rank's colour); a hex value. */
  color?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A horizontal progress bar with `role="progressbar"`. */
export function ProgressBar({ value, label, valueText, tone = 'primary', color, size = 'md', className }: ProgressBarProps) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const fill: CSSProperties = { width: `${percent}%` };
  if (color && HEX_COLOR.test(color.trim())) fill.background = color.trim();
  return (
    <div
      className={cx('progress-bar', `progress-bar--${size}`, `progress-bar--${tone}`, className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
    >
      <span className="progress-bar__fill" style={fill} />
    </div>
  );
}
