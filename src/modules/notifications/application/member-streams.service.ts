import { Injectable } from '@nestjs/common';
import { SseStreamHub, resumeAfter, sseFrame, type SseSink } from '../../../shared/http/sse-hub.js';
import { TimedJobs } from '../../../shared/jobs/timed-jobs.js';
import { Metrics } from '../../../shared/metrics/metrics.js';
import { PgListener } from '../../../shared/notify/pg-listener.js';
import { Clock } from '../../../shared/time/index.js';
import { MEMBER_EVENT_CHANNEL, localiseLiveData } from '../domain/live-events.js';
import type { NotificationLanguage } from '../domain/notification-messages.js';
import { EventStreamsExhaustedError } from './notifications.errors.js';
import { NotificationsService, type NotificationView } from './notifications.service.js';
import { MemberEventRepository, type MemberEventRecord } from '../adapters/persistence/member-event.repository.js';

/** Open streams one member may hold on an instance (their tabs). */
export const MAX_STREAMS_PER_MEMBER = 10;
/** Open streams one instance serves; beyond, 503 and the SPA polls instead. */
export const MAX_STREAMS_PER_INSTANCE = 5000;
/** How far back a reconnecting tab is caught up (Last-Event-ID); older events are pruned. */
export const REPLAY_WINDOW_MS = 15 * 60_000;
const RETENTION_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const CATCH_UP_BATCH = 200;

/** One open `GET /api/events` response: the hub's sink and the language its texts are rendered in. */
export interface MemberStreamSink extends SseSink {
  readonly language: NotificationLanguage;
}

/**
 * Fans a member's events out to the member's tabs open on this instance
 * (ADR 0060), with the same hub as the chat's rooms (ADR 0024): every instance
 * LISTENs on `member_event` through the one PgListener connection; a signal
 * carries a member id and the instance reads that member's new events once,
 * whatever the number of their tabs.
 */
@Injectable()
export class MemberStreamHub extends SseStreamHub<MemberStreamSink> {
  constructor(
    listener: PgListener,
    private readonly events: MemberEventRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    metrics: Metrics,
    jobs: TimedJobs,
  ) {
    super(listener, {
      channel: MEMBER_EVENT_CHANNEL,
      groupOf: (sink) => sink.memberId,
      maxPerMember: MAX_STREAMS_PER_MEMBER,
      maxPerInstance: MAX_STREAMS_PER_INSTANCE,
      exhausted: EventStreamsExhaustedError,
      failure: { message: 'Member event fan-out failed', key: 'memberId' },
    });
    metrics.gauge('poliglota_member_streams_open', 'Member event streams (/api/events) open on this process', () => this.openStreams);
    // Old events are deleted by one process of the cluster (TimedJobs, ADR 0067), not by each.
    jobs.register('notifications.member-events.prune', PRUNE_EVERY_MS, () =>
      this.events.pruneBefore(new Date(this.clock.now().getTime() - RETENTION_MS)),
    );
  }

  /**
   * Where a stream starts: after the event it names when the member has reached it, else
   * after the member's latest event. An id from the future (another database, a forged
   * header) would otherwise hold back every event until the member's seqs pass it.
   */
  async startSeq(memberId: string, lastEventId: number | undefined): Promise<number> {
    return resumeAfter(lastEventId, await this.events.latestSeq(memberId));
  }

  /** `ready`, then the unread count as it is now: a count is a state, so a resumed tab gets it whole. */
  protected async greet(sink: MemberStreamSink): Promise<void> {
    this.send(sink, sseFrame('ready', { last_event_id: sink.lastSeq }));
    this.send(sink, sseFrame('unread', { count: await this.notifications.countUnread(sink.memberId) }));
  }

  protected onSignal(memberId: string): void {
    if (this.follows(memberId)) void this.catchUp(memberId);
  }

  /**
   * Sends each of the member's streams the events after its lastSeq, reading
   * them once; a notification is rendered once per language among the streams.
   * A batch that carried a notification or a read ends with the unread count.
   */
  protected catchUp(memberId: string): Promise<void> {
    return this.inGroup(memberId, async (all) => {
      const sinks = this.ready(all);
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
