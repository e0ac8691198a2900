import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, type DayPoint } from '../model/reportFigures';

export interface DailyChartProps {
  /** One value per São Paulo day, oldest first. */
  points: readonly DayPoint[];
  /** The series' name in the reader's language (legend and tooltip). */
  seriesLabel: string;
  /** The x axis' name in the legend ("Dia"). */
  dayLabel: string;
  /** The reader's BCP 47 tag, for the axis dates and numbers. */
  locale: string;
  /** Bar colour; chosen for contrast against the white card (ADR 0035). */
  color: string;
  /** What a screen reader hears instead of the canvas. */
  summary: string;
  height?: number;
  testId?: string;
}

const AXIS_COLOR = '#4b5867';
const GRID_COLOR = '#e3e8ec';

/**
 * Bars per day drawn by uPlot on a canvas (ADR 0035). The canvas follows its container's width
 * (ResizeObserver), so the chart shrinks to a phone's width; the figure carries a text summary.
 */
export function DailyChart({ points, seriesLabel, dayLabel, locale, color, summary, height = 220, testId }: DailyChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const data = useMemo(() => chartColumns(points), [points]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const axisDay = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
    const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      legend: { show: true, live: true },
      cursor: { y: false, points: { show: false } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
      axes: [
        {
          stroke: AXIS_COLOR,
          grid: { show: false },
          ticks: { stroke: GRID_COLOR },
          values: (_u, splits) => splits.map((s) => axisDay.format(new Date(s * 1000))),
        },
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR },
          ticks: { show: false },
          size: 48,
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? number.format(s) : '')),
        },
      ],
      series: [
        { label: dayLabel, value: (_u, v) => (v == null ? '' : fullDay.format(new Date(v * 1000))) },
        {
          label: seriesLabel,
          stroke: color,
          fill: color,
          width: 0,
          paths: uPlot.paths.bars!({ size: [0.7, 28], align: 0 }),
          points: { show: false },
          value: (_u, v) => (v == null ? '' : number.format(v)),
        },
      ],
    };
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [data, seriesLabel, dayLabel, locale, color, height]);

  return <div ref={container} className="admin-chart" role="img" aria-label={summary} data-testid={testId} />;
}
