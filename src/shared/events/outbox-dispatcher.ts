import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { EventHandlerRegistry, type RegisteredHandler } from './event-handler.registry.js';
import { EventScope } from './event-scope.js';
import type { IntegrationEvent, IntegrationEventType } from './integration-events.js';

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/** Events a single drain follows through handlers that publish further events. */
const MAX_CHAIN = 1000;
/** How long a claimed event stays invisible to other pollers while it is handled. */
const CLAIM_SECONDS = 60;

/**
 * Delivers outbox events to their handlers (ADR 0005): right after a request
 * commits (through the dispatch interceptor), and by polling for anything left
 * undelivered: at start-up and every OUTBOX_POLL_INTERVAL_MS.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private timer?: NodeJS.Timeout;
  private polling?: Promise<unknown>;

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: EventHandlerRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.get('OUTBOX_POLL_INTERVAL_MS');
    this.timer = setInterval(() => void this.pollOnce(), interval);
    this.timer.unref();
    void this.pollOnce();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.polling;
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
      for (const row of rows) await this.deliver(row);
      await this.drainScope();
    });
    return rows.length;
  }

  private pollOnce(): Promise<unknown> {
    if (this.polling) return this.polling;
    this.polling = this.dispatchDue()
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
