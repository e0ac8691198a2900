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
      review_correct: 1,
    });
  });

  it('puts likes and comments under their own daily caps, and nothing else', () => {
    expect(dailyCapOf('give_like')).toBe('like');
    expect(dailyCapOf('like_received')).toBe('like');
    expect(dailyCapOf('comment_post')).toBe('comment');
    expect(dailyCapOf('comment_course')).toBe('comment');
    expect(dailyCapOf('post_approved')).toBeUndefined();
    expect(dailyCapOf('comment_post_reversal')).toBeUndefined();
    expect(dailyCapOf('writing_posted')).toBe('writing');
    expect(dailyCapOf('correction_helpful')).toBe('correction');
    expect(dailyCapOf('correction_helpful_reversal')).toBeUndefined();
    expect(dailyCapOf('review_correct')).toBe('review');
  });

  it('says why a right review answer beyond the day\'s 20 earned nothing', () => {
    expect(describeReason('review_correct:review_cap_reached', {})).toEqual({
      pt: 'Resposta certa na revisão — sem XP: limite diário de 20 respostas certas com XP na revisão atingido',
      en: 'Right answer in review — no XP: daily limit of 20 right review answers with XP reached',
    });
    expect(xpSources().find((s) => s.action === 'review_correct')).toMatchObject({ amount: 1, note: { en: 'each right answer in review; up to 20 XP a day' } });
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
    expect(describeReason('writing_posted:writing_cap_reached', {})).toEqual({
      pt: 'Texto publicado para correção — sem XP: limite diário de 2 textos com XP atingido',
      en: 'Text posted for correction — no XP: daily limit of 2 texts with XP reached',
    });
    expect(describeReason('correction_helpful:correction_cap_reached', {}).en).toBe(
      'Correction marked helpful — no XP: daily limit of 6 helpful corrections with XP reached',
    );
    expect(describeReason('correction_helpful:correction_pair_cap_reached', {}).pt).toBe(
      'Correção marcada como útil — sem XP: limite semanal de 2 correções úteis com XP para o mesmo autor atingido',
    );
    expect(describeReason('correction_helpful_reversal:helpful_unmarked', {})).toEqual({
      pt: 'Estorno: correção útil — o autor retirou a marca de útil',
      en: 'Reversal: helpful correction — the author took back the helpful mark',
    });
  });

  it('lists the XP sources for /patentes from the same amounts', () => {
    const sources = xpSources();
    expect(sources.find((s) => s.action === 'daily_login')?.amount).toBe(5);
    expect(sources.find((s) => s.action === 'watch_lesson')?.amount).toBeNull();
    expect(sources.find((s) => s.action === 'writing_posted')).toMatchObject({ amount: 5, note: { en: 'the first 2 texts of each day' } });
    expect(sources.find((s) => s.action === 'correction_helpful')?.amount).toBe(10);
    expect(sources.find((s) => s.action === 'correction_helpful')?.note?.en).toContain('up to 60 XP a day and 20 XP a week with the same author');
    expect(sources.every((s) => s.label.pt && s.label.en)).toBe(true);
  });
});
