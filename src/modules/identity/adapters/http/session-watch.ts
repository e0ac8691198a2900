import { setImmediate as nextTurn } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { PgListener } from '../../../../shared/notify/index.js';
import { IdentityApi } from '../../application/identity.api.js';
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
  /** The members whose ban is asked about in this turn of the event loop, and the one read that answers them all. */
  private banRead?: { ids: Set<string>; banned: Promise<Set<string>> };

  constructor(
    private readonly listener: PgListener,
    private readonly identity: IdentityApi,
  ) {}

  /**
   * Whether a ban is in force for the member now, read from the member row: a ban that
   * reached the database without ending the sessions (a restore, a script) leaves the
   * session valid. The questions of one turn (a heartbeat asks for every open stream at
   * once) share one read; a failed read answers no, as a failed session read does.
   */
  banned(memberId: string): Promise<boolean> {
    if (!this.banRead) {
      const ids = new Set<string>();
      const banned = nextTurn().then(() => {
        this.banRead = undefined;
        return this.identity.bannedAmong([...ids]);
      });
      this.banRead = { ids, banned };
    }
    this.banRead.ids.add(memberId);
    return this.banRead.banned.then(
      (banned) => banned.has(memberId),
      () => false,
    );
  }

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
