import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Metrics } from '../../../shared/metrics/metrics.js';
import { PgListener } from '../../../shared/notify/pg-listener.js';
import { Clock } from '../../../shared/time/index.js';
import { MEMBER_EVENT_CHANNEL, localiseLiveData, sseFrame } from '../domain/live-events.js';
import type { NotificationLanguage } from '../domain/notification-messages.js';
import { EventStreamsExhaustedError } from './identity.errors.js';
import { NotificationsService, type NotificationView } from './notifications.service.js';
import { MemberEventRepository, type MemberEventRecord } from './ports/persistence.js';

/** Open streams one member may hold on an instance (their tabs). */
export const MAX_STREAMS_PER_MEMBER = 10;
/** Open streams one instance serves; beyond, 503 and the SPA polls instead. */
export const MAX_STREAMS_PER_INSTANCE = 5000;
export const STREAM_HEARTBEAT_MS = 20_000;
/** How far back a reconnecting tab is caught up (Last-Event-ID); older events are pruned. */
export const REPLAY_WINDOW_MS = 15 * 60_000;
const RETENTION_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const CATCH_UP_BATCH = 200;
/** A consumer this far behind is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1_000_000;

/** One open `GET /api/events` response, as the hub sees it. */
export interface MemberStreamSink {
  readonly memberId: string;
  /** The language its notifications and texts are rendered in. */
  readonly language: NotificationLanguage;
  /** The seq of the last event this stream has seen (its Last-Event-ID). */
  lastSeq: number;
  /** Writes a chunk. Returns the bytes still buffered. */
  write(chunk: string): number;
  end(): void;
  /** Whether the stream's session still exists (logout and ban end sessions). */
  stillValid(): Promise<boolean>;
}

export type MemberStreamEndReason = 'session_ended' | 'shutdown' | 'overflow';

/**
 * Fans a member's events out to the member's tabs open on this instance
 * (ADR 0060), the way the chat fans out a room (ADR 0024): every instance
 * LISTENs on `member_event` through the one PgListener connection; a signal
 * carries a member id and the instance reads that member's new events once,
 * whatever the number of their tabs. Work per member is serialised, so a tab
 * never receives an event twice or out of order.
 */
