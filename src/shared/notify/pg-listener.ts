import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DatabaseSettings } from '../../database/database-settings.js';

type PayloadHandler = (payload: string) => void;

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

/**
 * PostgreSQL LISTEN on one dedicated connection per instance, shared by every
 * channel. When the connection drops it reconnects with back-off and listens
 * again; a failure is logged, never thrown into the process. Messages sent while
 * disconnected are lost, so subscribers must be able to catch up from the rows
 * (payloads are ids).
 */
@Injectable()
export class PgListener implements OnApplicationShutdown {
  private readonly logger = new Logger(PgListener.name);
  private readonly handlers = new Map<string, Set<PayloadHandler>>();
  private client?: pg.Client;
  private connecting?: Promise<pg.Client | undefined>;
  private backoff = MIN_BACKOFF_MS;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;
  /** Called after a reconnect, so subscribers can catch up on what they missed. */
  private readonly reconnectHooks = new Set<() => void>();
  private hadClient = false;
  /** Names this instance's connection in pg_stat_activity. */
  readonly applicationName = `poliglota-listener-${process.pid}-${randomBytes(3).toString('hex')}`;

  constructor(private readonly settings: DatabaseSettings) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    assertChannel(channel);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    if (first) {
      const client = await this.connection();
      if (client) await this.safeQuery(client, `listen ${quoteIdent(channel)}`);
    }
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.client) await this.safeQuery(this.client, `unlisten ${quoteIdent(channel)}`);
    };
  }

  /** Registers a callback run after each reconnect (messages may have been missed). */
  onReconnect(hook: () => void): () => void {
    this.reconnectHooks.add(hook);
    return () => this.reconnectHooks.delete(hook);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client | undefined> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client | undefined> {
    if (this.closed) return undefined;
    const client = new pg.Client({ connectionString: this.settings.clientUrl, application_name: this.applicationName });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          this.logger.error({ err: error, channel: message.channel }, 'A LISTEN handler failed');
        }
      }
    });
    client.on('error', (error) => {
      this.logger.warn(`LISTEN connection error: ${error.message}`);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      this.logger.warn(`LISTEN connection failed: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return undefined;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return undefined;
    }
    const wasReconnect = this.backoff > MIN_BACKOFF_MS || this.hadClient;
    this.client = client;
    this.hadClient = true;
    this.backoff = MIN_BACKOFF_MS;
    if (wasReconnect) for (const hook of this.reconnectHooks) hook();
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.backoff;
    this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.handlers.size > 0) void this.connection();
    }, delay);
    this.retryTimer.unref();
  }

  private async safeQuery(client: pg.Client, sql: string): Promise<void> {
    try {
      await client.query(sql);
    } catch (error) {
      this.logger.warn(`LISTEN command failed (${sql}): ${(error as Error).message}`);
    }
  }
}

/**
 * Sends a notification in the caller's transaction: PostgreSQL delivers it at
 * commit, and never if the transaction rolls back. Keep payloads to ids.
 */
export async function notify(em: EntityManager, channel: string, payload: string): Promise<void> {
  assertChannel(channel);
  await em.execute('select pg_notify(?, ?)', [channel, payload]);
}

function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

function quoteIdent(channel: string): string {
  return `"${channel}"`;
}
