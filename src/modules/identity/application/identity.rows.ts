import type { SettingsChange } from '../domain/settings.js';

/**
 * The rows and records identity's use cases and API classes share with its repositories and
 * read queries. No port: the use cases inject the classes of adapters/persistence as they are
 * (ADR 0085), which import these types only.
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
  /** When the member's own deletion is scheduled for (ADR 0108); null or absent without one. */
  deletionScheduledFor?: Date | null;
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
  /** A new member's interface language; a returning member keeps theirs. */
  preferredLanguage: 'pt' | 'en';
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
  /** The versions of the legal documents the member accepted last; null for none (ADR 0110). */
  terms_version: string | null;
  privacy_version: string | null;
  deletion_scheduled_for: Date | null;
}

export interface SignInAttempt {
  stateHash: string;
  codeVerifier: string;
  referrerId: string | null;
  createdAt: Date;
  expiresAt: Date;
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
  /** Hidden by its reports until an administrator decides (ADR 0103). */
  is_hidden: boolean;
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
  /** When the member's own deletion erases them (ADR 0108). */
  deletionScheduledFor: Date | null;
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

