import {
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';

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
    | 'bannedPermanently';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** The provider's subject id: members are keyed by it, never by e-mail. */
  @Property({ type: 'text' })
  @Unique({ name: 'member_google_sub_unique' })
  googleSub!: string;

  @Property({ type: 'text' })
  @Index({ name: 'member_email_idx' })
  email!: string;

  @Property({ type: 'boolean', default: false })
  emailVerified: boolean = false;

  /** Display name: starts as the provider's, then the member's own choice. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  googleName!: string;

  @Property({ type: 'text', nullable: true })
  googleGivenName?: string | null;

  @Property({ type: 'text', nullable: true })
  googlePicture?: string | null;

  /** A picture the member uploaded; wins over the provider's. */
  @Property({ type: 'text', nullable: true })
  picture?: string | null;

  @Property({ type: 'text', default: '' })
  biography: string = '';

  /** When enough members' open reports hid it from everyone but its author and administrators (ADR 0103). */
  @Property({ type: 'timestamptz', nullable: true })
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

  @Property({ type: 'uuid', nullable: true })
  referredBy?: string | null;

  /** Ban state (set by administrators); a past expiry means not banned. */
  @Property({ type: 'timestamptz', nullable: true })
  bannedUntil?: Date | null;

  @Property({ type: 'boolean', default: false })
  bannedPermanently: boolean = false;

  /** The administrator's reason for the ban in force (shown to the member). */
  @Property({ type: 'text', nullable: true })
  banReason?: string | null;

  /**
   * Name and e-mail, lower case, without accents: what administrators search (ADR 0028).
   * Stored, so the search's recheck and short-term scans do not run unaccent per row.
   */
  @Property({ type: 'text', generated: `(poliglota_unaccent(lower(name || ' ' || email))) stored`, nullable: true })
  searchText?: string | null;

  /** São Paulo day of the member's last activity (ADR 0007). */
  @Property({ type: 'date', nullable: true })
  lastActiveDay?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  @OneToMany(() => MemberLanguageEntity, (l) => l.member, { orderBy: { createdAt: 'asc' } })
  languages = new Collection<MemberLanguageEntity>(this);
}

@Entity({ tableName: 'member_language' })
@Unique({ name: 'member_language_unique', properties: ['member', 'language'] })
export class MemberLanguageEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => MemberEntity, { deleteRule: 'cascade' })
  member!: Rel<MemberEntity>;

  @Property({ type: 'text' })
  language!: string;

  @Property({ type: 'text' })
  proficiency!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
