import connectPgSimple from 'connect-pg-simple';
import type { IncomingMessage } from 'node:http';
import session from 'express-session';
import type pg from 'pg';
import type { CachedSession, SessionCache } from './session-cache.js';

/** Who a session belongs to, read in the same query as the session itself. */
export interface SessionMemberRow {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** How often at most a session's idle expiry is pushed forward while it is only read. */
export const SESSION_REFRESH_INTERVAL_MS = 60_000;

const MEMBER_KEY = '__poliglotaMember';
const loadedMembers = new WeakMap<object, SessionMemberRow | null>();
/** Sessions read from the store in their request (as opposed to created or regenerated in it). */
const storedSessions = new WeakSet<object>();

/** True when this session was read from the store in its request (not created or regenerated in it). */
export function isStoredSession(sess: object): boolean {
  return storedSessions.has(sess);
}

/**
 * The member the session store read with this request's session: a row when the
 * session names a member who exists, null when it names none or one that is gone,
 * undefined when the store read no session for this request (e.g. one created in it).
 */
export function sessionMemberOf(req: IncomingMessage): SessionMemberRow | null | undefined {
  return loadedMembers.get(req);
}

/** A session store that can be closed (its prune timer stopped) at shutdown. */
export type ClosableSessionStore = session.Store & { close(): void; pruneSessions(done: (error?: unknown) => void): void };

type StoredSession = session.SessionData & { [MEMBER_KEY]?: SessionMemberRow | null };

/** A session object of its own for each request: express-session changes it in place. */
function materialise(cached: CachedSession): StoredSession {
  const sess = JSON.parse(cached.sess) as StoredSession;
  sess[MEMBER_KEY] = cached.member;
  return sess;
}

/**
 * connect-pg-simple's store, made cheap for reads (ADR 0018):
 * - `get` reads the session and its member in one round trip (both are identity's
 *   tables), so authenticating a request costs one query, and none while the
 *   read is in `cache` (kept 30 s at most, forgotten on every change: SessionCache);
 * - `touch` writes nothing: a session that is only read has its idle expiry pushed
 *   forward by a save at most once a minute (`refreshSessionExpiry` in the session middleware), which also
 *   re-issues the cookie, instead of a write and a new cookie on every request.
 * Ending a session still deletes its row at once, so the next request of that
 * session finds nothing, on every instance.
 */
export function createSessionStore(
  pool: pg.Pool,
  cache: SessionCache,
  errorLog: (...args: unknown[]) => void,
): ClosableSessionStore {
  const PgStore = connectPgSimple(session);

  class MemberSessionStore extends PgStore {
    override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
      const cached = cache.get(sid);
      if (cached) {
        callback(null, materialise(cached));
        return;
      }
      const token = cache.reading(sid);
      pool
        .query<{
          sess: StoredSession | string;
          expire: Date;
          member_id: string | null;
          email: string | null;
          email_verified: boolean | null;
        }>({
          name: 'poliglota_session_get',
          text: `select s.sess, s.expire, m.id as member_id, m.email, m.email_verified
                 from http_session s
                 left join member m on m.id = case when s.sess->>'memberId' ~* '^[0-9a-f-]{36}$' then (s.sess->>'memberId')::uuid end
                 where s.sid = $1 and s.expire >= now()`,
          values: [sid],
        })
        .then(
          ({ rows: [row] }) => {
            if (!row) return callback(null, null);
            const sess: StoredSession = typeof row.sess === 'string' ? (JSON.parse(row.sess) as StoredSession) : row.sess;
            const member = row.member_id ? { id: row.member_id, email: row.email!, emailVerified: !!row.email_verified } : null;
            const memberId = typeof sess.memberId === 'string' ? sess.memberId : null;
            // A session naming a member who is not there (yet) is read again next time.
            if (member || !memberId) {
              cache.keep(sid, token, { sess: JSON.stringify(sess), member, memberId }, new Date(row.expire).getTime());
            }
            sess[MEMBER_KEY] = member;
            callback(null, sess);
          },
          (error: unknown) => callback(error),
        );
    }

    /** express-session builds req.session here: the member row goes to the request, not into the session. */
    override createSession(req: Parameters<session.Store['createSession']>[0], sess: session.SessionData): session.Session & session.SessionData {
      const stored = sess as StoredSession;
      loadedMembers.set(req, stored[MEMBER_KEY] ?? null);
      delete stored[MEMBER_KEY];
      const created = super.createSession(req, sess);
      storedSessions.add(created);
      return created;
    }

    /** The expiry moves with `refreshSessionExpiry`'s saves; a plain read writes nothing. */
    override touch(_sid: string, _sess: session.SessionData, callback?: (err?: unknown) => void): void {
      callback?.();
    }

    /**
     * A session read from the store is only ever updated, never inserted again: a
     * request still in flight when the member logged out or was banned (their rows
     * deleted) must not bring the session back when it saves at its end.
     */
    override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
      // Forgotten here at once, and again when the write's notification arrives.
      cache.forget(sid);
      if (!storedSessions.has(sess)) {
        super.set(sid, sess, callback);
        return;
      }
      const expires = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 86_400_000);
      pool
        // A session a ban ended (ADR 0056) stays as the ban left it.
        .query("update http_session set sess = $1, expire = $2 where sid = $3 and not (sess ? 'suspendedMemberId')", [
          JSON.stringify(sess),
          expires,
          sid,
        ])
        .then(
          () => callback?.(),
          (error: unknown) => callback?.(error),
        );
    }

    /** Logout and regeneration: forgotten in this instance at once, in the others by the trigger's notification. */
    override destroy(sid: string, callback?: (err?: unknown) => void): void {
      cache.forget(sid);
      super.destroy(sid, callback);
    }
  }

  return new MemberSessionStore({
    pool,
    tableName: 'http_session',
    createTableIfMissing: false,
    // Expired rows are pruned by one process of the cluster, not by each (TimedJobs, ADR 0067).
    pruneSessionInterval: false,
    errorLog,
  });
}
