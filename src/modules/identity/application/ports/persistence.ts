import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileInput } from '../../domain/profile.js';
import type { SettingsChange, SettingsLanguage } from '../../domain/settings.js';

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

export abstract class MemberRepository {
  /** Hot read: one primary-key query, a row, never an entity (ADR 0018). */
  abstract currentUser(id: string): Promise<CurrentUserRow | null>;
  abstract summaries(ids: readonly string[]): Promise<MemberSummary[]>;
  /** The names of the members whose verified e-mail is one of `emails` (the administrators). */
  abstract administratorNames(emails: readonly string[]): Promise<{ id: string; name: string }[]>;
  abstract dailyGoals(ids: readonly string[], em?: EntityManager): Promise<{ id: string; dailyGoal: number }[]>;
  abstract count(): Promise<number>;
  abstract spokenLanguages(): Promise<string[]>;
  /**
   * The member's ban state read `FOR SHARE` in the caller's transaction: a ban
   * (an update of the row) either committed before, or waits for that transaction.
   */
  /** Read in the write's transaction, the member row locked `FOR SHARE`, or `FOR UPDATE` when the write changes that row. */
  abstract banStateForWrite(em: EntityManager, memberId: string, lock?: 'share' | 'update'): Promise<BanState | null>;
  /** The ban state as committed now, without a lock: the global guard's early answer. */
  abstract banState(memberId: string): Promise<BanState | null>;
  abstract preferredLanguage(memberId: string): Promise<string | null>;
  /** Sets the day of last activity; true when it changed (the day's first activity). */
  abstract markActiveOn(em: EntityManager, memberId: string, day: string): Promise<boolean>;
  /** Creates or updates the member by the provider's subject, in one statement. */
  abstract upsertFromProvider(
    em: EntityManager,
    id: string,
    input: ProviderSignIn,
  ): Promise<{ id: string; registered: boolean } & BanState>;
  /** Records the referrer once, if the referrer exists; true when recorded. */
  abstract setReferrer(em: EntityManager, memberId: string, referrerId: string): Promise<boolean>;
  abstract findProfile(memberId: string): Promise<ProfileRecord | null>;
  /** Saves the profile and replaces the language list; false when the member does not exist. */
  abstract saveProfile(em: EntityManager, memberId: string, profile: ProfileInput, now: Date): Promise<boolean>;
  abstract markProfileSkipped(em: EntityManager, memberId: string, now: Date): Promise<boolean>;
}

export abstract class SessionRepository {
  /** Ends every session of the member; returns how many ended. */
  abstract endAllOf(memberId: string): Promise<number>;
}

export interface SignInAttempt {
  stateHash: string;
  codeVerifier: string;
  referrerId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export abstract class SignInAttemptRepository {
  /** Saves a new attempt and removes the expired ones. */
  abstract save(attempt: SignInAttempt): Promise<void>;
  /** Deletes and returns the unexpired attempt of that state: every state is single-use. */
  abstract take(stateHash: string, now: Date): Promise<{ codeVerifier: string; referrerId: string | null } | null>;
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
  created_at: Date;
  updated_at: Date;
  userLanguages: { language: string; proficiency: string }[];
}

/** The settings a save may change (the spoken languages are written on their own); an absent field is left as it is. */
export type SettingsFields = Omit<SettingsChange, 'userLanguages'>;

/** Writes of the settings page and of the profile picture (run inside the caller's transaction). */
export abstract class SettingsRepository {
  /** Locks the member's row until the transaction ends; null when there is no such member. */
  abstract lockMember(em: EntityManager, memberId: string): Promise<{ picture: string | null } | null>;
  abstract updateSettings(em: EntityManager, memberId: string, fields: SettingsFields, now: Date): Promise<void>;
  /** Replaces the member's spoken languages as a whole, keeping the given order. */
  abstract replaceLanguages(em: EntityManager, memberId: string, languages: SettingsLanguage[], now: Date): Promise<void>;
  /** Returns whether the member exists. */
  abstract setPreferredLanguage(em: EntityManager, memberId: string, language: string, now: Date): Promise<boolean>;
  abstract setPicture(em: EntityManager, memberId: string, picture: string | null, now: Date): Promise<void>;
  /** Uploads of the member since `since`, and when the oldest of them happened. */
  abstract uploadsSince(em: EntityManager, memberId: string, since: Date): Promise<{ count: number; oldest: Date | null }>;
  abstract recordUpload(em: EntityManager, memberId: string, now: Date): Promise<void>;
}

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

/** Writes of the ban state on the member row, and the end of their sessions (ADR 0028), in the caller's transaction. */
export abstract class MemberAdminRepository {
  /** Locks the member row for the rest of the transaction; null when there is no such member. */
  abstract lockMember(em: EntityManager, memberId: string): Promise<{ email: string; emailVerified: boolean } | null>;
  abstract setBan(
    em: EntityManager,
    memberId: string,
    ban: { until: Date | null; permanent: boolean; reason: string | null },
    now: Date,
  ): Promise<void>;
  /** Ends every session of the member; returns how many ended. */
  abstract endSessions(em: EntityManager, memberId: string): Promise<number>;
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

