import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppConfig } from '../../config/index.js';
import { PgPool } from '../pg-pool/index.js';
import { clusterMetricsReader } from './cluster-metrics.js';
import { WEB_VITAL_CLS_BUCKETS, WEB_VITAL_SECONDS_BUCKETS, type WebVitalName } from './web-vitals.js';

/**
 * What `/metrics` shows (ADR 0065), in Prometheus' text format: requests by
 * route template and status with their durations, open event streams, the
 * outbox's backlog and its oldest row's age (modules add their own, e.g. the mail
 * and push queues), the pool, all prefixed `poliglota_`, and Node's own figures
 * (event-loop lag, memory, CPU) under their standard, unprefixed names. One registry per application, so tests that run
 * several apps in one process keep them apart.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly vitalSeconds: Histogram<'route' | 'metric'>;
  private readonly vitalScores: Histogram<'route' | 'metric'>;
  /** The whole host's figures when this process is a worker of WEB_CONCURRENCY > 1, else null. */
  private readonly hostMetrics: (() => Promise<string>) | null;

  constructor(orm: MikroORM, pool: PgPool) {
    // Node's own figures under their standard names (process_resident_memory_bytes,
    // nodejs_eventloop_lag_seconds…), as the usual dashboards expect; ours are poliglota_*.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.hostMetrics = clusterMetricsReader(this.registry);
    this.requests = new Counter({
      name: 'poliglota_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'poliglota_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.vitalSeconds = new Histogram({
      name: 'poliglota_web_vitals_seconds',
      help: "Members' page-load times as their browsers measured them (LCP, INP, FCP, TTFB), by SPA route pattern",
      labelNames: ['route', 'metric'],
      buckets: WEB_VITAL_SECONDS_BUCKETS,
      registers: [this.registry],
    });
    this.vitalScores = new Histogram({
      name: 'poliglota_web_vitals_cls',
      help: "Members' cumulative layout shift as their browsers measured it, by SPA route pattern",
      labelNames: ['route', 'metric'],
      buckets: WEB_VITAL_CLS_BUCKETS,
      registers: [this.registry],
    });
    new Gauge({
      name: 'poliglota_db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.set({ state: 'in_use' }, pool.pool.totalCount - pool.pool.idleCount);
        this.set({ state: 'idle' }, pool.pool.idleCount);
        this.set({ state: 'waiting' }, pool.pool.waitingCount);
      },
    });
    this.gauges(
      {
        backlog: { name: 'poliglota_outbox_backlog', help: 'Integration events committed and not yet delivered' },
        oldest: { name: 'poliglota_outbox_oldest_age_seconds', help: 'Age of the oldest undelivered integration event (0 when none)' },
      },
      async () => {
        const [row] = await orm.em.fork().execute<{ backlog: string; oldest: string | null }[]>(
          `select count(*) as backlog, extract(epoch from now() - min(created_at)) as oldest
           from outbox_event where dispatched_at is null`,
        );
        return { backlog: Number(row?.backlog ?? 0), oldest: Number(row?.oldest ?? 0) };
      },
    );
  }

  /** A gauge whose value is read when scraped (e.g. a module's open streams). */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /**
   * Several gauges filled by one read when scraped (one query for a table's figures,
   * not one per gauge): prom-client starts every gauge's collect in the same tick, so
   * they share the read in flight.
   */
  gauges<K extends string>(specs: Record<K, { name: string; help: string }>, read: () => Promise<Record<K, number>>): void {
    let inFlight: Promise<Record<K, number>> | undefined;
    const once = () => {
      inFlight ??= read().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    };
    for (const key of Object.keys(specs) as K[]) {
      new Gauge({
        name: specs[key].name,
        help: specs[key].help,
        registers: [this.registry],
        // A table's figures are the database's: each worker reads the same, none adds to another's.
        aggregator: 'max',
        async collect() {
          this.set((await once())[key]);
        },
      });
    }
  }

  /** One browser measurement (`POST /api/vitals`): times arrive in milliseconds, CLS as its score. */
  observeWebVital(route: string, metric: WebVitalName, value: number): void {
    if (metric === 'CLS') this.vitalScores.observe({ route, metric }, value);
    else this.vitalSeconds.observe({ route, metric }, value / 1000);
  }

  /** Counts each answered request under its route template (`/api/courses/:id`), never its raw path. */
  observeRequests() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = performance.now();
      res.once('finish', () => {
        const template = (req.route as { path?: string } | undefined)?.path;
        const route = typeof template === 'string' ? `${req.baseUrl}${template}` : 'unmatched';
        const labels = { method: req.method, route, status: String(res.statusCode) };
        this.requests.inc(labels);
        this.durations.observe(labels, (performance.now() - started) / 1000);
      });
      next();
    };
  }

  /** `GET /metrics`, for METRICS_ALLOW's addresses or the METRICS_TOKEN bearer only. */
  endpoint(config: AppConfig) {
    const allowed = new Set(config.get('METRICS_ALLOW'));
    const token = config.get('METRICS_TOKEN');
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.method !== 'GET') {
        next();
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const address = (req.ip ?? '').replace(/^::ffff:/, '');
      if (!(token && bearer && same(bearer, token)) && !allowed.has(address)) {
        res.status(403).json({ statusCode: 403, error: 'Você não tem permissão para esta ação.', message: 'Você não tem permissão para esta ação.', code: 'FORBIDDEN' });
        return;
      }
      // With WEB_CONCURRENCY > 1, one scrape answers for every worker of the host (ADR 0095).
      void (this.hostMetrics ?? (() => this.registry.metrics()))().then(
        (text) => {
          res.setHeader('Content-Type', this.registry.contentType);
          res.setHeader('Cache-Control', 'no-store');
          res.end(text);
        },
        (error: unknown) => next(error),
      );
    };
  }
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
