import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Hits of one limiter key in one fixed window (ADR 0017); pruned once expired. */
@Entity({ tableName: 'rate_limit_window' })
export class RateLimitWindowEntity {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @PrimaryKey({ type: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'rate_limit_window_expires_idx' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
