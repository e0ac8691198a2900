import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';

/** The ten patentes: reference data mirrored from domain/ranks.ts by the seeder. */
@Entity({ tableName: 'rank' })
export class RankEntity {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'smallint' })
  @Unique({ name: 'rank_level_unique' })
  level!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  descriptionEn!: string;

  @Property({ type: 'integer' })
  xpRequired!: number;

  @Property({ type: 'text' })
  badgeColor!: string;

  @Property({ type: 'text' })
  textColor!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** The badge catalogue: reference data mirrored from domain/badges.ts by the seeder. */
@Entity({ tableName: 'badge' })
export class BadgeEntity {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  @Unique({ name: 'badge_code_unique' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  nameEn!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  descriptionEn!: string;

  @Property({ type: 'text' })
  icon!: string;

  @Property({ type: 'text' })
  badgeColor!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** A badge granted to a member, once, with the ledger entry whose award caused it. */
@Entity({ tableName: 'badge_grant' })
@Unique({ name: 'badge_grant_member_badge_unique', properties: ['memberId', 'badge'] })
@Index({
  name: 'badge_grant_member_created_idx',
  expression: 'create index "badge_grant_member_created_idx" on "badge_grant" ("member_id", "created_at" desc)',
})
@Index({ name: 'badge_grant_entry_idx', properties: ['ledgerEntryId'] })
export class BadgeGrantEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  @ManyToOne(() => BadgeEntity, { fieldName: 'badge_id', deleteRule: 'restrict' })
  badge!: Rel<BadgeEntity>;

  @Property({ type: 'uuid', nullable: true })
  ledgerEntryId?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
