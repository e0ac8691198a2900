import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One profile-picture upload attempt, kept for the hourly per-member limit. */
@Entity({ tableName: 'profile_picture_upload' })
@Index({ name: 'profile_picture_upload_member_time_idx', properties: ['memberId', 'createdAt'] })
export class ProfilePictureUploadEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
