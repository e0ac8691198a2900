import { BeforeApplicationShutdown, Logger } from '@nestjs/common';
import { DomainError } from '../errors/index.js';
import type { PgListener } from '../notify/pg-listener.js';

/** A consumer this far behind is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1_000_000;
export const STREAM_HEARTBEAT_MS = 20_000;

/** One open Server-Sent Events response, as a hub sees it. */
export interface SseSink {
  readonly memberId: string;
  /** The last event seq this stream has seen (its Last-Event-ID). */
  lastSeq: number;
  /** Writes a chunk. Returns the bytes still buffered. */
  write(chunk: string): number;
  end(): void;
  /** Whether the stream's session still exists (logout and ban end sessions). */
  stillValid(): Promise<boolean>;
}

export type SseEndReason = 'session_ended' | 'shutdown' | 'overflow';

/** One Server-Sent Events frame; `id` is the event's position in its stream's order. */
export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type ExhaustedScope = 'member' | 'instance';

/**
 * Declares a hub's "too many open streams" error (503 with Retry-After): its
 * stable code and the spec's Portuguese text for each limit.
 */
export function defineStreamsExhaustedError(code: string, messages: Record<ExhaustedScope, string>) {
  const defined = class extends DomainError {
    readonly code = code;
    readonly kind = 'unavailable' as const;
    constructor(scope: ExhaustedScope, retryAfterSeconds: number) {
      super(messages[scope]);
      this.details.retryAfterSeconds = retryAfterSeconds;
      this.params = { scope };
    }
  };
  Object.defineProperty(defined, 'name', { value: 'TooManyStreamsError' });
  return defined;
}

export interface SseHubOptions<S extends SseSink> {
  /** The NOTIFY channel whose payloads wake the hub on every instance. */
  channel: string;
  /** The group a stream is fanned out with (a room, a member): read once, sent to each. */
  groupOf(sink: S): string;
  maxPerMember: number;
  maxPerInstance: number;
  /** The error a refused stream answers with (see `defineStreamsExhaustedError`). */
  exhausted: new (scope: ExhaustedScope, retryAfterSeconds: number) => Error;
  /** What the log says when a group's work fails, and the name of its key there. */
  failure: { message: string; key: string };
}

/**
 * The registry of the Server-Sent Events streams open on this instance, shared
 * by the chat (ADR 0024) and the member events (ADR 0060): limits per member and
 * per instance, streams grouped by what they follow, work per group serialised
 * (a stream never receives an event twice or out of order), a heartbeat that
 * also re-reads every session, a recheck at once when a session changes, and an
 * `end` event on logout, ban, overflow and shutdown. A subclass says what a
 * signal means, how a group catches up and what a new stream is greeted with.
 */
