import { Entity, Index } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/** One profile-picture upload attempt, kept for the hourly per-member limit. */
@Entity({ tableName: 'profile_picture_upload' })
@Index({ name: 'profile_picture_upload_member_time_idx', properties: ['memberId', 'createdAt'] })
export class ProfilePictureUploadEntity {
  @UuidKey()
  id!: string;

  @Column.uuid()
  memberId!: string;

  @Column.timestamp()
  createdAt!: Date;
}
