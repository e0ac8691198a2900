import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session from 'express-session';
import type pg from 'pg';

/** Who a session belongs to, read in the same query as the session itself. */
export interface SessionMemberRow {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** How often at most a session's rolling expiry is written back while it is only read. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Bounds the memory of recent touches; past it, the memory starts afresh (at worst one extra write per session). */
const MAX_REMEMBERED_TOUCHES = 50_000;

const MEMBER_KEY = '__poliglotaMember';
const loadedMembers = new WeakMap<Request, SessionMemberRow | null>();
/** Sessions read from the store in their request (as opposed to created or regenerated in it). */
const storedSessions = new WeakSet<object>();

/**
 * The member the session store read with this request's session: a row when the
 * session names a member who exists, null when it names none or one that is gone,
 * undefined when the store read no session for this request (e.g. one created in it).
 */
export function sessionMemberOf(req: Request): SessionMemberRow | null | undefined {
  return loadedMembers.get(req);
}

/** A session store that can be closed (its prune timer stopped) at shutdown. */
export type ClosableSessionStore = session.Store & { close(): void };

type StoredSession = session.SessionData & { [MEMBER_KEY]?: SessionMemberRow | null };

/**
 * connect-pg-simple's store, made cheap for reads (ADR 0018):
 * - `get` reads the session and its member in one round trip (both are identity's
 *   tables), so authenticating a request costs one query;
 * - `touch` (the rolling expiry of a session that was only read) writes at most once
 *   a minute per session and instance instead of on every request.
 * Ending a session still deletes its row at once, so the next request of that
 * session finds nothing, on every instance.
 */
export function createSessionStore(
  pool: pg.Pool,
  errorLog: (...args: unknown[]) => void,
  touchIntervalMs = SESSION_TOUCH_INTERVAL_MS,
): ClosableSessionStore {
  const PgStore = connectPgSimple(session);

  class MemberSessionStore extends PgStore {
    private readonly touched = new Map<string, number>();

    override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
      pool
        .query<{ sess: StoredSession | string; member_id: string | null; email: string | null; email_verified: boolean | null }>({
          name: 'poliglota_session_get',
          text: `select s.sess, m.id as member_id, m.email, m.email_verified
                 from http_session s
                 left join member m on m.id = case when s.sess->>'memberId' ~* '^[0-9a-f-]{36}$' then (s.sess->>'memberId')::uuid end
                 where s.sid = $1 and s.expire >= now()`,
          values: [sid],
        })
        .then(
          ({ rows: [row] }) => {
            if (!row) return callback(null, null);
            const sess: StoredSession = typeof row.sess === 'string' ? (JSON.parse(row.sess) as StoredSession) : row.sess;
            sess[MEMBER_KEY] = row.member_id ? { id: row.member_id, email: row.email!, emailVerified: !!row.email_verified } : null;
            callback(null, sess);
          },
          (error: unknown) => callback(error),
        );
    }

    /** express-session builds req.session here: the member row goes to the request, not into the session. */
    override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
      const stored = sess as StoredSession;
      loadedMembers.set(req, stored[MEMBER_KEY] ?? null);
      delete stored[MEMBER_KEY];
      const created = super.createSession(req, sess);
      storedSessions.add(created);
      return created;
    }

    override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
      const now = Date.now();
      const last = this.touched.get(sid);
      if (last !== undefined && now - last < touchIntervalMs) {
        callback?.();
        return;
      }
      this.remember(sid, now);
      super.touch(sid, sess, callback);
    }

    /**
     * A save writes the expiry too: the next touch can wait a minute from here.
     * A session read from the store is only ever updated, never inserted again: a
     * request still in flight when the member logged out or was banned (their rows
     * deleted) must not bring the session back when it saves at its end.
     */
    override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
      this.remember(sid, Date.now());
      if (!storedSessions.has(sess)) {
        super.set(sid, sess, callback);
        return;
      }
      const expires = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 86_400_000);
      pool
        .query('update http_session set sess = $1, expire = $2 where sid = $3', [JSON.stringify(sess), expires, sid])
        .then(
          () => callback?.(),
          (error: unknown) => callback?.(error),
        );
    }

    private remember(sid: string, at: number): void {
      if (this.touched.size >= MAX_REMEMBERED_TOUCHES) this.touched.clear();
      this.touched.set(sid, at);
    }

    override destroy(sid: string, callback?: (err?: unknown) => void): void {
      this.touched.delete(sid);
      super.destroy(sid, callback);
    }
  }

  return new MemberSessionStore({
    pool,
    tableName: 'http_session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog,
  });
}
