import { Injectable, Logger } from '@nestjs/common';
import { PgListener } from '../../../../shared/notify/index.js';
import { SESSION_CHANGED_CHANNEL } from '../persistence/session-cache.js';

/**
 * Tells a long-lived response (an event stream) at once when its session row
 * changed or was deleted — a logout, a ban, on any instance — through the
 * `http_session_changed` notifications the session cache already listens to
 * (ADR 0060). The stream then reads its session again and ends if it is gone.
 */
@Injectable()
export class SessionWatch {
  private readonly logger = new Logger(SessionWatch.name);
  private readonly watchers = new Map<string, Set<() => void>>();
  private listening?: Promise<unknown>;

  constructor(private readonly listener: PgListener) {}

  /** Calls `onChange` (synchronously, from the notification) whenever session `sid` changes; returns the stop. */
  async watch(sid: string, onChange: () => void): Promise<() => void> {
    let set = this.watchers.get(sid);
    if (!set) {
      set = new Set();
      this.watchers.set(sid, set);
    }
    set.add(onChange);
    this.listening ??= this.listener
      .listen(SESSION_CHANGED_CHANNEL, (changed) => this.changed(changed))
      .then(() => {
        // Notifications may have been missed while the connection was down: every watcher checks.
        this.listener.onReconnect(() => {
          for (const sid of [...this.watchers.keys()]) this.changed(sid);
        });
      })
      .catch((error: unknown) => this.logger.warn(`Session changes cannot be watched: ${String(error)}`));
    await this.listening;
    return () => {
      const current = this.watchers.get(sid);
      if (!current?.delete(onChange)) return;
      if (current.size === 0) this.watchers.delete(sid);
    };
  }

  private changed(sid: string): void {
    for (const fn of [...(this.watchers.get(sid) ?? [])]) fn();
  }
}
