import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A member's request for a copy of their data (ADR 0106): asked, then ready with its file
 * until it expires, then its file deleted. The newest row of a member is their export.
 */
@Entity({ tableName: 'data_export' })
@Index({ name: 'data_export_member_requested_idx', properties: ['memberId', 'requestedAt'] })
@Index({ name: 'data_export_expires_idx', properties: ['expiresAt'] })
export class DataExportEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'timestamptz' })
  requestedAt!: Date;

  /** Set when the file is stored. */
  @Property({ type: 'timestamptz', nullable: true })
  readyAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  /** Its key in the file storage, under `private/`: served only to its member. */
  @Property({ type: 'text', nullable: true })
  fileKey?: string | null;

  /** Set when the expired file was deleted. */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
