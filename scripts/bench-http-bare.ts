/**
 * The yardstick of `npm run bench:http`: a bare Node `http` + `pg` server that
 * answers the same questions as the app's hot reads with the same SQL (session
 * lookup included), and nothing else — no framework, no validation, no logging.
 * What the app adds on top of it is the cost of its request path.
 *
 * Started by scripts/bench-http.ts as a process of its own:
 *   DATABASE_URL=… PORT=… SESSION_SECRET=… node dist/scripts/bench-http-bare.js
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { GENERAL_ROOM_ID, MESSAGES_PAGE_SIZE } from '../src/modules/chat/domain/chat.js';
import { isUuid } from '../src/shared/ids.js';
import { addDays, saoPauloDay, saoPauloWeekStart, startOfSaoPauloDay } from '../src/shared/time/index.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.SESSION_SECRET ?? '';

/** connect-pg-simple's read, after express-session's cookie signature check. */
async function sessionMember(req: http.IncomingMessage): Promise<string | null> {
  const raw = /(?:^|;\s*)poliglota\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  const sid = value.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const { rows } = await pool.query<{ sess: { memberId?: string } }>(
    'SELECT sess FROM "http_session" WHERE sid = $1 AND expire >= to_timestamp($2)',
    [sid, Math.floor(Date.now() / 1000)],
  );
  return rows[0]?.sess.memberId ?? null;
}

const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> =>
  (await pool.query<T>(sql, params)).rows;

const RANKING_ROW = `m.member_id, coalesce(w.xp, 0) as weekly_xp, m.xp_total, m.level, m.streak_days,
  m.last_login_day::text as last_login_day, m.registered_at`;

/** The ranking position of a member with weekly XP (the common case in the bench). */
async function position(weekStart: string, memberId: string): Promise<{ row: Record<string, unknown>; position: number }> {
  const [row] = await q<{ weekly_xp: number; xp_total: number; registered_at: Date; member_id: string }>(
    `select ${RANKING_ROW} from member_xp m left join weekly_score w on w.week_start = $1 and w.member_id = m.member_id
     where m.member_id = $2`,
    [weekStart, memberId],
  );
  // The app's histogram query (ADR 0030): higher scores, then ties on the score ahead by total, then full ties.
  const [{ ahead }] = await q<{ ahead: string }>(
    `select
       (select coalesce(sum(members), 0) from weekly_score_histogram where week_start = $1 and score > $2)
       + (select coalesce(sum(members), 0) from weekly_score_total_histogram where week_start = $1 and score = $2 and xp_total > $3)
       + (select count(*) from weekly_score where week_start = $1 and xp = $2 and xp_total = $3
            and (registered_at < $4 or (registered_at = $4 and member_id < $5))) as ahead`,
    [weekStart, row.weekly_xp, row.xp_total, row.registered_at, row.member_id],
  );
  return { row, position: Number(ahead) + 1 };
}

const members = (ids: string[]) => q('select id, name, picture, google_picture from member where id = any($1::uuid[])', [ids]);

/** identity's `getMembers` (MemberRepository.summaries), which courses and chat call once per page. */
const summaries = (ids: string[]) =>
  q('select id, name, email, picture, google_picture, preferred_language, daily_goal, created_at from member where id = any($1::uuid[])', [ids]);

/** gamification's `getMemberRanks` (ProgressQueries.memberProgress). */
const progress = (ids: string[]) =>
  q(
    `select member_id, xp_total, level, xp_today, today_day::text as today_day, xp_week, week_start::text as week_start,
            streak_days, last_login_day::text as last_login_day
     from member_xp where member_id = any($1::uuid[])`,
    [ids],
  );

/** CoursesQueries' COURSE_COLUMNS, and CATALOGUE_PAGE_SIZE of the catalogue service. */
const COURSE_COLUMNS = `c.id, c.origin, c.title, c.description, c.language, c.level, c.cover_image, c.instructor_name,
  c.instructor_picture, c.approval_status, c.rejection_reason, c.is_published, c.uploaded_by, c.torrent_file_url,
  c.external_link, c.download_count, c.likes_count, c.comments_count, c.total_lessons, c.total_duration_seconds,
  c.enrollment_count, c.rating, c.approved_at, c.approved_by, c.created_at`;
const CATALOGUE_PAGE_SIZE = 12;

let landing: { at: number; value: Promise<unknown> } | undefined;

