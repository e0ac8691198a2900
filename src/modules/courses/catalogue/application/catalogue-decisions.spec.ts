import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { CommentThread, LikeToggle } from '../../../../shared/engagement/index.js';
import type { EventPublisher } from '../../../../shared/events/index.js';
import type { RateLimiter } from '../../../../shared/rate-limit/rate-limiter.js';
import { FixedClock } from '../../../../shared/time/index.js';
import type { IdentityApi } from '../../../identity/index.js';
import type { NotificationsApi } from '../../../notifications/index.js';
import { unitTransaction } from '../../../../../test/support/unit-transaction.js';
import { MAX_PENDING_UPLOADS, UPLOAD_INTERVAL_SECONDS } from '../domain/course.js';
import type { CatalogueService } from './catalogue.service.js';
import { CourseAdminService } from './course-admin.service.js';
import { MemberActionsService } from './member-actions.service.js';
import { InMemoryCourses } from './ports/courses.fake.js';

const member = randomUUID();
const uploader = randomUUID();
const admin = 'admin@example.com';
const DAILY_DOWNLOADS = 3;

function setUp(now = '2026-03-11T15:00:00Z') {
  const courses = new InMemoryCourses();
  const clock = new FixedClock(new Date(now));
  const published: { type: string; payload: Record<string, unknown> }[] = [];
  const notified: { memberId: string; messageKey: string; params: unknown }[] = [];
  // One stand-in answers for identity and notifications: the calls the use cases make of either.
  const identity = {
    assertCanParticipate: async () => undefined,
    notify: async (_em: unknown, memberId: string, input: { messageKey: string; params: unknown }) => {
      notified.push({ memberId, messageKey: input.messageKey, params: input.params });
      return 'notification';
    },
  } as unknown as IdentityApi;
  const events = {
    publish: (_em: unknown, type: string, payload: Record<string, unknown>) => published.push({ type, payload }),
  } as unknown as EventPublisher;
  const catalogue = {
    dailyDownloads: DAILY_DOWNLOADS,
    details: async (_viewer: unknown, courseId: string) => ({ id: courseId }),
  } as unknown as CatalogueService;
  // The day's counter row (ADR 0051), as the rate limiter keeps it.
  const windows = new Map<string, number>();
  const rateLimiter = {
    takeWithin: async (_em: unknown, key: string, limit: number, windowStart: Date) => {
      const k = `${key}|${windowStart.toISOString()}`;
      const hits = windows.get(k) ?? 0;
      if (hits >= limit) return null;
      windows.set(k, hits + 1);
      return hits + 1;
    },
  } as unknown as RateLimiter;
  const em = unitTransaction();
  const actions = new MemberActionsService(em, courses, catalogue, identity, events, clock, {} as LikeToggle, {} as CommentThread, rateLimiter);
  const adminService = new CourseAdminService(em, courses, catalogue, identity, identity as unknown as NotificationsApi, events, clock);
  return { courses, clock, published, notified, actions, adminService };
}

const upload = { title: 'Curso de francês', description: 'Aulas de francês', language: 'fr', level: 'Iniciante', uploadType: 'external', external_link: 'https://example.com/frances', cover_image: 'https://example.com/capa.jpg' };

describe('MemberActionsService.upload', () => {
  it('sends an upload to the approval queue, pending and unpublished', async () => {
    const { courses, published, actions } = setUp();
    const view = await actions.upload(uploader, upload);
    expect(courses.courses.get((view as { id: string }).id)).toMatchObject({ origin: 'upload', approvalStatus: 'pending', isPublished: false, uploadedBy: uploader });
    expect(published.map((e) => e.type)).toEqual(['courses.upload_submitted']);
  });

  it('allows one upload per interval and at most the maximum waiting for approval', async () => {
    const { courses, clock, actions } = setUp();
    await actions.upload(uploader, upload);
    clock.advance((UPLOAD_INTERVAL_SECONDS - 1) * 1000);
    await expect(actions.upload(uploader, upload)).rejects.toMatchObject({ code: 'COURSES.UPLOAD_RATE_LIMITED' });

    for (let i = 1; i < MAX_PENDING_UPLOADS; i += 1) {
      clock.advance(UPLOAD_INTERVAL_SECONDS * 1000);
      await actions.upload(uploader, upload);
    }
    clock.advance(UPLOAD_INTERVAL_SECONDS * 1000);
    await expect(actions.upload(uploader, upload)).rejects.toMatchObject({ code: 'COURSES.TOO_MANY_PENDING_UPLOADS' });
    expect(courses.courses.size).toBe(MAX_PENDING_UPLOADS);
  });
});

