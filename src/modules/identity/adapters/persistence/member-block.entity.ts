import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One member blocking another (ADR 0101). The key leads with the blocker: every read asks
 * "whom does this viewer block?", an index probe per author checked.
 */
@Entity({ tableName: 'member_block' })
// Who blocks a member (an account's removal, an administrator's question), without a scan.
@Index({ name: 'member_block_blocked_idx', properties: ['blockedId'] })
export class MemberBlockEntity {
  @PrimaryKey({ type: 'uuid' })
  blockerId!: string;

  @PrimaryKey({ type: 'uuid' })
  blockedId!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
