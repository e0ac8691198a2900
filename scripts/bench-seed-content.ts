/**
 * Content for the course catalogue and chat reads of `npm run bench:http`: approved,
 * published courses of both origins (languages and levels mixed, some likes and
 * comments, a few pending or unpublished ones the catalogue skips) and messages in the
 * general chat room, by the members bench-database.ts seeded. One
 * `insert … select … generate_series` per table, so it takes a second or two.
 */
import pg from 'pg';
import { GENERAL_ROOM_ID } from '../src/modules/chat/domain/chat.js';

/** Chat message i (1-based) has this id, so the poll's `after=` is known before seeding. */
export const benchMessageId = (i: number): string => `c4a7b000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export const BENCH_COURSES = 300;
export const BENCH_MESSAGES = 2_000;
/** The poll's cursor: a recent message, so each poll returns the five after it, as a live room does. */
export const BENCH_RECENT_MESSAGE_ID = benchMessageId(BENCH_MESSAGES - 5);
export { GENERAL_ROOM_ID };

export async function seedContent(url: string, now: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const members = `(select id, row_number() over (order by id) as n from member)`;
  const memberCount = `(select count(*) from member)`;
  try {
    await client.query('set synchronous_commit = off');
    // Every 10th course is the administrators' own (no uploader); every 25th upload waits
    // for approval and every 40th is unpublished: the catalogue reads the rest.
    await client.query(
      `insert into course (id, origin, title, description, language, level, cover_image, instructor_name, approval_status,
                           is_published, uploaded_by, torrent_file_url, external_link, download_count, likes_count,
                           comments_count, total_lessons, total_duration_seconds, search_text, approved_at, approved_by,
                           created_at, updated_at)
       select gen_random_uuid(), case when s.i % 10 = 0 then 'admin' else 'upload' end,
              'Curso ' || s.i, repeat('Descrição do curso ' || s.i || '. ', 1 + s.i % 8),
              (array['pt','en','es','fr','de','it','ja','ko','ru','zh','ar'])[1 + s.i % 11],
              (array['Iniciante','Intermediário','Avançado','Completo'])[1 + s.i % 4],
              case when s.i % 3 = 0 then 'https://example.com/capa-' || s.i || '.jpg' end,
              case when s.i % 10 = 0 then 'Professora ' || s.i end,
              case when s.i % 25 = 0 and s.i % 10 <> 0 then 'pending' else 'approved' end, s.i % 40 <> 0,
              case when s.i % 10 = 0 then null else m.id end,
              case when s.i % 2 = 0 then 'https://example.com/curso-' || s.i || '.torrent' end,
              case when s.i % 2 = 1 then 'https://example.com/curso-' || s.i end,
              floor(power(random(), 3) * 500)::int, 0, 0, 1 + s.i % 30, 600 * (1 + s.i % 30),
              'curso ' || s.i || ' descricao do curso ' || s.i,
              case when s.i % 25 = 0 and s.i % 10 <> 0 then null else s.at + interval '1 hour' end,
              case when s.i % 25 = 0 and s.i % 10 <> 0 then null else 'admin@poliglota.dev' end, s.at, s.at
       from (select i, $2::timestamptz - random() * interval '365 days' as at,
                    1 + floor(random() * ${memberCount})::int as mi
             from generate_series(1, $1::int) as i offset 0) s
       join ${members} m on m.n = s.mi`,
      [BENCH_COURSES, now.toISOString()],
    );
    // Likes: up to 30 random members per course, skewed (a few popular courses); a tenth withdrawn.
    await client.query(
      `insert into course_like (course_id, member_id, liked, changed_at, created_at)
       select distinct on (s.course_id, m.id) s.course_id, m.id, random() > 0.1, $1::timestamptz, $1::timestamptz
       from (select c.id as course_id, 1 + floor(random() * ${memberCount})::int as mi
             from (select id, floor(power(random(), 2) * 30)::int as n from course offset 0) c
             cross join lateral generate_series(1, c.n) offset 0) s
       join ${members} m on m.n = s.mi`,
      [now.toISOString()],
    );
    await client.query(
      `insert into course_comment (id, course_id, author_id, content, likes_count, created_at)
       select gen_random_uuid(), s.course_id, m.id, 'Comentário ' || s.k || ' sobre o curso.', 0, $1::timestamptz - random() * interval '30 days'
       from (select c.id as course_id, k, 1 + floor(random() * ${memberCount})::int as mi
             from (select id, floor(power(random(), 3) * 12)::int as n from course offset 0) c
             cross join lateral generate_series(1, c.n) as k offset 0) s
       join ${members} m on m.n = s.mi`,
      [now.toISOString()],
    );
    await client.query(
      `update course c set likes_count = (select count(*) from course_like l where l.course_id = c.id and l.liked),
                           comments_count = (select count(*) from course_comment m where m.course_id = c.id)`,
    );
    // The general room's history: one message a minute up to now, by random members.
    await client.query(
      `insert into chat_message (id, seq, room_id, author_id, content, message_type, created_at)
       select ('c4a7b000-0000-4000-8000-' || lpad(s.i::text, 12, '0'))::uuid, s.i, $2::uuid, m.id,
              'Mensagem ' || s.i || ' na sala geral', 'text', $3::timestamptz - ($1::int - s.i) * interval '1 minute'
       from (select i, 1 + floor(random() * ${memberCount})::int as mi from generate_series(1, $1::int) as i offset 0) s
       join ${members} m on m.n = s.mi`,
      [BENCH_MESSAGES, GENERAL_ROOM_ID, now.toISOString()],
    );
    // seq is a bigserial: move it past the seeded values, as inserts through the app would have.
    await client.query(`select setval(pg_get_serial_sequence('chat_message', 'seq'), $1::bigint)`, [BENCH_MESSAGES]);
    // Every member's review deck (issue 48): 20 cards each, half already reviewed (due over the
    // past and next ten days, one review logged each), half new; the summary in the navbar reads it.
    await client.query(
      `insert into review_card (id, member_id, source, source_key, content, due, stability, difficulty, reps, lapses, state,
                                last_review, scheduled_days, last_rating, created_at)
       select gen_random_uuid(), m.id, 'quiz', 'bench-' || s.i,
              jsonb_build_object('type', 'text', 'prompt', 'Pergunta ' || s.i, 'promptLanguage', 'pt', 'explanation', null,
                                 'choices', null, 'correctChoice', null, 'acceptedAnswers', jsonb_build_array('resposta ' || s.i),
                                 'strictAccents', false, 'distractors', null),
              case when s.i <= 10 then $1::timestamptz + (random() * 20 - 10) * interval '1 day' else $1::timestamptz end,
              case when s.i <= 10 then 3 else 0 end, case when s.i <= 10 then 5 else 0 end,
              case when s.i <= 10 then 1 else 0 end, 0, case when s.i <= 10 then 2 else 0 end,
              case when s.i <= 10 then $1::timestamptz - interval '3 days' end, case when s.i <= 10 then 3 else 0 end,
              case when s.i <= 10 then 3 end, $1::timestamptz - interval '4 days'
       from member m cross join generate_series(1, 20) as s(i)`,
      [now.toISOString()],
    );
    await client.query(
      `insert into review_log (id, card_id, member_id, client_id, rating, state_before, elapsed_days, scheduled_days, reviewed_at,
                               received_at, correct, response, xp_awarded)
       select gen_random_uuid(), c.id, c.member_id, gen_random_uuid(), 3, 0, 0, 3, c.last_review, c.last_review, true, '{}'::jsonb, 1
       from review_card c where c.state = 2`,
    );
    await client.query('vacuum (analyze) course, course_like, course_comment, chat_message, review_card, review_log');
    const {
      rows: [counts],
    } = await client.query<Record<string, string>>(
      `select (select count(*) from course where approval_status = 'approved' and is_published) as catalogue,
              (select count(*) from course_like where liked) as likes, (select count(*) from course_comment) as comments,
              (select count(*) from chat_message) as messages`,
    );
    process.stdout.write(
      `  ${counts.catalogue} courses in the catalogue (${BENCH_COURSES} seeded), ${counts.likes} course likes, ` +
        `${counts.comments} comments, ${counts.messages} messages in the general chat room\n`,
    );
  } finally {
    await client.end();
  }
}