describe('MemberActionsService.download', () => {
  const openCourse = (courses: InMemoryCourses) => courses.addCourse({ id: randomUUID(), uploadedBy: uploader }).id;

  it('uses one of the day’s allowance per course; the same course again that day is free', async () => {
    const { courses, actions } = setUp();
    const first = openCourse(courses);

    expect(await actions.download({ memberId: member }, first)).toEqual({ download_url: 'https://example.com/course', downloadsRemaining: DAILY_DOWNLOADS - 1 });
    expect(await actions.download({ memberId: member }, first)).toMatchObject({ downloadsRemaining: DAILY_DOWNLOADS - 1 });
    expect(courses.courses.get(first)?.downloadCount).toBe(1);
  });

  it('refuses a new course past the allowance until the next São Paulo day', async () => {
    const { courses, clock, actions, published } = setUp('2026-03-11T15:00:00Z');
    const ids = Array.from({ length: DAILY_DOWNLOADS + 1 }, () => openCourse(courses));
    for (const id of ids.slice(0, DAILY_DOWNLOADS)) await actions.download({ memberId: member }, id);

    await expect(actions.download({ memberId: member }, ids[DAILY_DOWNLOADS])).rejects.toMatchObject({ code: 'COURSES.DOWNLOAD_LIMIT_REACHED' });
    // A course already taken today is still handed out.
    await expect(actions.download({ memberId: member }, ids[0])).resolves.toMatchObject({ downloadsRemaining: 0 });

    // Midnight in São Paulo is 03:00 UTC.
    clock.set('2026-03-12T03:00:00Z');
    await expect(actions.download({ memberId: member }, ids[DAILY_DOWNLOADS])).resolves.toMatchObject({ downloadsRemaining: DAILY_DOWNLOADS - 1 });
    expect(published.filter((e) => e.type === 'courses.course_downloaded')).toHaveLength(DAILY_DOWNLOADS + 1);
  });

  it('hands out only a published, approved upload with an address', async () => {
    const { courses, actions } = setUp();
    const pending = courses.addCourse({ id: randomUUID(), approvalStatus: 'pending', isPublished: false }).id;
    const unpublished = courses.addCourse({ id: randomUUID(), isPublished: false }).id;
    const adminCourse = courses.addCourse({ id: randomUUID(), origin: 'admin' }).id;

    await expect(actions.download({ memberId: member }, pending)).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_FOUND' });
    await expect(actions.download({ memberId: member }, unpublished)).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_FOUND' });
    await expect(actions.download({ memberId: member }, adminCourse)).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_DOWNLOADABLE' });
    expect(courses.downloads.size).toBe(0);
  });
});

describe('CourseAdminService', () => {
  it('approves a pending upload once, publishing it and telling the uploader', async () => {
    const { courses, published, notified, adminService } = setUp();
    const id = courses.addCourse({ id: randomUUID(), uploadedBy: uploader, approvalStatus: 'pending', isPublished: false }).id;

    await adminService.approve(admin, id);
    await expect(adminService.approve(admin, id)).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_PENDING' });
    await expect(adminService.approve(admin, randomUUID())).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_FOUND' });

    expect(courses.courses.get(id)).toMatchObject({ approvalStatus: 'approved', isPublished: true, approvedBy: admin });
    expect(published.filter((e) => e.type === 'courses.upload_approved')).toEqual([
      { type: 'courses.upload_approved', payload: { courseId: id, uploaderId: uploader, approvedBy: admin } },
    ]);
    expect(notified).toHaveLength(1);
  });

  it('rejects only a pending upload, with the reason told to the uploader', async () => {
    const { courses, notified, adminService } = setUp();
    const pending = courses.addCourse({ id: randomUUID(), uploadedBy: uploader, approvalStatus: 'pending', isPublished: false }).id;
    const approved = courses.addCourse({ id: randomUUID(), uploadedBy: uploader }).id;

    await adminService.reject(admin, pending, 'Link quebrado');
    await expect(adminService.reject(admin, approved, null)).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_PENDING' });

    expect(courses.courses.get(pending)).toMatchObject({ approvalStatus: 'rejected', isPublished: false, rejectionReason: 'Link quebrado' });
    expect(courses.courses.get(approved)).toMatchObject({ approvalStatus: 'approved', isPublished: true });
    expect(notified).toEqual([expect.objectContaining({ memberId: uploader, params: { title: 'Inglês para viagens', reason: 'Link quebrado' } })]);
  });

  it('publishes and unpublishes only an approved course', async () => {
    const { courses, published, adminService } = setUp();
    const approved = courses.addCourse({ id: randomUUID() }).id;
    const pending = courses.addCourse({ id: randomUUID(), approvalStatus: 'pending', isPublished: false }).id;

    await adminService.setPublished(admin, approved, false);
    await expect(adminService.setPublished(admin, pending, true)).rejects.toMatchObject({ code: 'COURSES.COURSE_NOT_APPROVED' });

    expect(courses.courses.get(approved)?.isPublished).toBe(false);
    expect(courses.courses.get(pending)?.isPublished).toBe(false);
    expect(published.map((e) => e.payload.action)).toEqual(['course_unpublished']);
  });
});
