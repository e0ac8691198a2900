import { describe, expect, it } from '@jest/globals';
import { CLIENT_ACTIONS, REFERENCE_TYPE, XP_AMOUNTS, dailyCapOf, describeReason, lessonXp, xpSources } from './xp-rules.js';

describe('XP rules', () => {
  it('keeps the amounts of the spec', () => {
    expect(XP_AMOUNTS).toEqual({
      daily_login: 5,
      post_approved: 20,
      comment_post: 10,
      give_like: 2,
      like_received: 2,
      course_upload_approved: 80,
      comment_course: 10,
      like_course: 5,
      quality_content: 50,
      referral: 25,
      complete_course: 100,
      quiz_correct: 5,
      writing_posted: 5,
      correction_helpful: 10,
    });
  });

  it('puts likes and comments under their own daily caps, and nothing else', () => {
    expect(dailyCapOf('give_like')).toBe('like');
    expect(dailyCapOf('like_received')).toBe('like');
    expect(dailyCapOf('comment_post')).toBe('comment');
    expect(dailyCapOf('comment_course')).toBe('comment');
    expect(dailyCapOf('post_approved')).toBeUndefined();
    expect(dailyCapOf('comment_post_reversal')).toBeUndefined();
  });

  it('gives a lesson its own reward, bounded, or the default of 10', () => {
    expect(lessonXp(15)).toBe(15);
    expect(lessonXp(undefined)).toBe(10);
    expect(lessonXp(Number.NaN)).toBe(10);
    expect(lessonXp(-3)).toBe(0);
    expect(lessonXp(1e9)).toBe(1000);
  });

  it('maps every client action name to an action with a reference type', () => {
    for (const action of Object.values(CLIENT_ACTIONS)) expect(REFERENCE_TYPE[action]).toEqual(expect.any(String));
    expect(CLIENT_ACTIONS.give_like).toBe('give_like');
    expect(REFERENCE_TYPE.give_like).toBe('post');
    expect(REFERENCE_TYPE.comment_post).toBe('comment');
    expect(Object.values(CLIENT_ACTIONS)).not.toContain('like_received');
  });

  it('explains entries in pt and en, with caps, reversals and an administrator’s words', () => {
    expect(describeReason('daily_login', {})).toEqual({ pt: 'Login diário', en: 'Daily login' });
    expect(describeReason('give_like:like_cap_reached', {}).pt).toContain('limite diário de 25');
    expect(describeReason('comment_post:comment_cap_reached', {}).pt).toContain('limite diário de 20 comentários');
    expect(describeReason('post_approved_reversal:post_deleted', {})).toEqual({
      pt: 'Estorno: post aprovado — o post foi removido',
      en: 'Reversal: post approved — the post was removed',
    });
    expect(describeReason('admin_grant', { reason: 'Ajudou no evento' }).en).toBe('Granted by an administrator — Ajudou no evento');
    expect(describeReason('something_new', {})).toEqual({ pt: 'something_new', en: 'something_new' });
  });

  it('lists the XP sources for /patentes from the same amounts', () => {
    const sources = xpSources();
    expect(sources.find((s) => s.action === 'daily_login')?.amount).toBe(5);
    expect(sources.find((s) => s.action === 'watch_lesson')?.amount).toBeNull();
    expect(sources.every((s) => s.label.pt && s.label.en)).toBe(true);
  });
});
