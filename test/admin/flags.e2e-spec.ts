import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { MODERATOR, addComment, findInFeed, publishPost, signInModerator, sql } from '../support/community.js';
import { GENERAL_ROOM, openStream } from '../support/chat.js';
import { addLesson, addModule, createAdminCourse, publishCourse } from '../support/courses.js';
import { OutboxDispatcher } from '../../src/shared/events/index.js';

type Member = { agent: Agent; memberId: string };

describe('reports (denúncias)', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, now: '2026-06-10T15:00:00Z', env: { ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password } });
    baseUrl = baseUrlOf(t.app);
    orm = t.app.get(MikroORM);
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  const members = (n: number): Promise<Member[]> => Promise.all(Array.from({ length: n }, (_, i) => signIn(baseUrl, { name: `Membro ${i + 1}` })));
  const commentIds = async (member: Agent, postId: string): Promise<string[]> =>
    ((await member.get(`/api/community/posts/${postId}/comments`).expect(200)).body.comments as { id: string }[]).map((c) => c.id);
  const report = (member: Agent, targetType: string, targetId: string, reason = 'spam') =>
    member.post('/api/flags').send({ targetType, targetId, reason });
  const openItem = async (targetId: string) =>
    ((await admin.get('/api/admin/flags').query({ status: 'open' }).expect(200)).body.items as Record<string, any>[]).find((i) => i.targetId === targetId);

  /** A post by `author` with a comment by `commenter`; returns the comment's id. */
  async function commentedPost(author: Member, commenter: Member): Promise<{ postId: string; commentId: string }> {
    const postId = await publishPost(t, author.agent, admin);
    const comment = await addComment(t, commenter.agent, postId, `Compre já! ${Math.random()}`);
    return { postId, commentId: comment.id as string };
  }

  it('three reporters hide a post comment from a fourth member but not from its author nor an administrator; keep shows it again', async () => {
    const [author, commenter, a, b, c, reader] = await members(6);
    const { postId, commentId } = await commentedPost(author, commenter);

    expect((await report(a.agent, 'post_comment', commentId).expect(201)).body).toEqual({ success: true, replaced: false });
    // The same member again replaces the reason: 200, still one report.
    expect((await report(a.agent, 'post_comment', commentId, 'harassment').expect(200)).body).toEqual({ success: true, replaced: true });
    await report(b.agent, 'post_comment', commentId).expect(201);
    expect(await commentIds(reader.agent, postId)).toContain(commentId);
    await a.agent.post('/api/flags').send({ targetType: 'post_comment', targetId: commentId, reason: 'other', details: 'Propaganda  repetida\u200b' }).expect(200);
    await report(c.agent, 'post_comment', commentId, 'inappropriate').expect(201);

    expect(await commentIds(reader.agent, postId)).not.toContain(commentId);
    expect(await commentIds(commenter.agent, postId)).toContain(commentId);
    const moderation = (await admin.get(`/api/admin/posts/${postId}/comments`).expect(200)).body.comments as { id: string }[];
    expect(moderation.map((m) => m.id)).toContain(commentId);

    const item = await openItem(commentId);
    expect(item).toMatchObject({ targetType: 'post_comment', parentId: postId, author: { id: commenter.memberId }, count: 3, status: 'open', hidden: true });
    expect(new Set(item!.reasons)).toEqual(new Set(['other', 'spam', 'inappropriate']));
    expect(item!.reports.find((r: any) => r.reporter.id === a.memberId)).toMatchObject({ reason: 'other', details: 'Propaganda  repetida' });
    expect((await admin.get('/api/admin/stats').expect(200)).body.openFlags).toBeGreaterThanOrEqual(1);

    await admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action: 'keep', note: 'Não é spam' }).expect(200, { success: true });
    expect(await commentIds(reader.agent, postId)).toContain(commentId);
    expect(await openItem(commentId)).toBeUndefined();
    const closed = ((await admin.get('/api/admin/flags').query({ status: 'closed' }).expect(200)).body.items as Record<string, any>[]).find(
      (i) => i.targetId === commentId,
    );
    expect(closed).toMatchObject({ status: 'closed', decision: 'keep', count: 3 });
    const audit = await sql(orm, `select action, reason, member_id from admin_audit_entry where target_id = ?`, [commentId]);
    expect(audit).toEqual([{ action: 'flags_kept', reason: 'Não é spam', member_id: commenter.memberId }]);
    // A second decision finds the reports closed: 409, naming the one that stands.
    const late = await admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action: 'remove' }).expect(409);
    expect(late.body).toMatchObject({ code: 'ADMIN.FLAGS_ALREADY_DECIDED', decision: 'keep', params: { reason: 'keep' } });
    expect(late.body.error).toBe('Estas denúncias já foram decididas: o conteúdo foi mantido.');
    expect(await commentIds(reader.agent, postId)).toContain(commentId);
    // An item nobody reported has nothing to decide.
    await admin.post(`/api/admin/flags/post_comment/${randomUUID()}/resolve`).send({ action: 'keep' }).expect(404);
  });

  /** Resolves once `count` statements of this database wait for a lock. */
  async function lockWaiters(count: number): Promise<void> {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const [row] = await sql<{ n: number }>(orm, `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (row.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${count} statements never waited for a lock`);
  }
  const inbox = async (m: Member) => (await m.agent.get('/api/notifications').expect(200)).body.notifications as { title: string; message: string }[];

  it('six decisions on one item at once (four keep, two remove): one is taken, the five others answer 409 naming it, one audit entry, each reporter told once', async () => {
    const [author, commenter, a, b, c, reader] = await members(6);
    const { postId, commentId } = await commentedPost(author, commenter);
    for (const reporter of [a, b, c]) await report(reporter.agent, 'post_comment', commentId, 'harassment').expect(201);

    const actions = ['keep', 'remove', 'keep', 'keep', 'remove', 'keep'];
    const answers = await Promise.all(actions.map((action) => admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);

    const audit = await sql(orm, `select action from admin_audit_entry where target_id = ? and action like 'flags_%'`, [commentId]);
    expect(audit).toHaveLength(1);
    const standing = audit[0].action === 'flags_kept' ? 'keep' : 'remove';
    expect(answers[answers.findIndex((r) => r.status === 200)].body).toEqual({ success: true });
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'ADMIN.FLAGS_ALREADY_DECIDED', decision: standing });
    }
    const closed = await sql(orm, `select distinct decision from content_flag where target_id = ?`, [commentId]);
    expect(closed).toEqual([{ decision: standing }]);
    // The item is as the one decision left it, removed (once) or shown again.
    const deletions = await sql(orm, `select 1 from moderation_action where target_id = ? and action = 'comment_deleted'`, [commentId]);
    expect(deletions).toHaveLength(standing === 'remove' ? 1 : 0);
    expect((await commentIds(reader.agent, postId)).includes(commentId)).toBe(standing === 'keep');
    for (const reporter of [a, b, c]) {
      expect((await inbox(reporter)).filter((n) => n.title === 'Sua denúncia foi analisada')).toHaveLength(1);
    }
    expect((await inbox(commenter)).filter((n) => n.title === 'Conteúdo removido')).toHaveLength(standing === 'remove' ? 1 : 0);
  });

  it('a report made while a decision removes the item waits for it and finds the item gone (404), leaving no open report', async () => {
    const [author, commenter, a, late] = await members(4);
    const { commentId } = await commentedPost(author, commenter);
    await report(a.agent, 'post_comment', commentId).expect(201);

    // The item's lock, held here: the decision, then the report, queue behind it in that order.
    const holder = orm.em.fork();
    await holder.begin();
    try {
      await holder.execute('select pg_advisory_xact_lock(hashtext(?))', [`flags:post_comment:${commentId}`]);
      const decision = admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action: 'remove' }).then((r) => r);
      await lockWaiters(1);
      const lateReport = report(late.agent, 'post_comment', commentId).then((r) => r);
      await lockWaiters(2);
      await holder.commit();
      expect((await decision).status).toBe(200);
      const refused = await lateReport;
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 404, code: 'ADMIN.FLAG_TARGET_NOT_FOUND' });
    } finally {
      if (holder.isInTransaction()) await holder.rollback();
    }
    expect(await sql(orm, `select 1 from content_flag where target_id = ? and closed_at is null`, [commentId])).toHaveLength(0);
  });

  it('remove deletes the item, tells each reporter without the note and its author why', async () => {
    const [author, commenter, a, b] = await members(4);
    const { postId, commentId } = await commentedPost(author, commenter);
    await report(a.agent, 'post_comment', commentId, 'harassment').expect(201);
    await report(b.agent, 'post_comment', commentId, 'harassment').expect(201);

    await admin.post(`/api/admin/flags/post_comment/${commentId}/resolve`).send({ action: 'remove', note: 'nota interna' }).expect(200);
    expect(await commentIds(author.agent, postId)).not.toContain(commentId);
    const inbox = async (m: Member) => (await m.agent.get('/api/notifications').expect(200)).body.notifications as { title: string; message: string }[];
    for (const reporter of [a, b]) {
      const notes = await inbox(reporter);
      expect(notes.map((n) => n.title)).toContain('Sua denúncia foi analisada');
      expect(JSON.stringify(notes)).not.toContain('nota interna');
    }
    // One notice of the removal, the one that says why; not the community's own as well.
    const removals = (await inbox(commenter)).filter((n) => n.title === 'Conteúdo removido' || n.title === 'Comentário removido');
    expect(removals.map((n) => n.title)).toEqual(['Conteúdo removido']);
    expect(removals[0].message).toContain('assédio');
    const audit = await sql(orm, `select action from admin_audit_entry where target_id = ? order by action`, [commentId]);
    expect(audit.map((r) => r.action)).toEqual(['comment_deleted', 'flags_removed']);
  });

  it('refuses one’s own item (400), an unknown item (404), bad input (400) and guests (401)', async () => {
    const [author, commenter] = await members(2);
    const { commentId } = await commentedPost(author, commenter);
    expect((await report(commenter.agent, 'post_comment', commentId).expect(400)).body.code).toBe('ADMIN.FLAG_OWN_ITEM');
    expect((await report(commenter.agent, 'post_comment', '00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('ADMIN.FLAG_TARGET_NOT_FOUND');
    expect((await report(commenter.agent, 'post', commentId).expect(404)).body.code).toBe('ADMIN.FLAG_TARGET_NOT_FOUND');
    await report(commenter.agent, 'nonsense', commentId).expect(400);
    await report(author.agent, 'post_comment', commentId, 'boring').expect(400);
    await author.agent.post('/api/flags').send({ targetType: 'post_comment', targetId: commentId, reason: 'other', details: 'x'.repeat(501) }).expect(400);
    await request(baseUrl).post('/api/flags').set('Origin', baseUrl).send({ targetType: 'post_comment', targetId: commentId, reason: 'spam' }).expect(401);
  });

  it('pages the Denúncias list: the page after the last is empty, and a page that is not a positive number 400', async () => {
    const [author, commenter, a] = await members(3);
    const { commentId } = await commentedPost(author, commenter);
    await report(a.agent, 'post_comment', commentId, 'spam').expect(201);
    const first = (await admin.get('/api/admin/flags?status=open&page=1').expect(200)).body as { items: { targetId: string }[]; nextPage: number | null };
    expect(first.items.map((item) => item.targetId)).toContain(commentId);
    // Fewer than a page of items: no next page, and the page after the last is empty.
    expect(first.items.length).toBeLessThan(50);
    expect(first.nextPage).toBeNull();
    expect((await admin.get('/api/admin/flags?status=open&page=2').expect(200)).body).toEqual({ items: [], nextPage: null });
    for (const page of ['0', '-1', 'x']) await admin.get(`/api/admin/flags?page=${page}`).expect(400);

    // A busy day: more than a page of reported items. The first page names the second, which holds the rest.
    await sql(
      orm,
      `insert into content_flag (id, target_type, target_id, reporter_id, reason, created_at, updated_at)
       select gen_random_uuid(), 'member', gen_random_uuid(), ?, 'spam', now(), now() from generate_series(1, 60)`,
      [a.memberId],
    );
    try {
      const open = (await sql<{ n: number }>(orm, `select count(distinct (target_type, target_id))::int as n from content_flag where closed_at is null`))[0].n;
      const one = (await admin.get('/api/admin/flags?status=open&page=1').expect(200)).body as { items: { targetId: string }[]; nextPage: number | null };
      expect(one.items).toHaveLength(50);
      expect(one.nextPage).toBe(2);
      const two = (await admin.get('/api/admin/flags?status=open&page=2').expect(200)).body as { items: { targetId: string }[]; nextPage: number | null };
      expect(two.items).toHaveLength(Math.min(50, open - 50));
      expect(new Set([...one.items, ...two.items].map((item) => item.targetId)).size).toBe(one.items.length + two.items.length);
    } finally {
      await sql(orm, `delete from content_flag where target_type = 'member' and reporter_id = ?`, [a.memberId]);
    }
  });

  it('guards the administrators’ routes: guests 401, learners 403', async () => {
    const [learner] = await members(1);
    await request(baseUrl).get('/api/admin/flags').expect(401);
    await learner.agent.get('/api/admin/flags').expect(403);
    await learner.agent.post(`/api/admin/flags/post/${learner.memberId}/resolve`).send({ action: 'keep' }).expect(403);
  });

  it('a chat message hidden by its reports leaves an open stream at once, as a deletion does, and history; not its author’s', async () => {
    const [writer, reader, a, b, c] = await members(5);
    const stream = await openStream(baseUrl, reader.agent, GENERAL_ROOM);
    const own = await openStream(baseUrl, writer.agent, GENERAL_ROOM);
    const sent = (await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Mensagem ofensiva' }).expect(201)).body
      .messageId as string;
    try {
      await stream.next((e) => e.event === 'message' && e.data.id === sent);
      await own.next((e) => e.event === 'message' && e.data.id === sent);
      for (const reporter of [a, b, c]) await report(reporter.agent, 'chat_message', sent, 'harassment').expect(201);
      expect((await stream.next((e) => e.event === 'deleted' && e.data.id === sent)).data).toEqual({ id: sent, room_id: GENERAL_ROOM });
      // The author's stream passes the hiding by: a message after it arrives, no deletion before it.
      const after = (await a.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Depois' }).expect(201)).body.messageId as string;
      await own.next((e) => e.event === 'message' && e.data.id === after);
      expect(own.events.filter((e) => e.event === 'deleted' && e.data.id === sent)).toEqual([]);
    } finally {
      stream.close();
      own.close();
    }
    const history = (await reader.agent.get(`/api/chat/rooms/${GENERAL_ROOM}/messages`).expect(200)).body.messages as { id: string }[];
    expect(history.map((m) => m.id)).not.toContain(sent);
    // Hidden from everyone but its author (and the administrators' Denúncias): the author's history and polls keep it.
    const mine = (await writer.agent.get(`/api/chat/rooms/${GENERAL_ROOM}/messages`).expect(200)).body.messages as { id: string }[];
    expect(mine.map((m) => m.id)).toContain(sent);
    // Hidden, it is a missing message to every other member, reports included (404, ADR 0103): it stays hidden once, with its three reports.
    const more = await members(4);
    await Promise.all(more.map((m) => report(m.agent, 'chat_message', sent, 'spam').expect(404)));
    expect(await sql(orm, 'select hidden_seq is not null as hidden from chat_message where id = ?', [sent])).toEqual([{ hidden: true }]);
    expect((await openItem(sent))?.count).toBe(3);
  });

  it('an item deleted otherwise closes its reports', async () => {
    const [author, commenter, a] = await members(3);
    const { commentId } = await commentedPost(author, commenter);
    await report(a.agent, 'post_comment', commentId).expect(201);
    await admin.delete(`/api/admin/comments/${commentId}`).send({}).expect(200);
    await t.app.get(OutboxDispatcher).dispatchDue(1000);
    expect(await openItem(commentId)).toBeUndefined();
    const closed = ((await admin.get('/api/admin/flags').query({ status: 'closed' }).expect(200)).body.items as Record<string, any>[]).find(
      (i) => i.targetId === commentId,
    );
    expect(closed).toMatchObject({ status: 'closed', decision: 'gone', preview: null });
  });

  it('a banned member cannot report (403), and a member makes at most 20 reports a day (429 with Retry-After)', async () => {
    const [author, banned, busy] = await members(3);
    const postId = await publishPost(t, author.agent, admin);
    // Banned while signed in (an administrator's ban also ends the sessions: 401).
    await sql(orm, 'update member set banned_permanently = true where id = ?', [banned.memberId]);
    expect((await report(banned.agent, 'post', postId).expect(403)).body.code).toBe('IDENTITY.MEMBER_BANNED');
    expect(await sql(orm, 'select 1 from content_flag where reporter_id = ?', [banned.memberId])).toHaveLength(0);

    const comments: string[] = [];
    for (let i = 0; i < 21; i += 1) comments.push((await addComment(t, author.agent, postId, `Comentário ${i}`)).id as string);
    for (const id of comments.slice(0, 20)) await report(busy.agent, 'post_comment', id).expect(201);
    // Changing one's reason is no new report.
    await report(busy.agent, 'post_comment', comments[0]!, 'other').expect(200);
    const refused = await report(busy.agent, 'post_comment', comments[20]!).expect(429);
    expect(refused.body.code).toBe('ADMIN.FLAGS_DAILY_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a reported post leaves the feed of others, never its author’s; a reported profile reads as private; removing a profile clears its biography and pictures', async () => {
    const [author, a, b, c, reader] = await members(5);
    const postId = await publishPost(t, author.agent, admin);
    for (const reporter of [a, b, c]) await report(reporter.agent, 'post', postId, 'spam').expect(201);
    expect(await findInFeed(reader.agent, postId)).toBeUndefined();
    expect(await findInFeed(author.agent, postId)).toBeDefined();

    await sql(orm, `update member set biography = 'Vendo seguidores baratos' where id = ?`, [author.memberId]);
    for (const reporter of [a, b, c]) await report(reporter.agent, 'member', author.memberId, 'spam').expect(201);
    expect((await reader.agent.get(`/api/profile/public/${author.memberId}`).expect(403)).body.code).toBe('PROFILE.PRIVATE');
    await author.agent.get(`/api/profile/public/${author.memberId}`).expect(200);
    expect((await openItem(author.memberId))?.preview).toContain('Vendo seguidores baratos');

    await admin.post(`/api/admin/flags/member/${author.memberId}/resolve`).send({ action: 'remove' }).expect(200);
    const [profile] = await sql(orm, 'select biography, picture, google_picture, hidden_at from member where id = ?', [author.memberId]);
    expect(profile).toEqual({ biography: '', picture: null, google_picture: null, hidden_at: null });
    await reader.agent.get(`/api/profile/public/${author.memberId}`).expect(200);
    const audit = await sql(orm, `select action from admin_audit_entry where target_id = ?`, [author.memberId]);
    expect(audit.map((r) => r.action)).toEqual(['flags_removed']);
  });

  it('ten members reporting a chat message at once hide it once: one deletion reaches an open stream, and reports after the hiding find it gone', async () => {
    const [writer, reader] = await members(2);
    const reporters = await members(10);
    const stream = await openStream(baseUrl, reader.agent, GENERAL_ROOM);
    try {
      const sent = (await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Promoção imperdível' }).expect(201)).body
        .messageId as string;
      await stream.next((e) => e.event === 'message' && e.data.id === sent);
      // Each report reads the message under its lock: the third hides it, and to a later reporter
      // a hidden message is one that does not exist (ADR 0103).
      const statuses = (await Promise.all(reporters.map((m) => report(m.agent, 'chat_message', sent)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 404)).toHaveLength(7);
      await stream.next((e) => e.event === 'deleted' && e.data.id === sent);
      // A later message arrives after every frame the reports caused.
      const later = (await writer.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'Outra mensagem' }).expect(201)).body
        .messageId as string;
      await stream.next((e) => e.event === 'message' && e.data.id === later);
      expect(stream.events.filter((e) => e.event === 'deleted' && e.data.id === sent)).toHaveLength(1);
      expect((await openItem(sent))?.count).toBe(3);
    } finally {
      stream.close();
    }
  });

  it('courses: a hidden course comment reaches only its author, a hidden community course only its uploader’s uploads; a reported lesson comment is removed as the administrators delete, audited', async () => {
    const [uploader, commenter, a, b, c, reader] = await members(6);
    const courseId = await createAdminCourse(admin);
    t.clock.advance(6_000);
    const commentId = (await commenter.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Curso ruim, comprem o meu' }).expect(201)).body
      .comment.id as string;
    for (const reporter of [a, b, c]) await report(reporter.agent, 'course_comment', commentId).expect(201);
    const ids = async (m: Member) => ((await m.agent.get(`/api/courses/${courseId}/comments`).expect(200)).body.comments as { id: string }[]).map((x) => x.id);
    expect(await ids(reader)).not.toContain(commentId);
    expect(await ids(commenter)).toContain(commentId);

    const uploaded = await publishCourse(t, uploader.agent, admin);
    for (const reporter of [a, b, c]) await report(reporter.agent, 'course', uploaded, 'inappropriate').expect(201);
    const listed = async (m: Member) => ((await m.agent.get('/api/courses').expect(200)).body.courses as { id: string }[]).map((x) => x.id);
    expect(await listed(reader)).not.toContain(uploaded);
    // The catalogue is one list shared from memory: its uploader finds it among their uploads.
    const mine = (await uploader.agent.get('/api/my-uploaded-courses').expect(200)).body.courses as { id: string }[];
    expect(mine.map((x) => x.id)).toContain(uploaded);

    const module = await addModule(admin, courseId);
    const lesson = await addLesson(admin, courseId, module.id as string, { is_free: true });
    t.clock.advance(6_000);
    const lessonComment = (await commenter.agent.post(`/api/lessons/${lesson.id}/comments`).send({ content: 'Spam na aula' }).expect(201)).body;
    const lessonCommentId = (lessonComment.comment?.id ?? lessonComment.id) as string;
    await report(a.agent, 'lesson_comment', lessonCommentId).expect(201);
    await admin.post(`/api/admin/flags/lesson_comment/${lessonCommentId}/resolve`).send({ action: 'remove', note: 'Spam' }).expect(200);
    expect(await sql(orm, 'select 1 from lesson_comment where id = ?', [lessonCommentId])).toHaveLength(0);
    await t.app.get(OutboxDispatcher).dispatchDue(1000);
    const audit = await sql(orm, `select action, reason from admin_audit_entry where target_id = ? order by action`, [lessonCommentId]);
    expect(audit).toEqual([
      { action: 'flags_removed', reason: 'Spam' },
      { action: 'lesson_comment_deleted', reason: 'Spam' },
    ]);
  });
});
