import { randomBytes } from 'node:crypto';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DatabaseSettings } from '../../config/index.js';

/**
 * Back-off between reconnection attempts: 0.25 s doubling up to 1 s, never more,
 * so live streams resume within about a second of the database's return after an
 * outage of any length (ADR 0059). One connection attempt a second per instance
 * costs the database nothing.
 */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 1_000;

type PayloadHandler = (payload: string) => void;

/**
 * Sends a PostgreSQL notification in the caller's transaction: listeners (in
 * this and every other instance) receive it when that transaction commits,
 * and never if it rolls back.
 */
export async function notify(em: EntityManager, channel: string, payload: string): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [channel, payload]);
}

/**
 * One dedicated connection per instance that LISTENs on the channels asked
 * for (ADR 0005). It connects on the first `listen`, reconnects with back-off
 * when the connection drops, logs, and never crashes the process. Notifications
 * sent while it was disconnected are lost: subscribers that cannot afford that
 * catch up in `onReconnect` (the outbox dispatcher polls).
 */
@Injectable()
export class PgListener implements OnApplicationShutdown {
  private readonly logger = new Logger(PgListener.name);
  private readonly handlers = new Map<string, Set<PayloadHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private retries = 0;
  private closed = false;

  /** Names this instance's listening connection in pg_stat_activity. */
  readonly applicationName = `poliglota-listener-${process.pid}-${randomBytes(3).toString('hex')}`;

  constructor(private readonly settings: DatabaseSettings) {}

  /** Calls `onPayload` for every notification on `channel`; resolves to an unsubscribe. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    // Channels are names we choose in code; anything else is a mistake worth failing loudly.
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    if (first) await this.command(`listen ${pg.escapeIdentifier(channel)}`);
    else void this.ensureConnected().catch((error: unknown) => this.logger.error(`Listening connection failed: ${describe(error)}`));
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.command(`unlisten ${pg.escapeIdentifier(channel)}`);
    };
  }

  /** True while the listening connection is up: notifications on its channels arrive. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /**
   * Resolves once the notifications of every transaction committed before the
   * call have been handed to their handlers: a round trip on the listening
   * connection, whose answer PostgreSQL sends after the notifications already
   * signalled to it. For checks that must see another instance's change at once
   * (a stream's session after a ban); without a connection there is nothing to wait for.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await client.query('select 1').catch(() => undefined);
  }

  /** Called after the connection came back: notifications may have been missed meanwhile. */
  onReconnect(fn: () => void): () => void {
    this.reconnectHandlers.add(fn);
    return () => this.reconnectHandlers.delete(fn);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Runs a LISTEN/UNLISTEN now if connected; (re)connecting issues every LISTEN anyway. */
  private async command(sql: string): Promise<void> {
    if (this.closed) return;
    if (!this.client) {
      await this.ensureConnected();
      return;
    }
    try {
      await this.client.query(sql);
    } catch (error) {
      this.logger.warn(`${sql} failed; it is repeated on reconnection: ${describe(error)}`);
    }
  }

  private ensureConnected(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.settings.clientUrl, application_name: this.applicationName });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      const set = this.handlers.get(message.channel);
      for (const handler of set ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          this.logger.error(`A ${message.channel} notification handler failed: ${describe(error)}`);
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleRetry(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    const reconnected = this.retries > 0;
    this.retries = 0;
    this.client = client;
    if (reconnected) {
      this.logger.log('Listening connection restored');
      for (const fn of this.reconnectHandlers) fn();
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.scheduleRetry(error);
  }

  private scheduleRetry(error: unknown): void {
    if (this.closed) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.retries);
    this.retries += 1;
    this.logger.warn(`Listening connection unavailable (${describe(error)}); retrying in ${delay} ms`);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.ensureConnected(), delay);
    this.retryTimer.unref();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
