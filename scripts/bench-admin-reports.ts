/**
 * The reports' part of `npm run bench:admin` (ADR 0033): realistic learning
 * content and activity on top of the members the benchmark seeds, and the
 * timing of GET /api/admin/reports over HTTP with an administrator's session.
 */
import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';

export const ADMIN_EMAIL = 'bench-admin@poliglota.test';
const ADMIN_PASSWORD = 'bench administrator password';

/**
 * 40 administrators' courses of 3 modules × 5 lessons and 200 member uploads;
 * about 40 % of members enrolled (popularity skewed towards a few courses), each
 * enrolment with 0–15 lessons completed, 30 % of the advanced ones rated; ten XP
 * ledger entries over 60 days for each member with XP.
 */
export async function seedLearning(client: pg.Client): Promise<void> {
  await client.query(
    `insert into course (id, origin, title, description, language, level, approval_status, is_published, search_text,
                         approved_at, created_at, updated_at, instructor_name)
     select gen_random_uuid(), 'admin', 'Curso ' || i, 'Aulas em vídeo', (array['en','es','fr','de','it','ja'])[1 + i % 6],
            'Iniciante', 'approved', i % 5 <> 0, 'curso ' || i, now(), now() - (i || ' days')::interval, now(), 'Maria Silva'
       from generate_series(1, 40) i`,
  );
  await client.query(
    `insert into course (id, origin, title, description, language, level, approval_status, is_published, uploaded_by,
                         torrent_file_url, search_text, created_at, updated_at)
     select gen_random_uuid(), 'upload', 'Envio ' || m.rn, 'Curso da comunidade', 'en', 'Iniciante',
            case when m.rn % 4 = 0 then 'pending' else 'approved' end, m.rn % 4 <> 0, m.id,
            'magnet:?xt=urn:btih:' || md5(m.id::text), 'envio ' || m.rn, now() - (m.rn || ' hours')::interval, now()
       from (select id, row_number() over () as rn from member order by id limit 200) m`,
  );
  await client.query(
    `insert into course_module (id, course_id, title, module_order, is_locked, created_at, updated_at)
     select gen_random_uuid(), c.id, 'Módulo ' || m, m, false, now(), now()
       from course c, generate_series(1, 3) m where c.origin = 'admin'`,
  );
  await client.query(
    `insert into course_lesson (id, module_id, course_id, title, youtube_video_id, duration_seconds, xp_reward, lesson_order,
                                is_active, is_free, created_at, updated_at)
     select gen_random_uuid(), m.id, m.course_id, 'Aula ' || m.module_order || '.' || l, 'dQw4w9WgXcQ',
            300 + (random() * 600)::int, 10, l, true, l = 1, now(), now()
       from course_module m, generate_series(1, 5) l`,
  );
  await client.query(
    `with courses as (select array_agg(id order by created_at) as ids from course where origin = 'admin'),
          picks as (
            select m.id as member_id, m.created_at, c.ids[1 + floor(power(random(), 2) * 40)::int] as course_id
              from member m, courses c where random() < 0.4
            union all
            select m.id, m.created_at, c.ids[1 + floor(random() * 40)::int] from member m, courses c where random() < 0.15)
     insert into course_enrollment (course_id, member_id, enrolled_at)
     select distinct on (course_id, member_id) course_id, member_id, created_at + random() * (now() - created_at) from picks`,
  );
  await client.query(
    `create temp table bench_lesson_rank as
       select l.id as lesson_id, l.course_id, l.duration_seconds,
              row_number() over (partition by l.course_id order by m.module_order, l.lesson_order) as rk
         from course_lesson l join course_module m on m.id = l.module_id`,
  );
  await client.query(
    `create temp table bench_enrolment as
       select course_id, member_id, enrolled_at, floor(random() * 16)::int as k from course_enrollment`,
  );
  await client.query(
    `insert into lesson_progress (lesson_id, member_id, course_id, intervals, last_position_seconds, last_report_at,
                                  watch_time_seconds, completion_percentage, is_completed, completed_at, updated_at)
     select r.lesson_id, e.member_id, e.course_id, '[]'::jsonb, r.duration_seconds, e.enrolled_at,
            case when r.rk <= e.k then r.duration_seconds * 0.95 else r.duration_seconds * 0.4 end,
            case when r.rk <= e.k then 100 else 40 end, r.rk <= e.k,
            case when r.rk <= e.k then least(now(), e.enrolled_at + r.rk * interval '1 hour') end, now()
       from bench_enrolment e join bench_lesson_rank r on r.course_id = e.course_id and r.rk <= e.k + 1`,
  );
  await client.query(
    `update course_enrollment ce set completed_at = least(now(), e.enrolled_at + interval '16 hours')
       from bench_enrolment e where e.course_id = ce.course_id and e.member_id = ce.member_id and e.k = 15`,
  );
  await client.query(
    `insert into course_rating (course_id, member_id, id, rating, review, created_at, updated_at)
     select course_id, member_id, gen_random_uuid(), 1 + floor(random() * 5)::int, null, now(), now()
       from bench_enrolment where k >= 2 and random() < 0.3`,
  );
  await client.query(
    `update course c set enrollment_count = x.n, total_lessons = 15
       from (select course_id, count(*)::int as n from course_enrollment group by course_id) x where x.course_id = c.id`,
  );
  await client.query(
    `update course c set rating = x.r
       from (select course_id, round(avg(rating), 2) as r from course_rating group by course_id) x where x.course_id = c.id`,
  );
  await client.query(
    `insert into xp_ledger_entry (id, member_id, action_type, reference_type, reference_id, amount, reason_key, params,
                                  day, week_start, created_at)
     select gen_random_uuid(), s.member_id, 'daily_login', 'day', s.g::text, 5 + (random() * 20)::int, 'xp.daily_login', '{}'::jsonb,
            (s.at at time zone 'America/Sao_Paulo')::date,
            date_trunc('week', s.at at time zone 'America/Sao_Paulo')::date, s.at
       from (select x.member_id, g, now() - random() * interval '60 days' as at from member_xp x, generate_series(1, 10) g) s`,
  );
  const [counts] = (
    await client.query(
      `select (select count(*) from course_enrollment)::int as enrolments, (select count(*) from lesson_progress)::int as progress,
              (select count(*) from course_rating)::int as ratings, (select count(*) from xp_ledger_entry)::int as ledger,
              (select count(*) from post)::int as posts`,
    )
  ).rows;
  process.stdout.write(
    `Learning and activity: ${counts.enrolments} enrolments, ${counts.progress} lesson progress rows, ${counts.ratings} ratings, ` +
      `${counts.ledger} XP ledger entries, ${counts.posts} posts\n`,
  );
}