/** One handler per hot read; each answers the same question as the app's endpoint. */
const routes: Record<string, (memberId: string | null, query: URLSearchParams) => Promise<unknown>> = {
  '/api/health': async () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime() * 10) / 10 }),
  '/api/landing/stats': async () => {
    // The app reuses one answer for 10 s; so does the yardstick.
    if (!landing || Date.now() - landing.at >= 10_000) {
      landing = {
        at: Date.now(),
        value: Promise.all([
          q<{ count: string }>('select count(*) as count from member'),
          q('select distinct language from member_language'),
        ]).then(([[count], languages]) => ({ totalUsers: Number(count.count), totalCourses: 0, totalLanguages: languages.length })),
      };
    }
    return landing.value;
  },
  '/api/users/me': async (memberId) => {
    const [member] = await q('select * from member where id = $1', [memberId]);
    return member;
  },
  '/api/notifications/unread-count': async (memberId) => {
    const [row] = await q<{ count: string }>('select count(*) as count from notification where member_id = $1 and is_read = false', [memberId]);
    return { count: Number(row.count) };
  },
  '/api/ranking': async (memberId) => {
    const weekStart = saoPauloWeekStart(new Date());
    const mine = await position(weekStart, memberId!);
    const [top, [count]] = await Promise.all([
      q<{ member_id: string }>(
        `select w.member_id, w.xp as weekly_xp, m.xp_total, m.level, m.streak_days,
                m.last_login_day::text as last_login_day, m.registered_at
         from weekly_score w join member_xp m on m.member_id = w.member_id
         where w.week_start = $1 and w.xp > 0
         order by w.xp desc, w.xp_total desc, w.registered_at asc, w.member_id asc limit 100`,
        [weekStart],
      ),
      q<{ count: string }>('select coalesce(sum(members), 0) as count from member_total_histogram'),
    ]);
    const names = await members([...top.map((r) => r.member_id), memberId!]);
    return { topUsers: top, names, totalUsers: Number(count.count), currentUser: mine };
  },
  '/api/dashboard': async (memberId) => {
    const weekStart = saoPauloWeekStart(new Date());
    const [member] = await q('select * from member where id = $1', [memberId]);
    const [progress, badges, [badgeCount], mine, posts] = await Promise.all([
      q(
        `select member_id, xp_total, level, xp_today, today_day::text as today_day, xp_week, week_start::text as week_start,
                streak_days, last_login_day::text as last_login_day from member_xp where member_id = $1`,
        [memberId],
      ),
      q('select badge_id, created_at from badge_grant where member_id = $1 order by created_at desc, badge_id desc limit 5', [memberId]),
      q<{ count: string }>('select count(*) as count from badge_grant where member_id = $1', [memberId]),
      position(weekStart, memberId!),
      q<{ author_id: string }>(
        `select p.id, p.title, p.author_id, p.created_at, p.likes_count, p.comments_count from post p
         where p.status = 'approved' order by p.created_at desc, p.id desc limit 5`,
      ),
    ]);
    const authors = await members(posts.map((p) => p.author_id));
    return { member, progress, badges, totalBadges: Number(badgeCount.count), position: mine.position, posts, authors };
  },
  '/api/review/summary': async (memberId) => {
    const day = saoPauloDay(new Date());
    const start = startOfSaoPauloDay(day);
    const end = startOfSaoPauloDay(addDays(day, 1));
    const [row] = await q<{ new_per_day: number | null; desired_retention: number | null; due_today: number; new_cards: number; first_today: number; learning: number; total: number; next_due_at: Date | null }>(
      `select s.new_per_day, s.desired_retention,
              count(*) filter (where c.state <> 0 and c.due < $2)::int as due_today,
              count(*) filter (where c.state = 0)::int as new_cards,
              count(*) filter (where c.state <> 0 and c.last_rating = 1)::int as learning,
              count(*)::int as total, min(c.due) filter (where c.state <> 0) as next_due_at,
              (select count(*)::int from review_log l where l.member_id = $1 and l.state_before = 0 and l.reviewed_at >= $3 and l.reviewed_at < $2) as first_today
         from review_card c left join review_settings s on s.member_id = $1
        where c.member_id = $1 and c.removed_at is null group by s.new_per_day, s.desired_retention`,
      [memberId, end, start],
    );
    const newPerDay = row?.new_per_day ?? 10;
    return {
      due: row?.due_today ?? 0,
      new: Math.min(row?.new_cards ?? 0, Math.max(0, newPerDay - (row?.first_today ?? 0))),
      learning: row?.learning ?? 0,
      total: row?.total ?? 0,
      nextDueAt: row?.next_due_at ?? null,
      newPerDay,
      desiredRetention: row?.desired_retention ?? 90,
    };
  },
  '/api/community/posts': async (memberId) => {
    const columns = `p.id, p.author_id, p.title, p.content, p.languages, p.status, p.is_pinned, p.has_quality_badge,
      p.likes_count, p.comments_count, p.created_at, p.approved_at, p.approved_by,
      (extract(epoch from p.created_at) * 1000000)::bigint::text as created_key`;
    const [rows, pending] = await Promise.all([
      q<{ author_id: string }>(
        `select ${columns}, exists (select 1 from post_like l where l.post_id = p.id and l.member_id = $1 and l.liked) as is_liked_by_user
         from post p where p.status = 'approved' order by p.is_pinned desc, p.created_at desc, p.id desc limit 21`,
        [memberId],
      ),
      q<{ author_id: string }>(
        `select ${columns}, false as is_liked_by_user from post p
         where p.author_id = $1 and p.status = 'pending' order by p.created_at desc, p.id desc`,
        [memberId],
      ),
    ]);
    const ids = [...new Set([...pending, ...rows].map((r) => r.author_id))];
    const [authors, ranks] = await Promise.all([
      members(ids),
      q('select member_id, level from member_xp where member_id = any($1::uuid[])', [ids]),
    ]);
    return { posts: [...pending, ...rows.slice(0, 20)], authors, ranks };
  },
  // CatalogueService.catalogue, page 1 without filters: the page with its total, then the
  // uploaders' names and the viewer's downloads today side by side.
  '/api/courses': async (memberId) => {
    const rows = await q<{ uploaded_by: string | null; total: string }>(
      `select ${COURSE_COLUMNS},
              exists (select 1 from course_like l where l.course_id = c.id and l.member_id = $1 and l.liked) as is_liked_by_user,
              count(*) over () as total
       from course c where c.approval_status = 'approved' and c.is_published
       order by c.created_at desc, c.id desc limit $2 offset $3`,
      [memberId, CATALOGUE_PAGE_SIZE, 0],
    );
    const uploaders = [...new Set(rows.map((r) => r.uploaded_by).filter((id): id is string => id !== null))];
    const [names, downloads] = await Promise.all([
      uploaders.length > 0 ? summaries(uploaders) : [],
      q('select course_id from course_download where member_id = $1 and day = $2', [memberId, saoPauloDay(new Date())]),
    ]);
    return { courses: rows, names, downloads, total: rows.length > 0 ? Number(rows[0].total) : 0 };
  },
  // ChatService.listMessages with `after`: the cursor's seq (which proves the room), the
  // page after it, then the authors from identity and gamification side by side.
  [`/api/chat/rooms/${GENERAL_ROOM_ID}/messages`]: async (_memberId, query) => {
    const after = query.get('after');
    const [cursor] = isUuid(after) ? await q<{ seq: string }>('select seq from chat_message where id = $1 and room_id = $2', [after, GENERAL_ROOM_ID]) : [];
    if (!cursor) throw new Error(`no message ${after} in the general room`);
    const rows = await q<{ author_id: string }>(
      `select id, seq, room_id, author_id, content, message_type, created_at, deleted_at is not null as deleted from chat_message
       where room_id = $1 and seq > $2 and deleted_at is null order by seq limit $3`,
      [GENERAL_ROOM_ID, cursor.seq, MESSAGES_PAGE_SIZE],
    );
    const authors = [...new Set(rows.map((r) => r.author_id))];
    if (authors.length === 0) return { messages: rows };
    const [people, ranks] = await Promise.all([summaries(authors), progress(authors)]);
    return { messages: rows, people, ranks };
  },
};

/** Routes a guest may read; every other one answers 401 without a session, as in the app. */
const PUBLIC = new Set(['/api/health', '/api/landing/stats']);

http
  .createServer((req, res) => {
    const [path, search = ''] = (req.url ?? '/').split('?', 2);
    const route = routes[path];
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
      return;
    }
    (PUBLIC.has(path) ? Promise.resolve(null) : sessionMember(req))
      .then(async (memberId) => {
        if (!memberId && !PUBLIC.has(path)) {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
          return;
        }
        const body = JSON.stringify(await route(memberId, new URLSearchParams(search)));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      })
      .catch((error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        res.writeHead(500).end();
      });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
