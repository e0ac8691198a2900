import { describe, expect, it } from '@jest/globals';
import { BADGES, BADGE_CODES, badgesEarned } from './badges.js';

describe('badges', () => {
  it('has a catalogue of at least 12 with unique ids, codes and names in pt and en', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
    expect(BADGES.map((b) => b.code).sort()).toEqual([...BADGE_CODES].sort());
    for (const badge of BADGES) {
      expect(badge.name.pt && badge.name.en && badge.description.pt && badge.description.en && badge.icon).toBeTruthy();
    }
  });

  const base = { amount: 10, level: 1, streakDays: 0, xpToday: 10 };

  it('grants the firsts on their actions', () => {
    expect(badgesEarned({ ...base, action: 'post_approved' })).toEqual(['first_post']);
    expect(badgesEarned({ ...base, action: 'watch_lesson' })).toEqual(['first_lesson']);
    expect(badgesEarned({ ...base, action: 'complete_course' })).toEqual(['first_course']);
    expect(badgesEarned({ ...base, action: 'course_upload_approved' })).toEqual(['first_upload']);
    expect(badgesEarned({ ...base, action: 'referral' })).toEqual(['first_referral']);
    expect(badgesEarned({ ...base, action: 'quality_content' })).toEqual(['quality_content']);
  });

  it('grants the counted ones at their thresholds', () => {
    expect(badgesEarned({ ...base, action: 'comment_post', commentsWritten: 9 })).toEqual([]);
    expect(badgesEarned({ ...base, action: 'comment_post', commentsWritten: 10 })).toEqual(['commenter']);
    expect(badgesEarned({ ...base, action: 'like_received', likesReceived: 10 })).toEqual(['popular']);
    expect(badgesEarned({ ...base, action: 'daily_login', streakDays: 7 })).toEqual(['streak_7']);
    expect(badgesEarned({ ...base, action: 'daily_login', streakDays: 30 })).toEqual(['streak_7', 'streak_30']);
    expect(badgesEarned({ ...base, action: 'quiz_correct', xpToday: 50, dailyGoal: 50 })).toEqual(['daily_goal']);
    expect(badgesEarned({ ...base, action: 'quiz_correct', xpToday: 49, dailyGoal: 50 })).toEqual([]);
    expect(badgesEarned({ ...base, action: 'admin_grant', level: 10 })).toEqual(['level_5', 'level_10']);
    expect(badgesEarned({ ...base, action: 'correction_helpful', helpfulCorrections: 9 })).toEqual([]);
    expect(badgesEarned({ ...base, action: 'correction_helpful', amount: 0, helpfulCorrections: 10 })).toEqual(['corrector']);
    expect(badgesEarned({ ...base, action: 'correction_helpful', helpfulCorrections: 100 })).toEqual(['corrector', 'correction_master']);
  });
});
