import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Metrics } from '../../../shared/metrics/metrics.js';
import { PgListener } from '../../../shared/notify/pg-listener.js';
import { Clock } from '../../../shared/time/index.js';
import { PRESENCE_TTL_SECONDS } from '../domain/chat.js';
import { CHAT_CHANNEL, decodeSignal } from '../domain/chat-channel.js';
import { ChatStreamsExhaustedError } from './chat.errors.js';
import { ChatViews } from './chat.views.js';
import { ChatQueries } from '../adapters/persistence/chat.queries.js';

/** Open streams one member may hold on an instance (tabs of one person). */
export const MAX_STREAMS_PER_MEMBER = 5;
/** Open streams one instance serves; beyond, 503 and the SPA polls instead. */
export const MAX_STREAMS_PER_INSTANCE = 1000;
export const STREAM_HEARTBEAT_MS = 20_000;
const CATCH_UP_BATCH = 500;
/** A consumer this far behind is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1_000_000;

/** One open Server-Sent Events response, as the hub sees it. */
export interface StreamSink {
  readonly memberId: string;
  readonly roomId: string;
  /** The last event seq this stream has seen, a message's or a deletion's (its Last-Event-ID). */
  lastSeq: number;
  /** Writes a chunk. Returns the bytes still buffered. */
  write(chunk: string): number;
  end(): void;
  /** Whether the stream's session still exists (logout and ban end sessions). */
  stillValid(): Promise<boolean>;
}

export type StreamEndReason = 'session_ended' | 'shutdown' | 'overflow';

/**
 * Fans chat activity out to the streams open on this instance (ADR 0024).
 * Every instance LISTENs on one PostgreSQL channel; a signal carries ids and
 * each instance reads the rows once per room, whatever the number of streams.
 * Work per room is serialised, so a stream never receives a message twice and
 * never out of order.
 */