export abstract class SseStreamHub<S extends SseSink> implements BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly groups = new Map<string, Set<S>>();
  private readonly perMember = new Map<string, number>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Streams whose session is being read again: nothing is sent to them meanwhile (ADR 0060). */
  private readonly checking = new Map<S, number>();
  private total = 0;
  private listening?: Promise<unknown>;
  private heartbeat?: NodeJS.Timeout;
  private closing = false;

  protected constructor(
    protected readonly listener: PgListener,
    private readonly options: SseHubOptions<S>,
  ) {}

  /** Catches a group up: sends each of its streams the events after its lastSeq. */
  protected abstract catchUp(group: string): Promise<void>;
  /** What a NOTIFY on the channel means for this instance's streams. */
  protected abstract onSignal(payload: string): void;
  /** Sent to a new stream after its catch-up, inside its group's order (`ready` and a state). */
  protected abstract greet(sink: S): Promise<void>;

  get openStreams(): number {
    return this.total;
  }

  /** Refuses a stream beyond the limits; call before sending any header. */
  assertCapacity(memberId: string): void {
    if (this.closing || this.total >= this.options.maxPerInstance) throw new this.options.exhausted('instance', 10);
    if ((this.perMember.get(memberId) ?? 0) >= this.options.maxPerMember) throw new this.options.exhausted('member', 30);
  }

  /** Registers an open stream, sends it what it missed since its lastSeq, then greets it. */
  async open(sink: S): Promise<void> {
    this.assertCapacity(sink.memberId);
    const group = this.options.groupOf(sink);
    let set = this.groups.get(group);
    if (!set) {
      set = new Set();
      this.groups.set(group, set);
    }
    set.add(sink);
    this.total += 1;
    this.perMember.set(sink.memberId, (this.perMember.get(sink.memberId) ?? 0) + 1);
    if (!this.heartbeat) {
      this.startHeartbeat();
      this.startTimers();
    }
    // Registered before listening: whatever is signalled meanwhile, the catch-up reads.
    await this.ensureListening();
    await this.catchUp(group);
    await this.inGroup(group, async () => {
      if (this.isOpen(sink)) await this.greet(sink);
    });
  }

  close(sink: S): void {
    const group = this.options.groupOf(sink);
    const set = this.groups.get(group);
    if (!set?.delete(sink)) return;
    if (set.size === 0) this.groups.delete(group);
    this.checking.delete(sink);
    this.total -= 1;
    const left = (this.perMember.get(sink.memberId) ?? 1) - 1;
    if (left > 0) this.perMember.set(sink.memberId, left);
    else this.perMember.delete(sink.memberId);
  }

  /**
   * The stream's session changed or ended (a NOTIFY of `http_session_changed`,
   * from any instance; ADR 0060): nothing more is sent to it until its session
   * is read again; gone, the stream ends at once. Called synchronously from the
   * notification, so an event committed after a ban never reaches the stream.
   */
  recheck(sink: S): void {
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
        else if (left <= 0) void this.catchUp(this.options.groupOf(sink));
      });
  }

  /** Ends the streams whose session is gone (logout, ban). Runs with every heartbeat, as a safety net. */
  async revalidate(): Promise<void> {
    const sinks = [...this.groups.values()].flatMap((set) => [...set]);
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
    this.stopTimers();
    for (const set of [...this.groups.values()]) for (const sink of [...set]) this.end(sink, 'shutdown');
  }

  /** The subclass's own timers, started with the first stream and stopped at shutdown. */
  protected startTimers(): void {}

  protected stopTimers(): void {}

  protected isOpen(sink: S): boolean {
    return this.groups.get(this.options.groupOf(sink))?.has(sink) === true;
  }

  /** Whether the group is followed by a stream on this instance. */
  protected follows(group: string): boolean {
    return this.groups.has(group);
  }

  /** The streams that may receive events now (not waiting for their session to be read again). */
  protected ready(sinks: S[]): S[] {
    return sinks.filter((sink) => !this.checking.has(sink));
  }

  protected send(sink: S, chunk: string): void {
    if (sink.write(chunk) > MAX_BUFFERED_BYTES) this.end(sink, 'overflow');
  }

  /** Runs a group's work one at a time, in arrival order. */
  protected inGroup(group: string, work: (sinks: S[]) => Promise<void>): Promise<void> {
    const previous = this.chains.get(group) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const sinks = [...(this.groups.get(group) ?? [])];
        if (sinks.length > 0) await work(sinks);
      })
      .catch((error: unknown) => this.logger.warn({ err: error, [this.options.failure.key]: group }, this.options.failure.message));
    this.chains.set(group, next);
    void next.finally(() => {
      if (this.chains.get(group) === next) this.chains.delete(group);
    });
    return next;
  }

  private end(sink: S, reason: SseEndReason): void {
    this.close(sink);
    try {
      sink.write(sseFrame('end', { reason }));
    } catch {
      // The connection is already gone.
    }
    sink.end();
  }

  private startHeartbeat(): void {
    this.heartbeat = setInterval(() => {
      for (const set of this.groups.values()) for (const sink of set) this.send(sink, ': heartbeat\n\n');
      void this.revalidate();
    }, STREAM_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private ensureListening(): Promise<unknown> {
    this.listening ??= this.listener
      .listen(this.options.channel, (payload) => this.onSignal(payload))
      .then(() => {
        // Signals sent while the connection was down are lost: read the rows again.
        this.listener.onReconnect(() => {
          for (const group of this.groups.keys()) void this.catchUp(group);
        });
      });
    return this.listening;
  }
}

/**
 * The event a stream starts after: the one it resumes from, or the latest when it names none or
 * one beyond the latest (another stream's, a made-up one), which would otherwise hold back every
 * event until the stream's own events passed it.
 */
export function resumeAfter(lastEventId: number | undefined, latest: number): number {
  return lastEventId === undefined || lastEventId > latest ? latest : lastEventId;
}
