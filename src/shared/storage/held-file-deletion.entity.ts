import { Entity, PrimaryKey } from '@mikro-orm/core';
import { Column } from '../persistence/index.js';

/**
 * A stored file no row names any more, whose deletion waits until no backup runs (ADR 0124):
 * deleted by the storage's sweep, or forgotten when the same key is saved again.
 */
@Entity({ tableName: 'held_file_deletion' })
export class HeldFileDeletionEntity {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Column.timestamp()
  createdAt!: Date;
}
