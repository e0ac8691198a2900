import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Column } from '../persistence/index.js';

/** Hits of one limiter key in one fixed window (ADR 0017); pruned once expired. */
@Entity({ tableName: 'rate_limit_window' })
export class RateLimitWindowEntity {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @PrimaryKey({ type: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;

  @Column.timestamp()
  @Index({ name: 'rate_limit_window_expires_idx' })
  expiresAt!: Date;

  @Column.timestamp()
  createdAt!: Date;
}
