/** Facts the gamification module publishes. */
export interface GamificationEvents {
  /** A member reached a level for the first time (a reversal and a climb back do not repeat it). */
  'gamification.level_reached': { memberId: string; level: number; previousLevel: number; rankName: string };
  /** A member was granted a badge (once per badge). */
  'gamification.badge_granted': { memberId: string; badgeId: number; badgeCode: string };
}
