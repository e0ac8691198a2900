import { describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { insertMember, moduleUnderTest, outboxEvents } from '../../../test/support/module.js';
import { CoursesModule } from './index.js';
import { CatalogueService } from './catalogue/application/catalogue.service.js';
import { CourseAdminService } from './catalogue/application/course-admin.service.js';
import { MemberActionsService } from './catalogue/application/member-actions.service.js';
import { ContentService } from './learning/application/content.service.js';
import { LessonCommentsService } from './learning/application/lesson-comments.service.js';
import { LearningRepository } from './learning/adapters/persistence/learning.repository.js';
import { APPROVAL_STATUSES, COURSE_ORIGINS } from './catalogue/domain/course.js';
import { lessonAccess } from './learning/domain/lesson-access.js';

const ADMIN = 'courses-admin@poliglota.test';

/** The courses module alone with the shared kernel, on the run's PostgreSQL (ADR 0008, ADR 0043). */
describe('the courses module', () => {
  const t = moduleUnderTest({ imports: [CoursesModule] });
  const admin = () => t.get(CourseAdminService);
  const members = () => t.get(MemberActionsService);
  const catalogue = () => t.get(CatalogueService);
  const content = () => t.get(ContentService);
  const lessonComments = () => t.get(LessonCommentsService);

  async function publishedCourse(title: string): Promise<string> {
    const course = await admin().createCourse(ADMIN, { title, description: 'Um curso de teste', language: 'en', level: 'Iniciante' });
    await admin().setPublished(ADMIN, course.id, true);
    return course.id;
  }

  it('counts a course like once per member whatever the concurrency, and announces it once', async () => {
    const courseId = await publishedCourse('Likes em paralelo');
    const ana = await insertMember(t.moduleRef, 'Ana');

    const answers = await Promise.all(Array.from({ length: 8 }, () => members().likeCourse({ memberId: ana }, courseId, true)));
    expect(answers.every((a) => a.is_liked && a.likes_count === 1)).toBe(true);
    expect(await outboxEvents(t.moduleRef, 'courses.course_liked', 'courseId', courseId)).toEqual([{ courseId, memberId: ana }]);

    // A toggle within a second of the change is a double click: ignored.
    expect(await members().likeCourse({ memberId: ana }, courseId)).toEqual({ is_liked: true, likes_count: 1 });
    t.clock.advance(1_500);
    expect(await members().likeCourse({ memberId: ana }, courseId)).toEqual({ is_liked: false, likes_count: 0 });
    expect(await outboxEvents(t.moduleRef, 'courses.course_unliked', 'courseId', courseId)).toHaveLength(1);
    expect((await catalogue().details({ memberId: ana }, courseId)).likes_count).toBe(0);
  });

  it('keeps a course thread to one comment per 5 s, never the same text twice in a row, and counts it', async () => {
    const courseId = await publishedCourse('Comentários');
    const bia = await insertMember(t.moduleRef, 'Bia');

    const first = await members().addComment({ memberId: bia }, courseId, 'Muito bom!');
    expect(first).toMatchObject({ course_id: courseId, user_id: bia, user_name: 'Bia', content: 'Muito bom!', likes: 0, is_liked_by_user: false });
    await expect(members().addComment({ memberId: bia }, courseId, 'Outro')).rejects.toMatchObject({ code: 'COURSES.COMMENT_RATE_LIMITED' });
    t.clock.advance(6_000);
    await expect(members().addComment({ memberId: bia }, courseId, '  Muito   bom! ')).rejects.toMatchObject({ code: 'COURSES.DUPLICATE_COMMENT' });
    await members().addComment({ memberId: bia }, courseId, 'Recomendo.');

    expect((await catalogue().details({ memberId: bia }, courseId)).comments_count).toBe(2);
    expect((await catalogue().comments({ memberId: bia }, courseId)).map((c) => c.content)).toEqual(['Muito bom!', 'Recomendo.']);
    expect(await outboxEvents(t.moduleRef, 'courses.comment_added', 'courseId', courseId)).toHaveLength(2);
    const liked = await members().likeComment({ memberId: bia }, first.id, true);
    expect(liked).toEqual({ likes: 1, is_liked: true });
  });

  it('runs lesson comments and their likes through the same thread and toggle, with the lesson\'s course', async () => {
    const courseId = await publishedCourse('Aulas');
    const mod = await content().createModule(ADMIN, courseId, { title: 'Módulo 1' });
    const lesson = await content().createLesson(ADMIN, courseId, { module_id: mod.id, title: 'Aula 1', youtube_video_id: 'dQw4w9WgXcQ' });
    const caio = await insertMember(t.moduleRef, 'Caio');
    const viewer = { memberId: caio, isAdmin: false };
    t.clock.advance(6_000);

    const comment = await lessonComments().add(viewer, lesson.id, 'Ótima aula');
    expect(comment).toMatchObject({ author_id: caio, author_name: 'Caio', content: 'Ótima aula', likes: 0 });
    await expect(lessonComments().add(viewer, lesson.id, 'De novo')).rejects.toMatchObject({ code: 'COURSES.COMMENT_RATE_LIMITED' });
    expect(await outboxEvents(t.moduleRef, 'courses.comment_added', 'commentId', comment.id)).toEqual([
      { commentId: comment.id, courseId, authorId: caio },
    ]);

    expect(await lessonComments().like({ memberId: caio, isAdmin: false }, comment.id, true)).toEqual({ likes: 1, is_liked: true });
    expect(await lessonComments().like({ memberId: caio, isAdmin: false }, comment.id, true)).toEqual({ likes: 1, is_liked: true });
    t.clock.advance(1_500);
    expect(await lessonComments().like({ memberId: caio, isAdmin: false }, comment.id)).toEqual({ likes: 0, is_liked: false });
    expect((await lessonComments().list(viewer, lesson.id)).map((c) => [c.content, c.likes, c.is_liked_by_user])).toEqual([['Ótima aula', 0, false]]);
  });

  it('enrols and counts a first visit together, and changes nothing when the course went away meanwhile', async () => {
    const courseId = await publishedCourse('Primeira visita');
    const mod = await content().createModule(ADMIN, courseId, { title: 'Módulo 1' });
    const lesson = await content().createLesson(ADMIN, courseId, { module_id: mod.id, title: 'Aula 1', youtube_video_id: 'dQw4w9WgXcQ' });
    const dora = await insertMember(t.moduleRef, 'Dora');
    const learning = t.get(LearningRepository);
    const em = t.get(EntityManager).fork();
    const count = async () => Number((await em.execute<{ n: number }[]>('select enrollment_count as n from course where id = ?', [courseId]))[0].n);

    expect(await learning.enrollCounted(em, courseId, dora, lesson.id, t.clock.now())).toBe(true);
    expect(await learning.enrollCounted(em, courseId, dora, lesson.id, t.clock.now())).toBe(true);
    expect(await count()).toBe(1);
    // Deleted between the page's statement and the enrolment's: a 404 for the reader, not a foreign key's 500.
    const eli = await insertMember(t.moduleRef, 'Eli');
    await admin().deleteCourse(ADMIN, courseId);
    expect(await learning.enrollCounted(em, courseId, eli, lesson.id, t.clock.now())).toBe(false);
    expect(await em.execute('select 1 from course_enrollment where course_id = ?', [courseId])).toEqual([]);
  });

  it('opens in the lesson page’s statement exactly the lessons the domain’s rule opens, on every combination of the facts', async () => {
    const courseId = await publishedCourse('Quem abre a aula');
    const mod = await content().createModule(ADMIN, courseId, { title: 'Módulo 1' });
    const lesson = await content().createLesson(ADMIN, courseId, { module_id: mod.id, title: 'Aula 1', youtube_video_id: 'dQw4w9WgXcQ' });
    const fia = await insertMember(t.moduleRef, 'Fia');
    const learning = t.get(LearningRepository);
    const em = t.get(EntityManager).fork();
    const seen: string[] = [];
    for (const origin of COURSE_ORIGINS)
      for (const approval of APPROVAL_STATUSES)
        for (const published of [true, false])
          for (const active of [true, false])
            for (const locked of [true, false])
              for (const free of [true, false])
              for (const hidden of [false, true]) {
                await em.execute('update course set origin = ?, uploaded_by = ?, approval_status = ?, is_published = ?, hidden_at = ? where id = ?', [
                  origin, origin === 'upload' ? fia : null, approval, published, hidden ? t.clock.now() : null, courseId,
                ]);
                await em.execute('update course_module set is_locked = ? where id = ?', [locked, mod.id]);
                await em.execute('update course_lesson set is_active = ?, is_free = ? where id = ?', [active, free, lesson.id]);
                // Fia is not enrolled: the page enrols her exactly where the member may open it.
                const page = (await learning.lessonPage(em, courseId, lesson.id, fia, false))!;
                expect(page.lesson).toMatchObject({ course_origin: origin, approval_status: approval, is_published: published, is_active: active, is_locked: locked, is_free: free, course_hidden: hidden });
                const access = lessonAccess({ isAdmin: false }, page.lesson);
                expect([origin, approval, published, active, locked, free, hidden, page.toEnrol]).toEqual([origin, approval, published, active, locked, free, hidden, access === 'open']);
                expect((await learning.lessonPage(em, courseId, lesson.id, fia, true))!.toEnrol).toBe(true);
                seen.push(access);
              }
    // Each answer was reached: the loop proves agreement on opens and on refusals alike.
    expect([seen.length, seen.filter((a) => a === 'open').length, seen.filter((a) => a === 'locked').length]).toEqual([192, 3, 1]);
  });
});
