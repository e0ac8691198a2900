import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Column, UuidKey } from '../../../../shared/persistence/index.js';

/**
 * A sign-in in progress: the PKCE verifier stays on the server, keyed by a hash
 * of the state that the browser holds in a short-lived cookie. Deleted on use,
 * which makes every state single-use.
 */
@Entity({ tableName: 'oauth_attempt' })
export class OAuthAttemptEntity {
  @PrimaryKey({ type: 'text' })
  stateHash!: string;

  @Column.text()
  codeVerifier!: string;

  @Column.nullableUuid()
  referrerId?: string | null;

  @Column.timestamp()
  @Index({ name: 'oauth_attempt_expires_idx' })
  expiresAt!: Date;

  @Column.timestamp()
  createdAt!: Date;
}

/** One failed administrator login: the per-address lock-out window counts these (ADR 0017). */
@Entity({ tableName: 'admin_login_failure' })
@Index({ name: 'admin_login_failure_email_idx', properties: ['email', 'createdAt'] })
@Index({ name: 'admin_login_failure_address_idx', properties: ['address', 'createdAt'] })
export class AdminLoginFailureEntity {
  @UuidKey()
  id!: string;

  @Column.text()
  email!: string;

  /** The client's network address; null for failures recorded before it was kept. */
  @Column.nullableText()
  address?: string | null;

  @Column.timestamp()
  createdAt!: Date;
}

/**
 * Per-account back-off of administrator sign-in (ADR 0017): consecutive
 * failures since the last success, and when the next attempt may be checked.
 */
@Entity({ tableName: 'admin_login_throttle' })
export class AdminLoginThrottleEntity {
  @PrimaryKey({ type: 'text' })
  email!: string;

  @Property({ type: 'integer' })
  failures!: number;

  @Column.timestamp()
  nextAttemptAt!: Date;

  @Column.timestamp()
  createdAt!: Date;

  @Column.timestamp()
  updatedAt!: Date;
}

/**
 * Server-side sessions, in the layout connect-pg-simple reads and writes.
 * The member id inside is indexed so all of a member's sessions can be ended.
 */
@Entity({ tableName: 'http_session' })
@Index({
  name: 'http_session_member_idx',
  expression: `create index "http_session_member_idx" on "http_session" ((sess->>'memberId'))`,
})
export class HttpSessionEntity {
  @PrimaryKey({ type: 'varchar', length: 255 })
  sid!: string;

  @Property({ type: 'jsonb' })
  sess!: Record<string, unknown>;

  @Column.timestamp()
  @Index({ name: 'http_session_expire_idx' })
  expire!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt?: Date;
}

/**
 * The development provider's one-time codes and access tokens (ADR 0010), kept
 * by the hash of their value: in PostgreSQL, so an instance redeems what another
 * issued (sign-in behind a load balancer).
 */
@Entity({ tableName: 'dev_oauth_grant' })
export class DevOAuthGrantEntity {
  @PrimaryKey({ type: 'text' })
  valueHash!: string;

  /** `code` (redeemed once for a token) or `token` (read by the userinfo endpoint). */
  @Column.text()
  kind!: string;

  @Column.text()
  subject!: string;

  @Column.text()
  email!: string;

  @Column.text()
  name!: string;

  /** For codes: the client, redirect URI and PKCE challenge the redemption must match. */
  @Column.nullableText()
  clientId?: string | null;

  @Column.nullableText()
  redirectUri?: string | null;

  @Column.nullableText()
  codeChallenge?: string | null;

  @Column.timestamp()
  @Index({ name: 'dev_oauth_grant_expires_idx' })
  expiresAt!: Date;

  @Column.timestamp()
  createdAt!: Date;
}