@Injectable()
export class ChatStreamHub implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatStreamHub.name);
  private readonly rooms = new Map<string, Set<StreamSink>>();
  private readonly perMember = new Map<string, number>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Streams whose session is being read again: nothing is sent to them meanwhile (ADR 0060). */
  private readonly checking = new Map<StreamSink, number>();
  private total = 0;
  private listening?: Promise<unknown>;
  private heartbeat?: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly listener: PgListener,
    private readonly queries: ChatQueries,
    private readonly views: ChatViews,
    private readonly clock: Clock,
    metrics: Metrics,
  ) {
    metrics.gauge('poliglota_event_streams_open', 'Event streams (chat rooms) open on this process', () => this.total);
  }

  get openStreams(): number {
    return this.total;
  }

  /** Refuses a stream beyond the limits; call before sending any header. */
  assertCapacity(memberId: string): void {
    if (this.closing || this.total >= MAX_STREAMS_PER_INSTANCE) throw new ChatStreamsExhaustedError('instance', 10);
    if ((this.perMember.get(memberId) ?? 0) >= MAX_STREAMS_PER_MEMBER) throw new ChatStreamsExhaustedError('member', 30);
  }

  /**
   * Registers an open stream and sends it what it missed since its lastSeq
   * (messages and deletions, ADR 0036), then `ready` and the room's presence as
   * it is now: presence is a state, not a history, so a resumed stream gets it whole.
   */
  async open(sink: StreamSink): Promise<void> {
    this.assertCapacity(sink.memberId);
    let set = this.rooms.get(sink.roomId);
    if (!set) {
      set = new Set();
      this.rooms.set(sink.roomId, set);
    }
    set.add(sink);
    this.total += 1;
    this.perMember.set(sink.memberId, (this.perMember.get(sink.memberId) ?? 0) + 1);
    this.startHeartbeat();
    // Registered before listening: whatever is signalled meanwhile, the catch-up reads.
    await this.ensureListening();
    await this.catchUp(sink.roomId);
    await this.inRoom(sink.roomId, async () => {
      this.send(sink, `event: ready\ndata: ${JSON.stringify({ last_event_id: sink.lastSeq })}\n\n`);
      this.send(sink, await this.presenceChunk(sink.roomId));
    });
  }

  close(sink: StreamSink): void {
    const set = this.rooms.get(sink.roomId);
    if (!set?.delete(sink)) return;
    if (set.size === 0) this.rooms.delete(sink.roomId);
    this.checking.delete(sink);
    this.total -= 1;
    const left = (this.perMember.get(sink.memberId) ?? 1) - 1;
    if (left > 0) this.perMember.set(sink.memberId, left);
    else this.perMember.delete(sink.memberId);
  }

  /**
   * The stream's session changed or ended (a NOTIFY of `http_session_changed`,
   * from any instance; ADR 0060): nothing more is sent to it until its session
   * is read again, and gone, the stream ends at once. Called synchronously from
   * the notification, so a message committed after a ban never reaches it.
   */
  recheck(sink: StreamSink): void {
    if (!this.rooms.get(sink.roomId)?.has(sink)) return;
    this.checking.set(sink, (this.checking.get(sink) ?? 0) + 1);
    void sink
      .stillValid()
      .catch(() => true)
      .then((valid) => {
        const left = (this.checking.get(sink) ?? 1) - 1;
        if (left > 0) this.checking.set(sink, left);
        else this.checking.delete(sink);
        if (!valid) this.end(sink, 'session_ended');
        else if (left <= 0) void this.catchUp(sink.roomId);
      });
  }

  /** Ends the streams whose session is gone (logout, ban). Runs with every heartbeat, as a safety net. */
  async revalidate(): Promise<void> {
    const sinks = [...this.rooms.values()].flatMap((set) => [...set]);
    if (sinks.length === 0) return;
    // Sessions are read through the instance's session cache: first take in every
    // change PostgreSQL has already announced (a ban on another instance).
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
    for (const set of [...this.rooms.values()]) for (const sink of [...set]) this.end(sink, 'shutdown');
  }

  private end(sink: StreamSink, reason: StreamEndReason): void {
    this.close(sink);
    try {
      sink.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    } catch {
      // The connection is already gone.
    }
    sink.end();
  }

  private send(sink: StreamSink, chunk: string): void {
    if (sink.write(chunk) > MAX_BUFFERED_BYTES) this.end(sink, 'overflow');
  }

  private ensureListening(): Promise<unknown> {
    this.listening ??= this.listener
      .listen(CHAT_CHANNEL, (payload) => this.onSignal(payload))
      .then(() => {
        // Signals sent while the connection was down are lost: read the rows again.
        this.listener.onReconnect(() => {
          for (const roomId of this.rooms.keys()) void this.catchUp(roomId);
        });
      });
    return this.listening;
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.rooms.values()) for (const sink of set) this.send(sink, ': heartbeat\n\n');
      void this.revalidate();
    }, STREAM_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private onSignal(payload: string): void {
    const signal = decodeSignal(payload);
    if (!signal || !this.rooms.has(signal.roomId)) return;
    // A deletion is an event of the room's order like a message: the same catch-up sends it.
    if (signal.kind === 'message' || signal.kind === 'deleted') void this.catchUp(signal.roomId);
    else void this.pushPresence(signal.roomId);
  }

  /** Runs room work one at a time, in arrival order. */
  private inRoom(roomId: string, work: (sinks: StreamSink[]) => Promise<void>): Promise<void> {
    const previous = this.chains.get(roomId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const sinks = [...(this.rooms.get(roomId) ?? [])];
        if (sinks.length > 0) await work(sinks);
      })
      .catch((error: unknown) => this.logger.warn({ err: error, roomId }, 'Chat fan-out failed'));
    this.chains.set(roomId, next);
    void next.finally(() => {
      if (this.chains.get(roomId) === next) this.chains.delete(roomId);
    });
    return next;
  }

  /**
   * Sends each stream of the room the events after its lastSeq, reading them
   * once (ADR 0036). A message deleted by now is never sent; a deletion is sent
   * only to streams that may hold the message (it is at or below where they
   * stood when this catch-up began), so nothing arrives twice or needlessly.
   */
  private catchUp(roomId: string): Promise<void> {
    return this.inRoom(roomId, async (all) => {
      const sinks = all.filter((sink) => !this.checking.has(sink));
      if (sinks.length === 0) return;
      const stood = new Map(sinks.map((s) => [s, s.lastSeq]));
      let from = Math.min(...sinks.map((s) => s.lastSeq));
      for (;;) {
        const rows = await this.queries.eventsSince(roomId, from, CATCH_UP_BATCH);
        if (rows.length === 0) return;
        const shown = rows.filter((r) => r.kind === 'message' && !r.deleted);
        const views = new Map((await this.views.messages(shown)).map((v) => [v.id, v]));
        for (const row of rows) {
          const view = row.kind === 'message' ? views.get(row.id) : undefined;
          const chunk =
            row.kind === 'deleted'
              ? `id: ${row.event_seq}\nevent: deleted\ndata: ${JSON.stringify({ id: row.id, room_id: roomId })}\n\n`
              : view
                ? `id: ${row.event_seq}\nevent: message\ndata: ${JSON.stringify(view)}\n\n`
                : undefined;
          for (const sink of sinks) {
            if (row.event_seq <= sink.lastSeq) continue;
            sink.lastSeq = row.event_seq;
            if (!chunk) continue;
            if (row.kind === 'deleted' && row.seq > stood.get(sink)!) continue;
            this.send(sink, chunk);
          }
        }
        from = rows[rows.length - 1]!.event_seq;
        if (rows.length < CATCH_UP_BATCH) return;
      }
    });
  }

  private pushPresence(roomId: string): Promise<void> {
    return this.inRoom(roomId, async (sinks) => {
      const chunk = await this.presenceChunk(roomId);
      for (const sink of sinks) if (!this.checking.has(sink)) this.send(sink, chunk);
    });
  }

  private async presenceChunk(roomId: string): Promise<string> {
    const since = new Date(this.clock.now().getTime() - PRESENCE_TTL_SECONDS * 1000);
    const users = await this.views.onlineUsers(await this.queries.present(roomId, since));
    return `event: presence\ndata: ${JSON.stringify({ room_id: roomId, user_count: users.length, users })}\n\n`;
  }
}
