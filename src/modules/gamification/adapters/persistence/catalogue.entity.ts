import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/** The ten patentes: reference data mirrored from domain/ranks.ts by the seeder. */
@Entity({ tableName: 'rank' })
export class RankEntity {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'smallint' })
  @Unique({ name: 'rank_level_unique' })
  level!: number;

  @Column.text()
  name!: string;

  @Column.text()
  description!: string;

  @Column.text()
  descriptionEn!: string;

  @Property({ type: 'integer' })
  xpRequired!: number;

  @Column.text()
  badgeColor!: string;

  @Column.text()
  textColor!: string;

  @Column.timestamp()
  createdAt!: Date;
}

/** The badge catalogue: reference data mirrored from domain/badges.ts by the seeder. */
@Entity({ tableName: 'badge' })
export class BadgeEntity {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Column.text()
  @Unique({ name: 'badge_code_unique' })
  code!: string;

  @Column.text()
  name!: string;

  @Column.text()
  nameEn!: string;

  @Column.text()
  description!: string;

  @Column.text()
  descriptionEn!: string;

  @Column.text()
  icon!: string;

  @Column.text()
  badgeColor!: string;

  @Column.timestamp()
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
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  @ManyToOne(() => BadgeEntity, { fieldName: 'badge_id', deleteRule: 'restrict' })
  badge!: Rel<BadgeEntity>;

  @Column.nullableUuid()
  ledgerEntryId?: string | null;

  @Column.timestamp()
  createdAt!: Date;
}
