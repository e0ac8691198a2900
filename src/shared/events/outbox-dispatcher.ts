import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { PgListener } from '../notify/pg-listener.js';
import { TimedJobs } from '../jobs/timed-jobs.js';
import { EventHandlerRegistry, type RegisteredHandler } from './event-handler.registry.js';
import { EventScope } from './event-scope.js';
import type { IntegrationEvent, IntegrationEventType } from './integration-events.js';

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/**
 * An `update … returning` gives its rows in no promised order, whatever its sub-select's
 * `order by`: the claimed events are delivered oldest first, so a member's facts (days of a
 * streak) reach their handlers in the order they happened.
 */
function inOrderOfOccurrence(rows: OutboxRow[]): OutboxRow[] {
  return [...rows].sort((a, b) => new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime());
}

/** Events a single drain follows through handlers that publish further events. */
const MAX_CHAIN = 1000;
/** How long a claimed event stays invisible to other pollers while it is handled. */
const CLAIM_SECONDS = 60;
/** The channel a committed outbox row notifies (trigger in Migration20261122203000_outbox_notify). */
export const OUTBOX_CHANNEL = 'outbox_event';

/** Events claimed by one poll's query. */
const POLL_BATCH = 100;
/** Pruning runs at most this often per instance. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Dispatchers of the applications running in this process, latest last, for `withEventScope`. */
const running: OutboxDispatcher[] = [];

/**
 * Runs `fn` as one unit of work outside a request — a timer, a CLI script, a
 * stream connection — with a fresh event scope and ORM context, and dispatches
 * what it published once it settled (ADR 0005). Requests get the same through
 * the request middleware. Uses the application started in this process; with
 * several in one process (tests), call `OutboxDispatcher#withEventScope`.
 */
export function withEventScope<T>(fn: () => T | Promise<T>): Promise<T> {
  const dispatcher = running.at(-1);
  if (!dispatcher) return Promise.reject(new Error('withEventScope: no application with an event bus is running'));
  return dispatcher.withEventScope(fn);
}

