import { describe, expect, it } from '@jest/globals';
import { APPROVAL_STATUSES, COURSE_ORIGINS } from '../../catalogue/domain/course.js';
import { lessonAccess, type LessonAccess, type LessonAccessFacts } from './lesson-access.js';

const MEMBER = { isAdmin: false };
const ADMIN = { isAdmin: true };

/** An active lesson of a published, approved administrators' course, in an open module. */
const OPEN: LessonAccessFacts = {
  is_active: true,
  is_free: false,
  is_locked: false,
  course_origin: 'admin',
  approval_status: 'approved',
  is_published: true,
  course_hidden: false,
};

type Case = [label: string, member: LessonAccess, facts: Partial<LessonAccessFacts>];

/** Who may open a lesson (ADR 0031): each fact changed alone from an open lesson, and the locked module's cases. */
const CASES: Case[] = [
  ['an active lesson of a published approved administrators’ course', 'open', {}],
  ['a free lesson in an open module', 'open', { is_free: true }],
  ['a lesson in a locked module', 'locked', { is_locked: true }],
  ['a free lesson in a locked module', 'open', { is_locked: true, is_free: true }],
  ['an inactive lesson', 'hidden', { is_active: false }],
  ['an inactive lesson in a locked module (hidden before locked)', 'hidden', { is_active: false, is_locked: true }],
  ['an inactive free lesson', 'hidden', { is_active: false, is_free: true }],
  ['a lesson of an unpublished course', 'hidden', { is_published: false }],
  ['a lesson of an unpublished course in a locked module', 'hidden', { is_published: false, is_locked: true }],
  ['a lesson of a pending course', 'hidden', { approval_status: 'pending' }],
  ['a lesson of a rejected course', 'hidden', { approval_status: 'rejected' }],
  ['a lesson of a community upload', 'hidden', { course_origin: 'upload' }],
  ['a free lesson of a community upload in a locked module', 'hidden', { course_origin: 'upload', is_locked: true, is_free: true }],
  ['a lesson of a course hidden by its reports', 'hidden', { course_hidden: true }],
  ['a free lesson of a course hidden by its reports', 'hidden', { course_hidden: true, is_free: true }],
];

describe('lessonAccess', () => {
  it.each(CASES)('a member: %s is %s', (_label, expected, facts) => {
    expect(lessonAccess(MEMBER, { ...OPEN, ...facts })).toBe(expected);
  });

  it('answers hidden for a lesson that does not exist, to members and administrators', () => {
    expect(lessonAccess(MEMBER, null)).toBe('hidden');
    expect(lessonAccess(ADMIN, null)).toBe('hidden');
  });

  // Every combination of the facts: administrators open each; a member opens exactly the ones
  // the table's first rows describe, and is told "locked" only of a lesson they could see.
  const combinations: LessonAccessFacts[] = [];
  for (const course_origin of COURSE_ORIGINS)
    for (const approval_status of APPROVAL_STATUSES)
      for (const is_published of [true, false])
        for (const is_active of [true, false])
          for (const is_locked of [true, false])
            for (const is_free of [true, false])
              for (const course_hidden of [false, true])
                combinations.push({ course_origin, approval_status, is_published, is_active, is_locked, is_free, course_hidden });

  it('opens every lesson that exists to administrators, locked, inactive, unpublished or hidden', () => {
    expect(combinations).toHaveLength(192);
    for (const facts of combinations) expect(lessonAccess(ADMIN, facts)).toBe('open');
  });

  it('opens to a member only the 3 combinations of a shown lesson outside a locked module or free there', () => {
    const open = combinations.filter((facts) => lessonAccess(MEMBER, facts) === 'open');
    expect(open).toEqual([
      { ...OPEN, is_locked: true, is_free: true },
      { ...OPEN, is_locked: false, is_free: true },
      { ...OPEN, is_locked: false, is_free: false },
    ]);
    const locked = combinations.filter((facts) => lessonAccess(MEMBER, facts) === 'locked');
    expect(locked).toEqual([{ ...OPEN, is_locked: true, is_free: false }]);
  });
});