/** Times GET /api/admin/reports over HTTP; prints p50, p95, p99 and the plans of its heaviest statements. */
export async function timeReports(
  app: INestApplication,
  em: EntityManager,
  options: { warmup: number; iterations: number },
  log: (message?: string) => void,
): Promise<{ name: string; p50: number; p95: number; max: number }> {
  const address = app.getHttpServer().address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Administrator login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const get = async () => {
    const res = await fetch(`${base}/api/admin/reports`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET /api/admin/reports answered ${res.status}`);
    return res.json() as Promise<Record<string, any>>;
  };
  const sample = await get();
  log(
    `Reports: ${sample.overview.totalUsers} members, ${sample.overview.totalEnrollments} enrolments, ` +
      `${sample.learningAnalytics.totalLessonsCompleted} lessons completed, ~${sample.systemHealth.totalDbRows} rows`,
  );
  for (let i = 0; i < options.warmup; i += 1) await get();
  const samples: number[] = [];
  for (let i = 0; i < options.iterations; i += 1) {
    const t0 = process.hrtime.bigint();
    await get();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  const name = 'GET /api/admin/reports (HTTP)';
  log(`  ${name.padEnd(60)} p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms`);

  const statements: [string, string][] = [
    ['lesson progress figures', 'select count(*) filter (where is_completed), avg(completion_percentage), sum(watch_time_seconds) from lesson_progress'],
    ['XP per day (30 days)', `select day, sum(amount) from xp_ledger_entry where day between current_date - 29 and current_date group by day`],
    ['distinct enrolled members', 'select distinct member_id from course_enrollment'],
    ['member figures', `select count(*), count(*) filter (where last_active_day = current_date) from member`],
    ['recent completions', 'select lesson_id, member_id, completed_at from lesson_progress where is_completed order by completed_at desc, lesson_id desc, member_id desc limit 10'],
  ];
  for (const [label, statement] of statements) {
    const plan = await em.fork().execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers off) ${statement}`);
    log(`Plan of ${label}:`);
    for (const row of plan) log(`  ${row['QUERY PLAN']}`);
  }
  return { name: `${name} (p99 ${at(0.99).toFixed(2)})`, p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1] };
}