/**
 * Delivers outbox events to their handlers (ADR 0005): right after the unit of
 * work that published them (request, timer, script) settles, at once when a
 * commit elsewhere notifies the `outbox_event` channel (this or another
 * instance), and by polling as a fallback: at start-up, after the listening
 * connection comes back, and every OUTBOX_POLL_INTERVAL_MS. Delivered events
 * older than OUTBOX_RETENTION_DAYS are pruned hourly, by one process of the
 * cluster (TimedJobs, ADR 0067).
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private timer?: NodeJS.Timeout;
  private polling?: Promise<unknown>;
  private unlisten?: () => Promise<void>;
  private stopReconnect?: () => void;
  private notified = new Set<string>();
  private wakeUp?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: EventHandlerRegistry,
    private readonly config: AppConfig,
    private readonly listener: PgListener,
    jobs: TimedJobs,
  ) {
    running.push(this);
    // Once across the cluster (ADR 0067), not once per instance.
    jobs.register('outbox.prune', PRUNE_EVERY_MS, async () => {
      const pruned = await this.prune();
      if (pruned > 0) this.logger.log(`Pruned ${pruned} delivered outbox events`);
    });
    // MikroORM finds a unit of work's EntityManager in the event scope (one
    // AsyncLocalStorage for both, the fork made on first use), else where it would.
    const root = orm.em;
    const otherwise = orm.config.get('context');
    orm.config.set('context', (name: string) => EventScope.entityManager(root) ?? otherwise(name));
  }

  async onApplicationBootstrap(): Promise<void> {
    const interval = this.config.get('OUTBOX_POLL_INTERVAL_MS');
    this.timer = setInterval(() => void this.pollOnce(), interval);
    this.timer.unref();
    this.stopReconnect = this.listener.onReconnect(() => void this.pollOnce());
    this.unlisten = await this.listener.listen(OUTBOX_CHANNEL, (id) => this.onNotified(id));
    void this.pollOnce();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    const index = running.indexOf(this);
    if (index >= 0) running.splice(index, 1);
    clearInterval(this.timer);
    this.stopReconnect?.();
    await this.unlisten?.().catch(() => undefined);
    await this.polling;
    await this.wakeUp;
  }

  /** See `withEventScope`: the same, on this application; a request passes its id. */
  withEventScope<T>(fn: () => T | Promise<T>, requestId?: string): Promise<T> {
    return EventScope.run(async () => {
      try {
        return await fn();
      } finally {
        await this.drainScope().catch((error: unknown) =>
          this.logger.warn(`Dispatch after a unit of work failed; the poller will retry: ${describe(error)}`),
        );
      }
    }, this.orm.em, this, requestId);
  }

  /** Dispatches what the current scope published, then what those handlers published. */
  async drainScope(): Promise<void> {
    for (let round = 0; round < MAX_CHAIN; round += 1) {
      const ids = EventScope.take();
      if (ids.length === 0) return;
      await this.dispatch(ids);
    }
    this.logger.warn('Event chain too long; the rest is left to the poller');
  }

  /** Delivers the given events, if they were committed and are not delivered yet. */
  async dispatch(ids: string[]): Promise<void> {
    const rows: OutboxRow[] = await this.orm.em
      .fork()
      .execute(
        'select id, type, payload, occurred_at from outbox_event where id in (?) and dispatched_at is null order by created_at',
        [ids],
      );
    for (const row of rows) await this.deliver(row);
  }

  /** Claims due events (safe across instances) and delivers them; returns how many. */
  async dispatchDue(limit = 100): Promise<number> {
    const rows: OutboxRow[] = await this.orm.em.fork().execute(
      `update outbox_event set next_attempt_at = now() + make_interval(secs => ?)
       where id in (
         select id from outbox_event
         where dispatched_at is null and next_attempt_at <= now()
         order by created_at limit ? for update skip locked)
       returning id, type, payload, occurred_at`,
      [CLAIM_SECONDS, limit],
    );
    await EventScope.run(async () => {
      for (const row of inOrderOfOccurrence(rows)) await this.deliver(row);
      await this.drainScope();
    });
    return rows.length;
  }

  /** Deletes delivered events (and their deduplication rows) older than the retention. */
  async prune(retentionDays = this.config.get('OUTBOX_RETENTION_DAYS')): Promise<number> {
    const rows: unknown[] = await this.orm.em.fork().execute(
      `with gone as (
         delete from outbox_event where id in (
           select id from outbox_event
           where dispatched_at is not null and dispatched_at < now() - make_interval(days => ?)
           limit 10000)
         returning id),
       forgotten as (delete from processed_event where event_id in (select id from gone))
       select id from gone`,
      [retentionDays],
    );
    return rows.length;
  }

  /**
   * Deletes the delivered events whose payload names `id` (and their deduplication rows) in the
   * caller's transaction, before their retention is over: an erased member's id leaves the
   * outbox with them (ADR 0108). An event not delivered yet stays until its handlers ran.
   */
  async forgetDelivered(em: EntityManager, id: string): Promise<void> {
    await em.execute(
      `with gone as (delete from outbox_event where dispatched_at is not null and strpos(payload::text, ?) > 0 returning id)
       delete from processed_event where event_id in (select id from gone)`,
      [id],
    );
  }

  /** Notified ids are collected for a tick and claimed together. */
  private onNotified(id: string): void {
    if (this.stopped || !/^[0-9a-f-]{36}$/i.test(id)) return;
    this.notified.add(id);
    this.wakeUp ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        while (this.notified.size > 0 && !this.stopped) {
          const ids = [...this.notified];
          this.notified.clear();
          await this.dispatchNotified(ids);
        }
      })
      .catch((error: unknown) => this.logger.warn(`Dispatch on notification failed; the poller will retry: ${describe(error)}`))
      .finally(() => {
        this.wakeUp = undefined;
      });
  }

  /**
   * Claims the notified events that are due (an event still inside the grace
   * of the scope that published it is left to that scope) and delivers them.
   */
  private async dispatchNotified(ids: string[]): Promise<void> {
    const rows: OutboxRow[] = await this.orm.em.fork().execute(
      `update outbox_event set next_attempt_at = now() + make_interval(secs => ?)
       where id in (
         select id from outbox_event
         where id in (?) and dispatched_at is null and next_attempt_at <= now()
         order by created_at for update skip locked)
       returning id, type, payload, occurred_at`,
      [CLAIM_SECONDS, ids],
    );
    if (rows.length === 0) return;
    await EventScope.run(async () => {
      for (const row of inOrderOfOccurrence(rows)) await this.deliver(row);
      await this.drainScope();
    });
  }

  /** One poll at a time; a full batch means more are due (a backlog, the demo history): it goes on until a batch is short. */
  private pollOnce(): Promise<unknown> {
    if (this.polling) return this.polling;
    this.polling = (async () => {
      while ((await this.dispatchDue(POLL_BATCH)) === POLL_BATCH && !this.stopped);
    })()
      .catch((error: unknown) => this.logger.warn(`Outbox poll failed: ${describe(error)}`))
      .finally(() => {
        this.polling = undefined;
      });
    return this.polling;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const event = {
      id: row.id,
      type: row.type as IntegrationEventType,
      payload: row.payload,
      occurredAt: new Date(row.occurred_at).toISOString(),
    } as IntegrationEvent;
    let failure: unknown;
    for (const handler of this.registry.handlersFor(row.type)) {
      try {
        await this.runOnce(handler, event);
      } catch (error) {
        failure ??= error;
        this.logger.error(
          { err: error, eventId: event.id, eventType: event.type, handler: handler.name },
          `Handler ${handler.name} failed for ${event.type}; it will be retried`,
        );
      }
    }
    const em = this.orm.em.fork();
    if (failure === undefined) {
      await em.execute('update outbox_event set dispatched_at = now(), last_error = null where id = ?', [
        row.id,
      ]);
    } else {
      await em.execute(
        `update outbox_event
         set attempts = attempts + 1, last_error = ?,
             next_attempt_at = now() + make_interval(secs => least(600, 5 * power(2, attempts)))
         where id = ?`,
        [describe(failure).slice(0, 2000), row.id],
      );
    }
  }

  /** Runs one handler in its own fork and transaction, at most once per event. */
  private async runOnce(handler: RegisteredHandler, event: IntegrationEvent): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const claimed: unknown[] = await em.execute(
        `insert into processed_event (event_id, handler, created_at) values (?, ?, now())
         on conflict do nothing returning event_id`,
        [event.id, handler.name],
      );
      if (claimed.length === 0) return;
      await handler.handle(event, em);
    });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