@Injectable()
export class MemberStreamHub implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MemberStreamHub.name);
  private readonly members = new Map<string, Set<MemberStreamSink>>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Streams whose session is being checked again: nothing is sent to them meanwhile. */
  private readonly checking = new Map<MemberStreamSink, number>();
  private total = 0;
  private listening?: Promise<unknown>;
  private heartbeat?: NodeJS.Timeout;
  private pruning?: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly listener: PgListener,
    private readonly events: MemberEventRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    metrics: Metrics,
  ) {
    metrics.gauge('poliglota_member_streams_open', 'Member event streams (/api/events) open on this process', () => this.total);
  }

  get openStreams(): number {
    return this.total;
  }

  /** Refuses a stream beyond the limits; call before sending any header. */
  assertCapacity(memberId: string): void {
    if (this.closing || this.total >= MAX_STREAMS_PER_INSTANCE) throw new EventStreamsExhaustedError('instance', 10);
    if ((this.members.get(memberId)?.size ?? 0) >= MAX_STREAMS_PER_MEMBER) throw new EventStreamsExhaustedError('member', 30);
  }

  /** Where a new stream without Last-Event-ID starts: after the member's latest event. */
  latestSeq(memberId: string): Promise<number> {
    return this.events.latestSeq(memberId);
  }

  /**
   * Registers an open stream, sends it what it missed since its lastSeq (within
   * the replay window), then `ready` and the unread count as it is now: a count
   * is a state, so a resumed tab gets it whole.
   */
  async open(sink: MemberStreamSink): Promise<void> {
    this.assertCapacity(sink.memberId);
    let set = this.members.get(sink.memberId);
    if (!set) {
      set = new Set();
      this.members.set(sink.memberId, set);
    }
    set.add(sink);
    this.total += 1;
    this.startTimers();
    // Registered before listening: whatever is signalled meanwhile, the catch-up reads.
    await this.ensureListening();
    await this.catchUp(sink.memberId);
    await this.forMember(sink.memberId, async () => {
      if (!this.isOpen(sink)) return;
      this.send(sink, sseFrame('ready', { last_event_id: sink.lastSeq }));
      this.send(sink, sseFrame('unread', { count: await this.notifications.countUnread(sink.memberId) }));
    });
  }

  close(sink: MemberStreamSink): void {
    const set = this.members.get(sink.memberId);
    if (!set?.delete(sink)) return;
    if (set.size === 0) this.members.delete(sink.memberId);
    this.checking.delete(sink);
    this.total -= 1;
  }

  /**
   * The stream's session changed or ended (a NOTIFY of `http_session_changed`,
   * from any instance): nothing more is sent to it until its session is read
   * again; gone, the stream ends at once. Called synchronously from the
   * notification, so an event committed after a ban never reaches the stream.
   */
  recheck(sink: MemberStreamSink): void {
    if (!this.isOpen(sink)) return;
    this.checking.set(sink, (this.checking.get(sink) ?? 0) + 1);
    void sink
      .stillValid()
      .catch(() => true)
      .then((valid) => {
        const left = (this.checking.get(sink) ?? 1) - 1;
        if (left > 0) this.checking.set(sink, left);
        else this.checking.delete(sink);
        if (!valid) this.end(sink, 'session_ended');
        else if (left <= 0) void this.catchUp(sink.memberId);
      });
  }

  /** Ends the streams whose session is gone. Runs with every heartbeat, as a safety net. */
  async revalidate(): Promise<void> {
    const sinks = [...this.members.values()].flatMap((set) => [...set]);
    if (sinks.length === 0) return;
    await this.listener.sync();
    await Promise.all(
      sinks.map(async (sink) => {
        const valid = await sink.stillValid().catch(() => true);
        if (!valid) this.end(sink, 'session_ended');
      }),
    );
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    clearInterval(this.pruning);
    for (const set of [...this.members.values()]) for (const sink of [...set]) this.end(sink, 'shutdown');
  }

  private isOpen(sink: MemberStreamSink): boolean {
    return this.members.get(sink.memberId)?.has(sink) === true;
  }

  private end(sink: MemberStreamSink, reason: MemberStreamEndReason): void {
    this.close(sink);
    try {
      sink.write(sseFrame('end', { reason }));
    } catch {
      // The connection is already gone.
    }
    sink.end();
  }

  private send(sink: MemberStreamSink, chunk: string): void {
    if (sink.write(chunk) > MAX_BUFFERED_BYTES) this.end(sink, 'overflow');
  }

  private ensureListening(): Promise<unknown> {
    this.listening ??= this.listener
      .listen(MEMBER_EVENT_CHANNEL, (memberId) => {
        if (this.members.has(memberId)) void this.catchUp(memberId);
      })
      .then(() => {
        // Signals sent while the connection was down are lost: read the rows again.
        this.listener.onReconnect(() => {
          for (const memberId of this.members.keys()) void this.catchUp(memberId);
        });
      });
    return this.listening;
  }

  private startTimers(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.members.values()) for (const sink of set) this.send(sink, ': heartbeat\n\n');
      void this.revalidate();
    }, STREAM_HEARTBEAT_MS);
    this.heartbeat.unref();
    // Pruning is idempotent: every instance may run it; one delete of old rows each time.
    this.pruning = setInterval(() => {
      this.events
        .pruneBefore(new Date(this.clock.now().getTime() - RETENTION_MS))
        .catch((error: unknown) => this.logger.warn({ err: error }, 'Pruning member events failed'));
    }, PRUNE_EVERY_MS);
    this.pruning.unref();
  }

  /** Runs a member's work one at a time, in arrival order. */
  private forMember(memberId: string, work: (sinks: MemberStreamSink[]) => Promise<void>): Promise<void> {
    const previous = this.chains.get(memberId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const sinks = [...(this.members.get(memberId) ?? [])];
        if (sinks.length > 0) await work(sinks);
      })
      .catch((error: unknown) => this.logger.warn({ err: error, memberId }, 'Member event fan-out failed'));
    this.chains.set(memberId, next);
    void next.finally(() => {
      if (this.chains.get(memberId) === next) this.chains.delete(memberId);
    });
    return next;
  }

  /**
   * Sends each of the member's streams the events after its lastSeq, reading
   * them once; a notification is rendered once per language among the streams.
   * A batch that carried a notification or a read ends with the unread count.
   */
  private catchUp(memberId: string): Promise<void> {
    return this.forMember(memberId, async (all) => {
      const sinks = all.filter((sink) => !this.checking.has(sink));
      if (sinks.length === 0) return;
      let from = Math.min(...sinks.map((s) => s.lastSeq));
      const notBefore = new Date(this.clock.now().getTime() - REPLAY_WINDOW_MS);
      for (;;) {
        const rows = await this.events.since(memberId, from, notBefore, CATCH_UP_BATCH);
        if (rows.length === 0) return;
        const views = await this.notificationViews(memberId, rows, sinks);
        const counted = new Set<MemberStreamSink>();
        for (const row of rows) {
          for (const sink of sinks) {
            if (row.seq <= sink.lastSeq || !this.isOpen(sink)) continue;
            sink.lastSeq = row.seq;
            if (row.type === 'notification' || row.type === 'unread') counted.add(sink);
            if (row.type === 'unread') continue;
            const data = row.type === 'notification' ? views.get(sink.language)?.get(String(row.data.id)) : localiseLiveData(row.data, sink.language);
            if (data) this.send(sink, sseFrame(row.type, data, row.seq));
          }
        }
        if (counted.size > 0) {
          const chunk = sseFrame('unread', { count: await this.notifications.countUnread(memberId) });
          for (const sink of counted) if (this.isOpen(sink)) this.send(sink, chunk);
        }
        from = rows[rows.length - 1]!.seq;
        if (rows.length < CATCH_UP_BATCH) return;
      }
    });
  }

  private async notificationViews(
    memberId: string,
    rows: MemberEventRecord[],
    sinks: MemberStreamSink[],
  ): Promise<Map<NotificationLanguage, Map<string, NotificationView>>> {
    const ids = rows.filter((row) => row.type === 'notification').map((row) => String(row.data.id));
    const byLanguage = new Map<NotificationLanguage, Map<string, NotificationView>>();
    if (ids.length === 0) return byLanguage;
    for (const language of new Set(sinks.map((s) => s.language))) {
      byLanguage.set(language, await this.notifications.views(memberId, ids, language));
    }
    return byLanguage;
  }
}
