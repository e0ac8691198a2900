import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { requestLimits } from './api/limits';
import { routePatternOf } from './route-pattern';

/**
 * Real members' page speed (LCP, INP, CLS, FCP, TTFB, measured by `web-vitals`) sent to
 * `POST /api/vitals` with the route's pattern, never the URL, and no member id (ADR 0112).
 * Batched and sent with `navigator.sendBeacon` when the page is hidden, so it costs the page
 * nothing while it is used.
 */
const ENDPOINT = '/api/vitals';
/** The server's limit of one batch, from its DTO (ADR 0045). */
const BATCH_MAX = requestLimits.WebVitalsBatchDto.metrics.maxItems;
/** Page loads that report: half, enough for each page's p75 without a beacon from every visit. */
const SAMPLE_RATE = 0.5;

interface VitalReport {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  route: string;
  navigationType: Metric['navigationType'];
}

export function startVitals(random: () => number = Math.random): void {
  if (random() >= SAMPLE_RATE || typeof navigator.sendBeacon !== 'function') return;
  const queue: VitalReport[] = [];
  const flush = () => {
    while (queue.length > 0) {
      const metrics = queue.splice(0, BATCH_MAX);
      navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify({ metrics })], { type: 'application/json' }));
    }
  };
  const add = (metric: Metric) => {
    const route = routePatternOf(window.location.pathname);
    if (!route) return;
    queue.push({ name: metric.name, value: metric.value, rating: metric.rating, route, navigationType: metric.navigationType });
    if (queue.length >= BATCH_MAX) flush();
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onFCP(add);
  onTTFB(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
