import { Entity, Index } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * One member blocking another (ADR 0101). The key leads with the blocker: every read asks
 * "whom does this viewer block?", an index probe per author checked.
 */
@Entity({ tableName: 'member_block' })
// Who blocks a member (an account's removal, an administrator's question), without a scan.
@Index({ name: 'member_block_blocked_idx', properties: ['blockedId'] })
export class MemberBlockEntity {
  @UuidKey()
  blockerId!: string;

  @UuidKey()
  blockedId!: string;

  @Column.timestamp()
  createdAt!: Date;
}
