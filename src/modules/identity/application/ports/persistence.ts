import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationParams, NotificationType } from '../../domain/notification-messages.js';
import type { SettingsChange } from '../../domain/settings.js';

/**
 * What identity's use cases need from PostgreSQL (ADR 0002: the SQL lives in
 * adapters/persistence, which implement these). An `em` parameter is the
 * caller's transaction; without one, the adapter uses its own fork.
 */

/** What other modules may know about a member. */
export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  /** Interface language the member chose: `pt` or `en`. */
  preferredLanguage: string;
  /** XP per São Paulo day the member aims for (25, 50, 100, 150 or 200). */
  dailyGoal: number;
  createdAt: Date;
}

export interface BanState {
  bannedPermanently: boolean;
  bannedUntil: Date | null;
  banReason: string | null;
}

/** What we learn about a person from the identity provider. */
export interface ProviderProfile {
  /** The provider's stable subject id. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string | null;
  picture: string | null;
}

/** A sign-in as the member repository records it: the provider's profile and when. */
export interface ProviderSignIn extends ProviderProfile {
  at: Date;
}

export interface ProfileRecord {
  id: string;
  email: string;
  name: string;
  biography: string;
  picture: string | null;
  preferredLanguage: string;
  dailyGoal: number;
  isProfilePublic: boolean;
  profileCompleted: boolean;
  profileSkipped: boolean;
  createdAt: Date;
  languages: { language: string; proficiency: string }[];
}

/** The member columns the signed-in member's own screen and the authenticator read, as one row. */
export interface CurrentUserRow {
  id: string;
  email: string;
  email_verified: boolean;
  name: string;
  google_name: string;
  google_given_name: string | null;
  google_picture: string | null;
  picture: string | null;
  preferred_language: string;
  profile_completed: boolean;
  profile_skipped: boolean;
}

export interface SignInAttempt {
  stateHash: string;
  codeVerifier: string;
  referrerId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface NotificationRecord {
  id: string;
  type: string;
  titleKey: string;
  messageKey: string;
  params: NotificationParams;
  isRead: boolean;
  createdAt: Date;
}

export abstract class NotificationRepository {
  abstract insert(
    em: EntityManager,
    notification: { id: string; memberId: string; type: NotificationType; titleKey: string; messageKey: string; params: NotificationParams; path?: string | null; at: Date },
    options?: { communityActivity?: boolean; onceKey?: string },
  ): Promise<boolean>;
  /** The member's notifications with these ids (a stream's batch). */
  abstract byIds(memberId: string, ids: readonly string[]): Promise<NotificationRecord[]>;
  /** Newest first, after `(createdAt, id)` when given. */
  abstract page(memberId: string, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<NotificationRecord[]>;
  abstract countUnread(memberId: string): Promise<number>;
  abstract markRead(memberId: string, notificationId: string, em?: EntityManager): Promise<boolean>;
  abstract markAllRead(memberId: string, em?: EntityManager): Promise<number>;
}

export interface MemberEventRecord {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

/** The member's live events (ADR 0060): appended with the fact, read by the streams, pruned after a while. */
export abstract class MemberEventRepository {
  /**
   * Appends an event in the caller's transaction under the member's advisory lock
   * (so a member's seqs commit in order) and notifies `member_event` with the
   * member's id, delivered to every instance at commit. Returns its seq.
   */
  abstract append(em: EntityManager, memberId: string, type: string, data: Record<string, unknown>, at: Date): Promise<number>;
  /** The member's events after `afterSeq` and not older than `notBefore`, oldest first. */
  abstract since(memberId: string, afterSeq: number, notBefore: Date, limit: number): Promise<MemberEventRecord[]>;
  /** The seq of the member's latest event, 0 when none. */
  abstract latestSeq(memberId: string): Promise<number>;
  abstract pruneBefore(before: Date): Promise<number>;
}

/** The settings page's row: one member with their spoken languages, in the order given. */
export interface SettingsRow {
  id: string;
  name: string;
  biography: string;
  picture: string | null;
  preferred_language: string;
  daily_goal: number;
  is_profile_public: boolean;
  notify_email: boolean;
  notify_push: boolean;
  notify_community: boolean;
  created_at: Date;
  updated_at: Date;
  userLanguages: { language: string; proficiency: string }[];
}

/** The settings a save may change (the spoken languages are written on their own); an absent field is left as it is. */
export type SettingsFields = Omit<SettingsChange, 'userLanguages'>;

/** A member as the administrators' list shows them (identity's columns only). */
export interface AdminMemberRow {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  createdAt: Date;
  lastActiveDay: string | null;
  bannedUntil: Date | null;
  bannedPermanently: boolean;
  banReason: string | null;
  isAdministrator?: boolean;
  emailVerified: boolean;
}

export interface MemberProfileRow {
  biography: string;
  profileCompleted: boolean;
  languages: { language: string; proficiency: string }[];
}

export interface RecentMemberRow {
  id: string;
  name: string;
  email: string;
  profileCompleted: boolean;
  createdAt: Date;
}

/** Member figures of the administrators' reports (ADR 0033), counted in one pass over `member`. */
export interface MemberReportFigures {
  totalUsers: number;
  newSinceWeekStart: number;
  newSinceMonthStart: number;
  activeToday: number;
  activeThisWeek: number;
  withProfile: number;
}

export interface MemberReportPeriod {
  /** Instants the São Paulo week and month begin. */
  weekStartsAt: Date;
  monthStartsAt: Date;
  /** São Paulo calendar days: today and the week's Monday. */
  today: string;
  weekStart: string;
}

