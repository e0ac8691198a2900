import {
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

@Entity({ tableName: 'member' })
// Administrators' search: any part of the name or e-mail, ignoring case and accents (ADR 0028).
@Index({
  name: 'member_search_trgm_idx',
  expression: `create index "member_search_trgm_idx" on "member" using gin ("search_text" gin_trgm_ops)`,
})
// Administrators' member list: newest first, keyed for a stable page order.
@Index({ name: 'member_created_idx', properties: ['createdAt', 'id'] })
export class MemberEntity {
  [OptionalProps]?:
    | 'emailVerified'
    | 'biography'
    | 'preferredLanguage'
    | 'dailyGoal'
    | 'isProfilePublic'
    | 'profileCompleted'
    | 'profileSkipped'
    | 'bannedPermanently'
    | 'deletionKeepsContent';

  @UuidKey()
  id!: string;

  /** The provider's subject id: members are keyed by it, never by e-mail. */
  @Column.text()
  @Unique({ name: 'member_google_sub_unique' })
  googleSub!: string;

  @Column.text()
  @Index({ name: 'member_email_idx' })
  email!: string;

  @Property({ type: 'boolean', default: false })
  emailVerified: boolean = false;

  /** Display name: starts as the provider's, then the member's own choice. */
  @Column.text()
  name!: string;

  @Column.text()
  googleName!: string;

  @Column.nullableText()
  googleGivenName?: string | null;

  @Column.nullableText()
  googlePicture?: string | null;

  /** A picture the member uploaded; wins over the provider's. */
  @Column.nullableText()
  picture?: string | null;

  @Property({ type: 'text', default: '' })
  biography: string = '';

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Column.nullableTimestamp()
  hiddenAt?: Date | null;

  @Property({ type: 'text', default: 'pt' })
  preferredLanguage: string = 'pt';

  @Property({ type: 'smallint', default: 50 })
  dailyGoal: number = 50;

  @Property({ type: 'boolean', default: true })
  isProfilePublic: boolean = true;

  @Property({ type: 'boolean', default: false })
  profileCompleted: boolean = false;

  @Property({ type: 'boolean', default: false })
  profileSkipped: boolean = false;

  @Column.nullableUuid()
  referredBy?: string | null;

  /** Ban state (set by administrators); a past expiry means not banned. */
  @Column.nullableTimestamp()
  bannedUntil?: Date | null;

  @Property({ type: 'boolean', default: false })
  bannedPermanently: boolean = false;

  /** The administrator's reason for the ban in force (shown to the member). */
  @Column.nullableText()
  banReason?: string | null;

  /**
   * When the member's own deletion erases them (ADR 0108); null while none is scheduled.
   * Until then the member may cancel it.
   */
  @Column.nullableTimestamp()
  @Index({ name: 'member_deletion_scheduled_idx' })
  deletionScheduledFor?: Date | null;

  /** The member's choice at deletion: keep their posts and comments as "Membro removido", or delete them. */
  @Property({ type: 'boolean', default: true })
  deletionKeepsContent: boolean = true;

  /** When the erasure took the scheduled deletion on: from then on it cannot be cancelled. */
  @Column.nullableTimestamp()
  deletionStartedAt?: Date | null;

  /**
   * Name and e-mail, lower case, without accents: what administrators search (ADR 0028).
   * Stored, so the search's recheck and short-term scans do not run unaccent per row.
   */
  @Property({ type: 'text', generated: `(poliglota_unaccent(lower(name || ' ' || email))) stored`, nullable: true })
  searchText?: string | null;

  /** São Paulo day of the member's last activity (ADR 0007). */
  @Property({ type: 'date', nullable: true })
  lastActiveDay?: string | null;

  @Column.nullableTimestamp()
  lastSignInAt?: Date | null;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;

  @OneToMany(() => MemberLanguageEntity, (l) => l.member, { orderBy: { createdAt: 'asc' } })
  languages = new Collection<MemberLanguageEntity>(this);
}

@Entity({ tableName: 'member_language' })
@Unique({ name: 'member_language_unique', properties: ['member', 'language'] })
export class MemberLanguageEntity {
  @UuidKey()
  id!: string;

  @ManyToOne(() => MemberEntity, { deleteRule: 'cascade' })
  member!: Rel<MemberEntity>;

  @Column.text()
  language!: string;

  @Column.text()
  proficiency!: string;

  @Column.timestamp()
  createdAt!: Date;
}
