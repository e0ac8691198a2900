import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadPart } from '../pg-pool/index.js';
import type { Viewer } from './visibility.js';

/** What members may report (ADR 0103): every kind of item another member wrote, and a public profile. */
export const FLAG_TARGET_TYPES = [
  'post',
  'post_comment',
  'course',
  'course_comment',
  'lesson_comment',
  'chat_message',
  'member',
  'writing',
  'correction',
  'writing_reply',
] as const;
export type FlagTargetType = (typeof FLAG_TARGET_TYPES)[number];

/** A reported item as the module that owns it describes it. */
export interface FlagTarget {
  id: string;
  /** Who wrote it (the member themselves for a profile); null when no member did (a course of the catalogue's own). */
  authorId: string | null;
  /** Its text or title, shortened for the administrators' list. */
  preview: string;
  /** What it belongs to (a comment's post or course, a lesson comment's course, a correction's or reply's text): the link, and what takes it along when deleted. */
  parentId: string | null;
  /** Whether it is hidden by its reports now. */
  hidden: boolean;
  /** Its short name in a notice: a post's or course's title, a profile's name, a comment's or message's text (FLAG_LABEL_LENGTH at most). */
  label: string;
  /** The title of where it is (a comment's post or course, a message's room, in pt and en); null for a post, a course or a profile. */
  place: FlagPlace | null;
}

/** A place's title: a member's text as it is, or reference data in both languages (a chat room's name). */
export type FlagPlace = string | { pt: string; en: string };

/**
 * A module's reportable items, as it offers them in its public API to admin, which owns the
 * reports because they span modules (docs/architecture.md, The module chain; ADR 0103). Each
 * module keeps the hidden state on its own table and filters it in its own list queries.
 */
export interface FlagTargets {
  /**
   * The items among `ids` that members can see, in one read per page: hidden ones included for the
   * administrators' list; with a `viewer`, only those the viewer may reach (a reporter, ADR 0103).
   */
  describe(ids: readonly string[], viewer?: Viewer): ReadPart<Map<string, FlagTarget>>;
  /** Hides the item from everyone but its author and administrators, in the caller's transaction. */
  hide(em: EntityManager, id: string, at: Date): Promise<void>;
  /** Shows a hidden item again, in the caller's transaction. */
  show(em: EntityManager, id: string): Promise<void>;
  /** Removes the item as the module's own moderation does (audited and announced by it); nothing when it is gone. */
  remove(adminEmail: string, id: string, reason: string | null): Promise<void>;
}

/** The longest preview an item gives the administrators' list. */
export const FLAG_PREVIEW_LENGTH = 280;
/** The longest label of an item in a notice about its reports: enough to know it, not a copy of it. */
export const FLAG_LABEL_LENGTH = 60;
