import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import sharp from 'sharp';
import type { TestApp } from '../support/app.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { addComment, createCommunityApp, publishPost, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse } from '../support/courses.js';
import { testDatabaseUrl } from '../support/database.js';
import { waitFor } from '../support/process.js';
import { signIn, uniqueEmail, type Agent } from '../support/sign-in.js';
import { startPushService, type TestPushService } from '../support/push.js';
import { AccountErasure } from '../../src/modules/admin/index.js';
import { MemberDataRegistry } from '../../src/shared/member-data/index.js';

/**
 * The database itself says which columns can hold a member's id: a uuid or text column named
 * `member_id`, `…_member_id`, `author_id`, `…_author_id`, `reporter_id`, `blocker_id`,
 * `blocked_id`, `user_id` or `admin_id`, a uuid column named `…_by` (`uploaded_by`,
 * `referred_by`; the text `…_by` columns hold administrators' e-mails), and `member.id`.
 */
const NAMED_FOR_A_MEMBER = /^(member_id|.+_member_id|author_id|.+_author_id|reporter_id|corrector_id|blocker_id|blocked_id|user_id|admin_id)$/;
const holdsMemberId = (table: string, column: string, type: string) =>
  NAMED_FOR_A_MEMBER.test(column) || (type === 'uuid' && column.endsWith('_by')) || (table === 'member' && column === 'id');

/** Columns that keep the erased member's id after the erasure, on purpose (table.column: why). */
const ERASURE_KEEPS: Record<string, string> = {
  // The audit log keeps what administrators did and to whom, and its own `account_deleted`
  // entry names the old id; the erasure takes the member's name and the reasons out of it (ADR 0108).
  'admin_audit_entry.member_id': 'the audit log keeps what was done to the id, without the name or reasons (ADR 0108)',
};

/**
 * Text and JSON columns that keep the erased member's id after the erasure, on purpose
 * (table.column: why); the privacy page's retention section lists the same.
 */
const PSEUDONYMOUS_IDS_KEPT: Record<string, string> = {
  'admin_audit_entry.target_id': 'the audit log keeps what was done to the id, without the name or reasons (ADR 0108)',
  'xp_ledger_entry.reference_id': 'another member’s XP for the member’s like names the like by its liker: the key that awards it once (ADR 0011)',
  'xp_ledger_entry.params': 'the same award’s parameters, which its reversal reads (ADR 0011)',
};

/** Columns whose rows about the member are not in their copy, on purpose (table.column: why). */
const COPY_LEAVES_OUT: Record<string, string> = {
  'member_block.blocked_id': 'who blocks the member is the blocker’s business, not the member’s (ADR 0106)',
  'content_flag.author_id': 'reports of what the member wrote are the reporters’ (ADR 0103): never who reported',
  'moderation_action.target_author_id': 'administrators’ moderation log: what they did, kept by community (ADR 0029)',
  'admin_audit_entry.member_id': 'administrators’ audit log (ADR 0029); the ban it records is on the member row',
  'member.referred_by': 'the rows are the referred members’, not the referrer’s; the member’s own referrer is in their member row',
  'member_event.member_id': 'the live stream’s replay buffer of a few minutes (ADR 0060), repeating the inbox that is in the copy',
  'chat_presence.member_id': 'which tab is open in a room now, gone within a minute',
  'account_erasure.member_id': 'the erasure’s own progress, which exists only while the member’s data is being erased',
  'data_export.member_id': 'the copy’s own request and file, which the member asked for and holds',
  'push_delivery.member_id': 'a push being sent now, a message the inbox already holds',
};

/** Columns this test cannot fill before the erasure, so their emptiness after it proves nothing (table.column: why). */
const NOT_BUILT: Record<string, string> = {
  'account_erasure.member_id': 'the erasure’s own row: it appears when the erasure starts and goes when it finishes',
  'member.referred_by': 'no route sets a referrer today',
};

interface Column {
  table: string;
  column: string;
}
const nameOf = (c: Column) => `${c.table}.${c.column}`;

/** Every node of an EXPLAIN (FORMAT JSON) plan, with its sub-plans. */
function* nodesOf(plan: Record<string, unknown>): Generator<Record<string, unknown>> {
  yield plan;
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) yield* nodesOf(child);
}
const CONDITIONS = ['Filter', 'Index Cond', 'Recheck Cond', 'Join Filter', 'Hash Cond', 'Merge Cond'];

