import { Entity, Index } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * A member's request for a copy of their data (ADR 0106): asked, then ready with its file
 * until it expires, then its file deleted. The newest row of a member is their export.
 */
@Entity({ tableName: 'data_export' })
@Index({ name: 'data_export_member_requested_idx', properties: ['memberId', 'requestedAt'] })
@Index({ name: 'data_export_expires_idx', properties: ['expiresAt'] })
export class DataExportEntity {
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  @Column.timestamp()
  requestedAt!: Date;

  /** Set when the file is stored. */
  @Column.nullableTimestamp()
  readyAt?: Date | null;

  @Column.nullableTimestamp()
  expiresAt?: Date | null;

  /** Its key in the file storage, under `private/`: served only to its member. */
  @Column.nullableText()
  fileKey?: string | null;

  /** Set when the expired file was deleted. */
  @Column.nullableTimestamp()
  deletedAt?: Date | null;

  @Column.timestamp()
  createdAt!: Date;
}
