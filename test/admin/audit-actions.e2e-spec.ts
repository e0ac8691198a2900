import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from '../support/app.js';
import { createCommunityApp, MODERATOR, signInModerator, sql } from '../support/community.js';
import { addLesson, addModule, createAdminCourse, publishCourse, uploadCourse } from '../support/courses.js';
import { GENERAL_ROOM } from '../support/chat.js';
import { signIn, type Agent } from '../support/sign-in.js';
import { OutboxDispatcher, type IntegrationEvent } from '../../src/shared/events/index.js';
import { AuditHandlers } from '../../src/modules/admin/application/audit.handler.js';

interface Entry {
  admin_email: string;
  module: string;
  action: string;
  target_type: string;
  target_id: string;
  member_id: string | null;
  reason: string | null;
  target_label: string | null;
}

/**
 * Every administrator action of courses and chat reaches the central audit log
 * (ADR 0029, ADR 0037): who, what, target, the member concerned and the reason,
 * filterable by member and by action.
 */
describe('audit log: courses and chat administrator actions', () => {
  let t: TestApp;
  let baseUrl: string;
  let orm: MikroORM;
  let admin: Agent;

  beforeAll(async () => {
    ({ t, baseUrl, orm } = await createCommunityApp());
    admin = await signInModerator(baseUrl);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The entries the log shows for one filter (every page). */
  async function audit(query: { member?: string; action?: string }): Promise<Entry[]> {
    // Requests dispatch their events before answering; the poller's work is done here for certainty.
    await t.app.get(OutboxDispatcher).dispatchDue(1000);
    const entries: Entry[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await admin.get('/api/admin/audit').query({ ...query, page }).expect(200)).body;
      entries.push(...body.entries);
      if (page >= body.totalPages) return entries;
    }
  }
  const about = (entries: Entry[], targetId: string) => entries.filter((e) => e.target_id === targetId);

  it('records an uploaded course’s approval, rejection with reason, publication and deletion with the uploader as the member', async () => {
    const uploader = await signIn(baseUrl);
    const approvedId = await publishCourse(t, uploader.agent, admin);
    const rejected = await uploadCourse(t, uploader.agent);
    await admin.post(`/api/admin/courses/${rejected.id}/reject`).send({ reason: 'Link quebrado' }).expect(200);
    await admin.post(`/api/admin/courses/${approvedId}/toggle-public`).send({ is_published: false }).expect(200);
    await admin.put(`/api/admin/courses/${approvedId}`).send({ title: 'Novo título', description: 'Outra descrição', language: 'en', level: 'Iniciante' }).expect(200);
    await admin.delete(`/api/admin/courses/${approvedId}`).expect(200);

    const mine = await audit({ member: uploader.memberId });
    const common = { admin_email: MODERATOR.email, module: 'courses', target_type: 'course', member_id: uploader.memberId };
    expect(about(mine, approvedId).map((e) => e.action).sort()).toEqual(['course_approved', 'course_deleted', 'course_unpublished', 'course_updated']);
    expect(about(mine, approvedId)).toEqual(expect.arrayContaining([expect.objectContaining({ ...common, action: 'course_approved', reason: null })]));
    expect(about(mine, rejected.id)).toEqual([expect.objectContaining({ ...common, action: 'course_rejected', reason: 'Link quebrado' })]);
    expect(mine.every((e) => e.member_id === uploader.memberId)).toBe(true);
    // Each entry names the course as it was at the action, also once it is gone (issue 23, item 10).
    const labelOf = (action: string) => about(mine, approvedId).find((e) => e.action === action)?.target_label;
    expect([labelOf('course_updated'), labelOf('course_deleted')]).toEqual(['Novo título', 'Novo título']);
    expect(labelOf('course_approved')).toEqual(expect.stringMatching(/^Curso de teste /));
    expect(about(mine, rejected.id)[0].target_label).toEqual(expect.stringMatching(/^Curso de teste /));

    const rejections = await audit({ action: 'course_rejected' });
    expect(about(rejections, rejected.id)).toHaveLength(1);
    expect(rejections.every((e) => e.action === 'course_rejected')).toBe(true);
  });

  it('records an administrators’ course and every module and lesson edit', async () => {
    const courseId = await createAdminCourse(admin);
    const mod = await addModule(admin, courseId, { title: 'Saudações' });
    await admin.put(`/api/admin/courses/${courseId}/modules/${mod.id}`).send({ title: 'Saudações e despedidas' }).expect(200);
    const lesson = await addLesson(admin, courseId, mod.id as string);
    await admin
      .put(`/api/admin/courses/${courseId}/lessons/${lesson.id}`)
      .send({ module_id: mod.id, title: 'Aula 1', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 120 })
      .expect(200);
    await admin.delete(`/api/admin/courses/${courseId}/lessons/${lesson.id}`).expect(200);
    await admin.delete(`/api/admin/courses/${courseId}/modules/${mod.id}`).expect(200);

    const all = await audit({});
    expect(about(all, courseId).map((e) => e.action).sort()).toEqual(['course_created', 'course_published']);
    expect(about(all, courseId).every((e) => e.member_id === null && e.module === 'courses')).toBe(true);
    expect(about(all, mod.id as string).map((e) => [e.action, e.target_type])).toEqual(
      expect.arrayContaining([
        ['module_created', 'course_module'],
        ['module_updated', 'course_module'],
        ['module_deleted', 'course_module'],
      ]),
    );
    expect(about(all, lesson.id as string).map((e) => e.action).sort()).toEqual(['lesson_created', 'lesson_deleted', 'lesson_updated']);
    const labels = (id: string) => Object.fromEntries(about(all, id).map((e) => [e.action, e.target_label]));
    expect(labels(courseId)).toEqual({ course_created: expect.stringMatching(/^Curso da administração /), course_published: expect.stringMatching(/^Curso da administração /) });
    expect(labels(mod.id as string)).toEqual({ module_created: 'Saudações', module_updated: 'Saudações e despedidas', module_deleted: null });
    expect(labels(lesson.id as string)).toEqual({ lesson_created: 'Aula', lesson_updated: 'Aula 1', lesson_deleted: null });
    // A refused edit records nothing (other test files edit modules in the same log: judge this test's targets).
    const missingModule = randomUUID();
    await admin.put(`/api/admin/courses/${courseId}/modules/${missingModule}`).send({ title: 'X' }).expect(404);
    const updatesAfter = await audit({ action: 'module_updated' });
    expect(about(updatesAfter, missingModule)).toEqual([]);
    expect(about(updatesAfter, mod.id as string)).toHaveLength(1);
  });

  it('records a course comment deletion with its author and reason', async () => {
    const uploader = await signIn(baseUrl);
    const commenter = await signIn(baseUrl);
    const courseId = await publishCourse(t, uploader.agent, admin);
    const comment = (await commenter.agent.post(`/api/courses/${courseId}/comments`).send({ content: 'Spam spam' }).expect(201)).body.comment;
    await admin.delete(`/api/admin/courses/comments/${comment.id}`).send({ reason: 'Propaganda' }).expect(200);

    const entries = await audit({ member: commenter.memberId });
    expect(entries).toEqual([
      expect.objectContaining({
        admin_email: MODERATOR.email,
        module: 'courses',
        action: 'course_comment_deleted',
        target_type: 'course_comment',
        target_id: comment.id,
        member_id: commenter.memberId,
        reason: 'Propaganda',
        target_label: 'Spam spam',
      }),
    ]);
  });

  it('records a chat message deletion once, with the message’s author as the member', async () => {
    const author = await signIn(baseUrl);
    t.clock.advance(60_000);
    const messageId = (await author.agent.post(`/api/chat/rooms/${GENERAL_ROOM}/messages`).send({ content: 'algo ofensivo' }).expect(201)).body.messageId;
    await Promise.all(Array.from({ length: 5 }, () => admin.delete(`/api/admin/chat/messages/${messageId}`).expect(200)));

    expect(await audit({ member: author.memberId })).toEqual([
      expect.objectContaining({
        admin_email: MODERATOR.email,
        module: 'chat',
        action: 'chat_message_deleted',
        target_type: 'chat_message',
        target_id: messageId,
        member_id: author.memberId,
        reason: null,
        target_label: 'algo ofensivo',
      }),
    ]);
    expect(about(await audit({ action: 'chat_message_deleted' }), messageId)).toHaveLength(1);
  });

  it('records a redelivered event once', async () => {
    const handlers = t.app.get(AuditHandlers);
    const memberId = randomUUID();
    const event: IntegrationEvent<'chat.admin_action_recorded'> = {
      id: randomUUID(),
      type: 'chat.admin_action_recorded',
      payload: { adminEmail: MODERATOR.email, action: 'chat_message_deleted', targetType: 'chat_message', targetId: randomUUID(), memberId, reason: null },
      occurredAt: new Date().toISOString(),
    };
    const em = t.app.get(EntityManager);
    await Promise.all(Array.from({ length: 5 }, () => em.fork().transactional((tx) => handlers.onChatAction(event, tx))));
    await em.fork().transactional((tx) => handlers.onChatAction(event, tx));
    expect(await sql(orm, 'select 1 from admin_audit_entry where member_id = ?', [memberId])).toHaveLength(1);
  });
});
