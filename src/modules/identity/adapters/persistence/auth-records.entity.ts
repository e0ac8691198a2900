import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A sign-in in progress: the PKCE verifier stays on the server, keyed by a hash
 * of the state that the browser holds in a short-lived cookie. Deleted on use,
 * which makes every state single-use.
 */
@Entity({ tableName: 'oauth_attempt' })
export class OAuthAttemptEntity {
  @PrimaryKey({ type: 'text' })
  stateHash!: string;

  @Property({ type: 'text' })
  codeVerifier!: string;

  @Property({ type: 'uuid', nullable: true })
  referrerId?: string | null;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'oauth_attempt_expires_idx' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

/** One failed administrator login, for the lock-out window. */
@Entity({ tableName: 'admin_login_failure' })
@Index({ name: 'admin_login_failure_email_idx', properties: ['email', 'createdAt'] })
export class AdminLoginFailureEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
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

  @Property({ type: 'timestamptz' })
  @Index({ name: 'http_session_expire_idx' })
  expire!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt?: Date;
}