/**
 * A member's data, proven complete by the database (ADR 0106, ADR 0108): every column that can
 * hold a member's id is read by some module's part of the copy and emptied of the id by the
 * erasure, or is allow-listed here with its reason. A new table that holds a member's id and is
 * in neither fails this test.
 */
describe("a member's data, every column of it", () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;
  let uploadsDir: string;
  let push: TestPushService;
  let columns: Column[];
  let member: { agent: Agent; memberId: string; name: string; email: string; halfDone: string; stamp: string };
  let killedLongAgo: string;

  const count = async (c: Column, id: string) =>
    Number((await sql<{ n: number }>(orm, `select count(*)::int as n from "${c.table}" where "${c.column}"::text = ?`, [id]))[0].n);

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poliglota-coverage-'));
    // A write a process killed long ago left half-done: the start sweeps it (UPLOADS_TEMPORARY_MAX_AGE_MINUTES).
    killedLongAgo = path.join(uploadsDir, `private/data-exports/${randomUUID()}.json.${randomUUID()}.tmp`);
    fs.mkdirSync(path.dirname(killedLongAgo), { recursive: true });
    fs.writeFileSync(killedLongAgo, '{"email":"someone@example.com"}');
    fs.utimesSync(killedLongAgo, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
    push = await startPushService();
    ({ t, baseUrl, orm } = await createCommunityApp({
      ACCOUNT_DELETION_GRACE_HOURS: '0',
      UPLOADS_DIR: uploadsDir,
      WEB_PUSH_ALLOWED_ENDPOINTS: push.origin,
      VAPID_SUBJECT: 'mailto:push@poliglota.test',
    }));
    admin = await signInModerator(baseUrl);
    const found = await sql<{ table_name: string; column_name: string; data_type: string }>(
      orm,
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() and data_type in ('uuid', 'text', 'character varying')
        order by table_name, column_name`,
    );
    columns = found.filter((c) => holdsMemberId(c.table_name, c.column_name, c.data_type)).map((c) => ({ table: c.table_name, column: c.column_name }));
    member = await everywhere();
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** A member with rows in every table a member's actions reach, and others' rows about them. */
  async function everywhere() {
    const stamp = Date.now().toString(36);
    const name = `Íris Em Tudo ${stamp}`;
    const m = await signIn(baseUrl, { name, email: uniqueEmail('everywhere') });
    const other = await signIn(baseUrl, { name: `Colega ${stamp}` });
    const agent = m.agent;
    // identity: languages, settings, consents, picture, blocks both ways.
    // Learning English and a native speaker of Portuguese: the member writes in one and corrects in the other.
    await agent.post('/api/profile/setup').send({ name, userLanguages: [{ language: 'en', proficiency: 'Iniciante' }, { language: 'pt', proficiency: 'Nativo' }] }).expect(200);
    await agent.put('/api/settings').send({ name, emailNotifications: true, pushNotifications: true, communityNotifications: true }).expect(200);
    const device = push.device('phone');
    await agent.post('/api/push/subscriptions').send({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }).expect(200);
    const { consents } = (await agent.get('/api/users/me').expect(200)).body as { consents: Record<'terms' | 'privacy', { current: string }> };
    await agent.post('/api/consents').send({ terms: consents.terms.current, privacy: consents.privacy.current }).expect(200);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    await agent.post('/api/upload/profile-picture').attach('image', png, { filename: 'me.png', contentType: 'image/png' }).expect(200);
    await agent.put(`/api/blocks/${other.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    await other.agent.put(`/api/blocks/${m.memberId}`).expect((res) => expect(res.status).toBeLessThan(300));
    // community: a post, comments and likes both ways, reports both ways.
    const postId = await publishPost(t, agent, admin, { title: `Dica ${stamp}`, content: 'Leia em voz alta.', languages: ['en'] });
    const otherPostId = await publishPost(t, other.agent, admin);
    await addComment(t, agent, otherPostId, `Comentário ${stamp}`);
    const otherComment = await addComment(t, other.agent, postId, 'Boa dica!');
    await agent.post(`/api/community/posts/${otherPostId}/like`).send({ liked: true }).expect(200);
    await agent.post(`/api/community/comments/${otherComment.id}/like`).send({ liked: true }).expect(200);
    // A reader the member does not block hears of the member's comment and like, with the member's name in the
    // inbox's params and in the pushes queued to the reader's phone.
    const reader = await signIn(baseUrl, { name: `Leitora ${stamp}` });
    const readersPhone = push.device('readers-phone');
    await reader.agent.post('/api/push/subscriptions').send({ endpoint: readersPhone.endpoint, expirationTime: null, keys: readersPhone.keys }).expect(200);
    const readerPostId = await publishPost(t, reader.agent, admin);
    await addComment(t, agent, readerPostId, `Outro comentário ${stamp}`);
    await agent.post(`/api/community/posts/${readerPostId}/like`).send({ liked: true }).expect(200);
    await waitFor(
      async () => (await sql(orm, "select 1 from push_delivery where member_id = ? and payload::text like '%' || ? || '%'", [reader.memberId, name])).length === 2,
      30_000,
      () => "the reader's pushes naming the member",
    );
    await agent.post('/api/flags').send({ targetType: 'post', targetId: otherPostId, reason: 'spam' }).expect(201);
    await other.agent.post('/api/flags').send({ targetType: 'post', targetId: postId, reason: 'spam' }).expect(201);
    // A comment of the member's removed after the reader's report: the reader's notice quotes it (with the
    // member's id beside the quote) and the report keeps its text for review (ADR 0131).
    const removedComment = await addComment(t, agent, readerPostId, `Comentário removido ${stamp}`);
    await reader.agent.post('/api/flags').send({ targetType: 'post_comment', targetId: removedComment.id, reason: 'spam' }).expect(201);
    await admin.post(`/api/admin/flags/post_comment/${removedComment.id}/resolve`).send({ action: 'remove' }).expect(200);
    // corrections: a text of the member's, corrected by the reader (a native speaker), and the member's reply.
    await reader.agent.post('/api/profile/setup').send({ name: `Leitora ${stamp}`, userLanguages: [{ language: 'en', proficiency: 'Nativo' }] }).expect(200);
    const writingId = (await agent.post('/api/writings').send({ language: 'en', text: `I goed home ${stamp}.` }).expect(201)).body.id as string;
    const correctionId = (
      await reader.agent.put(`/api/writings/${writingId}/correction`).send({ sentences: [{ index: 0, verdict: 'corrected', corrected: `I went home ${stamp}.` }] }).expect(201)
    ).body.id as string;
    await agent.post(`/api/writings/${writingId}/corrections/${correctionId}/replies`).send({ text: `Obrigada ${stamp}` }).expect(201);
    // ... and a correction the member gave, of the reader's text in Portuguese.
    const readerWritingId = (await reader.agent.post('/api/writings').send({ language: 'pt', text: `Eu fui para casa ontem de noite ${stamp}.` }).expect(201)).body.id as string;
    await agent
      .put(`/api/writings/${readerWritingId}/correction`)
      .send({ sentences: [{ index: 0, verdict: 'corrected', corrected: `Eu fui para casa ontem à noite ${stamp}.` }] })
      .expect(201);
    // chat: a message and a presence.
    await agent.post(`/api/chat/rooms/${GENERAL_ROOM}/join`).send({ connectionId: 'tab-1' }).expect(200);
    t.clock.advance(10_000);
    await agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: `Olá ${stamp}` }).expect(201);
    // courses: an upload, downloads, a course taken, rated, commented and liked, lesson comments and likes.
    const uploaded = await publishCourse(t, agent, admin);
    await agent.post(`/api/courses/${uploaded}/download`).expect(200);
    const courseId = await createAdminCourse(admin);
    const mod = await addModule(admin, courseId);
    const lessonId = (await addLesson(admin, courseId, mod.id, { is_free: true })).id as string;
    await agent.get(`/api/courses/${courseId}/lessons/${lessonId}`).expect(200);
    await agent.post('/api/lessons/progress').send({ courseId, lessonId, lastPositionSeconds: 30 }).expect(200);
    await agent.post('/api/lessons/complete').send({ courseId, lessonId }).expect(200);
    await agent.post(`/api/courses/${courseId}/rate`).send({ rating: 5, review: 'Ótimo' }).expect(200);
    await agent.post(`/api/courses/${courseId}/like`).expect((res) => expect(res.status).toBeLessThan(300));
    t.clock.advance(10_000);
    await agent.post(`/api/courses/${courseId}/comments`).send({ content: `Curso bom ${stamp}` }).expect(201);
    const otherCourseComment = (await other.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Concordo' }).expect(201)).body.comment.id;
    await agent.post(`/api/courses/comments/${otherCourseComment}/like`).expect((res) => expect(res.status).toBeLessThan(300));
    t.clock.advance(10_000);
    await agent.post(`/api/lessons/${lessonId}/comments`).send({ content: `Aula boa ${stamp}` }).expect(201);
    const otherLessonComment = (await other.agent.post(`/api/lessons/${lessonId}/comments`).send({ content: 'Também achei' }).expect(201)).body.comment.id;
    await agent.post(`/api/lessons/comments/${otherLessonComment}/like`).send({ liked: true }).expect(200);
    const quiz = `/api/admin/courses/${courseId}/lessons/${lessonId}/quiz`;
    const choice = { type: 'choice', prompt: 'Como se diz “thank you”?', promptLanguage: 'pt', choices: ['Olá', 'Obrigado'], correctChoice: 1 };
    const [question] = (await admin.put(quiz).send({ questions: [choice] }).expect(200)).body.questions as { id: string }[];
    await agent.post(`/api/courses/${courseId}/lessons/${lessonId}/quiz/answers`).send({ questionId: question.id, answer: { choice: 0 } }).expect(200);
    await agent.post(`/api/courses/${courseId}/lessons/${lessonId}/quiz/answers`).send({ questionId: question.id, answer: { choice: 1 } }).expect(200);
    // review: the missed question's card, answered, and the deck's settings.
    const [card] = (await agent.get('/api/review/session').expect(200)).body.cards as { id: string }[];
    await agent.post(`/api/review/cards/${card.id}/answers`).send({ clientId: randomUUID(), answer: { choice: 1 } }).expect(200);
    await agent.put('/api/review/settings').send({ newPerDay: 12, desiredRetention: 88 }).expect(200);
    // gamification and admin: XP granted by an administrator, a ban lifted.
    await admin.post(`/api/admin/users/${m.memberId}/give-xp`).set('Idempotency-Key', randomUUID()).send({ amount: 9_000, reason: 'Bônus' }).expect(200);
    await admin.post(`/api/admin/users/${m.memberId}/ban`).send({ reason: 'Teste', days: 1 }).expect(200);
    await admin.post(`/api/admin/users/${m.memberId}/unban`).expect(200);
    // The copy asked for and prepared (its e-mail and notification with it).
    const again = await signIn(baseUrl, { name, email: m.email });
    await again.agent.post('/api/me/export').expect(202);
    await waitFor(async () => (await again.agent.get('/api/me/export').expect(200)).body.status === 'ready', 60_000, () => 'the copy to be ready');
    // A preparation of a copy killed while it wrote its file (ADR 0106): the half-done write stays beside the key.
    const [{ id: exportId }] = await sql<{ id: string }>(orm, 'select id from data_export where member_id = ?', [m.memberId]);
    const halfDone = path.join(uploadsDir, `private/data-exports/${exportId}.zip.${randomUUID()}.tmp`);
    fs.writeFileSync(halfDone, JSON.stringify({ email: m.email, name }));
    return { agent: again.agent, memberId: m.memberId, name, email: m.email, halfDone, stamp };
  }

  it('finds the columns by their names, and the member has rows in each before the erasure', async () => {
    const found = columns.map(nameOf);
    expect(found).toEqual(expect.arrayContaining(['member.id', 'post.author_id', 'content_flag.reporter_id', 'member_block.blocker_id']));
    // Every allow-listed column still exists: a renamed or dropped one leaves its exception behind.
    expect([...Object.keys(ERASURE_KEEPS), ...Object.keys(COPY_LEAVES_OUT), ...Object.keys(NOT_BUILT)].filter((c) => !found.includes(c))).toEqual([]);
    const empty: string[] = [];
    const builtAfterAll: string[] = [];
    for (const c of columns) {
      const rows = await count(c, member.memberId);
      if (rows === 0 && !(nameOf(c) in NOT_BUILT)) empty.push(nameOf(c));
      if (rows > 0 && nameOf(c) in NOT_BUILT) builtAfterAll.push(nameOf(c));
    }
    // A column here is one this test builds no row for, so the erasure's check below would prove
    // nothing about it: build one in everywhere(), or say why in NOT_BUILT.
    expect({ empty, found }).toEqual({ empty: [], found });
    expect(builtAfterAll).toEqual([]);
  });

  it("has every such column read by some module's part of the copy, or says why not", async () => {
    const registry = t.app.get(MemberDataRegistry);
    const read = new Set<string>();
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      for (const part of registry.inChainOrder()) {
        const { text, values } = part.export(member.memberId).textFrom(1);
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(`explain (format json) ${text}`, [...values]);
        for (const node of nodesOf(rows[0]['QUERY PLAN'][0].Plan)) {
          const relation = node['Relation Name'] as string | undefined;
          if (!relation) continue;
          const conditions = CONDITIONS.map((key) => node[key] ?? '').join(' ');
          for (const c of columns) if (c.table === relation && new RegExp(`\\b${c.column}\\b`).test(conditions)) read.add(nameOf(c));
        }
      }
    } finally {
      await client.end();
    }
    const unread = columns.map(nameOf).filter((c) => !read.has(c) && !(c in COPY_LEAVES_OUT));
    // A column here holds a member's id and no part of the copy reads its rows by it: add it to
    // its module's member-data.queries.ts, or say why not in COPY_LEAVES_OUT.
    expect(unread).toEqual([]);
    // An allow-listed column the copy reads after all is no longer an exception.
    expect(Object.keys(COPY_LEAVES_OUT).filter((c) => read.has(c))).toEqual([]);
  });

  it('leaves no such column holding the id after the erasure, the allow-listed ones excepted', async () => {
    await member.agent.delete('/api/me').send({ confirm: member.name, keepContent: true }).expect(202);
    expect(await t.app.get(AccountErasure).run()).toMatchObject({ erased: 1, unfinished: 0 });
    const left: string[] = [];
    for (const c of columns) if (!(nameOf(c) in ERASURE_KEEPS) && (await count(c, member.memberId)) > 0) left.push(nameOf(c));
    // A column here still holds the erased member's id: erase it in its module's part, or say why in ERASURE_KEEPS.
    expect(left).toEqual([]);
  });

  it("leaves the member's name and e-mail in no text or JSON column of any table, and their id only where a pseudonymous id is listed", async () => {
    const texts = await sql<{ table_name: string; column_name: string }>(
      orm,
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = current_schema() and (c.data_type in ('text', 'character varying', 'json', 'jsonb') or c.udt_name = '_text')
        order by c.table_name, c.column_name`,
    );
    expect(texts.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining(['notification.params', 'push_delivery.payload', 'mail_message.html', 'outbox_event.payload', 'rate_limit_window.key', 'http_session.sess']),
    );
    const holding = async (needle: string) => {
      const found: string[] = [];
      for (const c of texts) {
        const [{ n }] = await sql<{ n: number }>(
          orm,
          `select count(*)::int as n from "${c.table_name}" where position(lower(?) in lower("${c.column_name}"::text)) > 0`,
          [needle],
        );
        if (n > 0) found.push(`${c.table_name}.${c.column_name}`);
      }
      return found;
    };
    // Texts naming the member are rewritten ("Membro removido") or removed, wherever they are.
    expect({ name: await holding(member.name), email: await holding(member.email) }).toEqual({ name: [], email: [] });
    // Nor do the member's words that a report's removal kept, or that others' notices quoted (ADR 0131).
    expect(await holding(`Comentário removido ${member.stamp}`)).toEqual([]);
    // Their id stays only where this list says why (and the privacy page's retention section says so too).
    expect(await holding(member.memberId)).toEqual(Object.keys(PSEUDONYMOUS_IDS_KEPT).sort());
    // Half-done writes of the member's copy went with it; one long abandoned went at the start.
    expect([fs.existsSync(member.halfDone), fs.existsSync(killedLongAgo)]).toEqual([false, false]);
  });
});
