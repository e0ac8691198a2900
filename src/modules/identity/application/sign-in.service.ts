import { isUuid } from '../../../shared/ids.js';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { OAuthAttemptEntity } from '../adapters/persistence/auth-records.entity.js';
import { OAuthProvider, type ProviderProfile } from './ports/oauth-provider.js';
import { isBanned } from '../domain/member.js';
import { MemberBannedError, OAuthCodeRejectedError, OAuthStateInvalidError } from './identity.errors.js';

/** How long a started sign-in may take before its state expires. */
export const SIGN_IN_TTL_SECONDS = 600;


export interface StartedSignIn {
  redirectUrl: string;
  /** To bind to the browser in a short-lived httpOnly cookie. */
  state: string;
}

export interface CompletedSignIn {
  memberId: string;
  registered: boolean;
}

/** Google sign-in: authorization code flow with PKCE and single-use state. */
@Injectable()
export class SignInService {
  private readonly logger = new Logger(SignInService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: OAuthProvider,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  get redirectUri(): string {
    return `${this.config.get('PUBLIC_URL')}/auth/callback`;
  }

  async startSignIn(referrerId?: string): Promise<StartedSignIn> {
    const state = randomBytes(32).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    const now = this.clock.now();
    const em = this.em.fork();
    em.persist(
      em.create(OAuthAttemptEntity, {
        stateHash: hashState(state),
        codeVerifier,
        referrerId: referrerId && isUuid(referrerId) ? referrerId.toLowerCase() : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_TTL_SECONDS * 1000),
      }),
    );
    await em.flush();
    // Abandoned attempts are removed as new ones begin.
    await em.execute('delete from oauth_attempt where expires_at < ?', [now]);
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    return {
      state,
      redirectUrl: this.provider.authorizationUrl({ state, codeChallenge, redirectUri: this.redirectUri }),
    };
  }

  /**
   * Completes a sign-in: the state must match the browser's cookie and be unused;
   * the code is exchanged with the provider; the member is created or updated by
   * the provider's subject id.
   */
  async completeSignIn(input: { code: string; state?: string; cookieState?: string }): Promise<CompletedSignIn> {
    if (!input.state || !input.cookieState || !sameSecret(input.state, input.cookieState)) {
      throw new OAuthStateInvalidError();
    }
    const [attempt] = await this.em
      .fork()
      .execute<{ code_verifier: string; referrer_id: string | null }[]>(
        'delete from oauth_attempt where state_hash = ? and expires_at > ? returning code_verifier, referrer_id',
        [hashState(input.state), this.clock.now()],
      );
    if (!attempt) throw new OAuthStateInvalidError();

    let profile: ProviderProfile;
    try {
      profile = await this.provider.exchangeCode(input.code, attempt.code_verifier, this.redirectUri);
    } catch (error) {
      this.logger.warn(`The provider refused a sign-in code: ${error instanceof Error ? error.message : String(error)}`);
      throw new OAuthCodeRejectedError();
    }
    return this.recordSignIn(profile, attempt.referrer_id);
  }

  private async recordSignIn(profile: ProviderProfile, referrerId: string | null): Promise<CompletedSignIn> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      // One statement creates or updates, so two concurrent first sign-ins make one member.
      const [row] = await em.execute<
        { id: string; registered: boolean; banned_until: Date | null; banned_permanently: boolean; ban_reason: string | null }[]
      >(
        `insert into member (id, google_sub, email, email_verified, name, google_name, google_given_name,
                             google_picture, last_sign_in_at, last_active_day, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (google_sub) do update set
           email = excluded.email, email_verified = excluded.email_verified,
           google_name = excluded.google_name, google_given_name = excluded.google_given_name,
           google_picture = excluded.google_picture, last_sign_in_at = excluded.last_sign_in_at,
           updated_at = excluded.updated_at
         returning id, (xmax = 0) as registered, banned_until, banned_permanently, ban_reason`,
        [
          randomUUID(),
          profile.subject,
          profile.email,
          profile.emailVerified,
          profile.name.slice(0, 100),
          profile.name,
          profile.givenName,
          profile.picture,
          now,
          null,
          now,
          now,
        ],
      );
      const memberId = row.id;
      // A suspended member gets no session; the callback page says until when and why (ADR 0028).
      const ban = { bannedUntil: row.banned_until ? new Date(row.banned_until) : null, bannedPermanently: row.banned_permanently };
      if (isBanned(ban, now)) {
        throw new MemberBannedError({ reason: row.ban_reason, until: ban.bannedUntil, permanent: ban.bannedPermanently });
      }
      if (row.registered) {
        this.events.publish(em, 'identity.member_registered', { memberId });
        if (referrerId && referrerId !== memberId) {
          const referred = await em.execute(
            `update member set referred_by = ? where id = ? and referred_by is null
               and exists (select 1 from member where id = ?) returning id`,
            [referrerId, memberId, referrerId],
          );
          if (referred.length > 0) this.events.publish(em, 'identity.member_referred', { memberId, referrerId });
        }
      }
      this.events.publish(em, 'identity.member_signed_in', { memberId, at: now.toISOString() });
      await recordActivityIn(em, this.events, memberId, saoPauloDay(now));
      return { memberId, registered: row.registered };
    });
  }
}

/**
 * Marks the member active on `day`; publishes the day's activity the first time.
 * Atomic: concurrent requests publish it once.
 */
export async function recordActivityIn(
  em: EntityManager,
  events: EventPublisher,
  memberId: string,
  day: string,
): Promise<void> {
  const changed = await em.execute(
    'update member set last_active_day = ? where id = ? and last_active_day is distinct from ? returning id',
    [day, memberId, day],
  );
  if (changed.length > 0) events.publish(em, 'identity.member_active_on_day', { memberId, day });
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
