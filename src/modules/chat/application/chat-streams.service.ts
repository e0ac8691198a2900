import { Injectable } from '@nestjs/common';
import { SseStreamHub, sseFrame, type SseSink } from '../../../shared/http/sse-hub.js';
import { Metrics } from '../../../shared/metrics/metrics.js';
import { PgListener } from '../../../shared/notify/pg-listener.js';
import { Clock } from '../../../shared/time/index.js';
import { PRESENCE_TTL_SECONDS } from '../domain/chat.js';
import { CHAT_CHANNEL, decodeSignal } from '../domain/chat-channel.js';
import { ChatStreamsExhaustedError } from './chat.errors.js';
import { ChatViews } from './chat.views.js';
import { ChatQueries } from '../adapters/persistence/chat.queries.js';
import { IdentityApi } from '../../identity/index.js';

/** Open streams one member may hold on an instance (tabs of one person). */
export const MAX_STREAMS_PER_MEMBER = 5;
/** Open streams one instance serves; beyond, 503 and the SPA polls instead. */
export const MAX_STREAMS_PER_INSTANCE = 1000;
const CATCH_UP_BATCH = 500;

/** One open chat stream: its room, and the last event seq it has seen, a message's or a deletion's. */
export interface StreamSink extends SseSink {
  readonly roomId: string;
}

/**
 * Fans chat activity out to the streams open on this instance (ADR 0024).
 * Every instance LISTENs on one PostgreSQL channel; a signal carries ids and
 * each instance reads the rows once per room, whatever the number of streams.
 * The registry, limits, heartbeat and session checks are the shared hub's.
 */
@Injectable()
export class ChatStreamHub extends SseStreamHub<StreamSink> {
  constructor(
    listener: PgListener,
    private readonly queries: ChatQueries,
    private readonly views: ChatViews,
    private readonly clock: Clock,
    private readonly identity: IdentityApi,
    metrics: Metrics,
  ) {
    super(listener, {
      channel: CHAT_CHANNEL,
      groupOf: (sink) => sink.roomId,
      maxPerMember: MAX_STREAMS_PER_MEMBER,
      maxPerInstance: MAX_STREAMS_PER_INSTANCE,
      exhausted: ChatStreamsExhaustedError,
      failure: { message: 'Chat fan-out failed', key: 'roomId' },
    });
    metrics.gauge('poliglota_event_streams_open', 'Event streams (chat rooms) open on this process', () => this.openStreams);
  }

  /** `ready`, then the room's presence as it is now: presence is a state, not a history, so a resumed stream gets it whole. */
  protected async greet(sink: StreamSink): Promise<void> {
    this.send(sink, sseFrame('ready', { last_event_id: sink.lastSeq }));
    this.send(sink, await this.presenceChunk(sink.roomId));
  }

  protected onSignal(payload: string): void {
    const signal = decodeSignal(payload);
    if (!signal || !this.follows(signal.roomId)) return;
    // A deletion is an event of the room's order like a message: the same catch-up sends it.
    if (signal.kind === 'message' || signal.kind === 'deleted') void this.catchUp(signal.roomId);
    else void this.pushPresence(signal.roomId);
  }

  /**
   * Sends each stream of the room the events after its lastSeq, reading them
   * once (ADR 0036). A message deleted by now is never sent; a deletion is sent
   * only to streams that may hold the message (it is at or below where they
   * stood when this catch-up began), so nothing arrives twice or needlessly; a hiding by reports is
   * a deletion to every stream but its author's. A stream of a
   * member who blocks the author gets neither (ADR 0101): every instance reads the blocks of
   * its own streams' members once per batch, so a block holds on whichever instance they are.
   */
  protected catchUp(roomId: string): Promise<void> {
    return this.inGroup(roomId, async (all) => {
      const sinks = this.ready(all);
      if (sinks.length === 0) return;
      const stood = new Map(sinks.map((s) => [s, s.lastSeq]));
      let from = Math.min(...sinks.map((s) => s.lastSeq));
      for (;;) {
        const rows = await this.queries.eventsSince(roomId, from, CATCH_UP_BATCH);
        if (rows.length === 0) return;
        const shown = rows.filter((r) => r.kind === 'message' && !r.deleted);
        const [viewList, blocked] = await Promise.all([
          this.views.messages(shown),
          this.identity.blockedPairs(
            sinks.map((s) => s.memberId),
            rows.map((r) => r.author_id),
          ),
        ]);
        const views = new Map(viewList.map((v) => [v.id, v]));
        for (const row of rows) {
          const view = row.kind === 'message' ? views.get(row.id) : undefined;
          const gone = row.kind === 'deleted' || row.kind === 'hidden';
          const chunk =
            gone
              ? sseFrame('deleted', { id: row.id, room_id: roomId }, row.event_seq)
              : view
                ? sseFrame('message', view, row.event_seq)
                : undefined;
          for (const sink of sinks) {
            if (row.event_seq <= sink.lastSeq) continue;
            sink.lastSeq = row.event_seq;
            if (!chunk || blocked.has(`${sink.memberId}:${row.author_id}`)) continue;
            if (gone && row.seq > stood.get(sink)!) continue;
            // Hidden by its reports from everyone but its author (ADR 0103).
            if (row.kind === 'hidden' && sink.memberId === row.author_id) continue;
            this.send(sink, chunk);
          }
        }
        from = rows[rows.length - 1]!.event_seq;
        if (rows.length < CATCH_UP_BATCH) return;
      }
    });
  }

  private pushPresence(roomId: string): Promise<void> {
    return this.inGroup(roomId, async (sinks) => {
      const chunk = await this.presenceChunk(roomId);
      for (const sink of this.ready(sinks)) this.send(sink, chunk);
    });
  }

  private async presenceChunk(roomId: string): Promise<string> {
    const since = new Date(this.clock.now().getTime() - PRESENCE_TTL_SECONDS * 1000);
    const users = await this.views.onlineUsers(await this.queries.present(roomId, since));
    return sseFrame('presence', { room_id: roomId, user_count: users.length, users });
  }
}
