import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PgListener } from '../../../../shared/notify/index.js';

/** The channels the triggers of Migration20261123060000_session_change_notify notify. */
export const SESSION_CHANGED_CHANNEL = 'http_session_changed';
export const MEMBER_CHANGED_CHANNEL = 'member_changed';

/** How long a session read stays in memory at most, even if no notification ever arrives. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept in memory at most; past it, the oldest go first. */
const MAX_ENTRIES = 10_000;

/** A session as the store read it: its JSON and its member. */
export interface CachedSession {
  sess: string;
  member: { id: string; email: string; emailVerified: boolean } | null;
  memberId: string | null;
}

interface Entry extends CachedSession {
  validUntil: number;
}

/**
 * Session reads kept in memory (ADR 0019, "Fourth pass"): a signed-in request
 * whose session was read in the last 30 s costs no round trip. Correct across
 * instances because PostgreSQL says when to forget: triggers notify every change
 * or deletion of a live session row (save, logout, ban, expiry pruning does not
 * matter) and every change of a member's e-mail or deletion of a member, and every
 * instance listens. The cache is used only while the listening connection is up,
 * and is emptied when it comes back (notifications may have been missed). A read
 * that raced with a change is not kept. The 30 s bound only matters if a
 * notification were lost on a connection that still looks up.
 */
@Injectable()
export class SessionCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionCache.name);
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, by session id: a change meanwhile makes their result not worth keeping. */
  private readonly loading = new Map<string, object>();
  private listening = false;
  private stops: Array<() => unknown> = [];

  constructor(private readonly listener: PgListener) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      this.stops.push(this.listener.onReconnect(() => this.clear()));
      this.stops.push(await this.listener.listen(SESSION_CHANGED_CHANNEL, (sid) => this.forget(sid)));
      this.stops.push(await this.listener.listen(MEMBER_CHANGED_CHANNEL, (memberId) => this.forgetMember(memberId)));
      this.listening = true;
    } catch (error) {
      this.logger.warn(`Session changes cannot be listened to; every request reads its session: ${String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    this.clear();
    await Promise.all(this.stops.map(async (stop) => stop()));
  }

  private get usable(): boolean {
    return this.listening && this.listener.connected;
  }

  /** The session read at most 30 s ago and not changed since, if any. */
  get(sid: string, now = Date.now()): CachedSession | undefined {
    if (!this.usable) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.validUntil <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Before reading `sid` from the database: the token `keep` needs. */
  reading(sid: string): object {
    const token = {};
    this.loading.set(sid, token);
    return token;
  }

  /** After the read: keeps it unless the session changed meanwhile or the cache cannot be trusted. */
  keep(sid: string, token: object, session: CachedSession, expiresAt: number, now = Date.now()): void {
    if (this.loading.get(sid) !== token) return;
    this.loading.delete(sid);
    if (!this.usable) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sid, { ...session, validUntil: Math.min(expiresAt, now + SESSION_CACHE_TTL_MS) });
  }

  forget(sid: string): void {
    this.entries.delete(sid);
    this.loading.delete(sid);
  }

  /** A member changed or was removed: none of their sessions is kept, nor any read under way. */
  forgetMember(memberId: string): void {
    for (const [sid, entry] of this.entries) if (entry.memberId === memberId) this.entries.delete(sid);
    this.loading.clear();
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}
