import { isUuid } from '../../../shared/ids.js';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/index.js';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import { MemberRepository, SignInAttemptRepository } from './ports/persistence.js';
import { OAuthProvider, type ProviderProfile } from './ports/oauth-provider.js';
import { isBanned } from '../domain/member.js';
import { OAuthCodeRejectedError, OAuthStateInvalidError, memberBanned } from './identity.errors.js';

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
    private readonly members: MemberRepository,
    private readonly attempts: SignInAttemptRepository,
  ) {}

  get redirectUri(): string {
    return `${this.config.get('PUBLIC_URL')}/auth/callback`;
  }

  async startSignIn(referrerId?: string): Promise<StartedSignIn> {
    const state = randomBytes(32).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    const now = this.clock.now();
    await this.attempts.save({
      stateHash: hashState(state),
      codeVerifier,
      referrerId: referrerId && isUuid(referrerId) ? referrerId.toLowerCase() : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_TTL_SECONDS * 1000),
    });
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
    const attempt = await this.attempts.take(hashState(input.state), this.clock.now());
    if (!attempt) throw new OAuthStateInvalidError();

    let profile: ProviderProfile;
    try {
      profile = await this.provider.exchangeCode(input.code, attempt.codeVerifier, this.redirectUri);
    } catch (error) {
      this.logger.warn(`The provider refused a sign-in code: ${error instanceof Error ? error.message : String(error)}`);
      throw new OAuthCodeRejectedError();
    }
    return this.recordSignIn(profile, attempt.referrerId);
  }

  private async recordSignIn(profile: ProviderProfile, referrerId: string | null): Promise<CompletedSignIn> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      // One statement creates or updates, so two concurrent first sign-ins make one member.
      const row = await this.members.upsertFromProvider(em, randomUUID(), {
        subject: profile.subject,
        email: profile.email,
        emailVerified: profile.emailVerified,
        name: profile.name,
        givenName: profile.givenName,
        picture: profile.picture,
        at: now,
      });
      const memberId = row.id;
      // A suspended member gets no session; the callback page says until when and why (ADR 0028).
      if (isBanned(row, now)) throw memberBanned(row);
      if (row.registered) {
        this.events.publish(em, 'identity.member_registered', { memberId });
        if (referrerId && referrerId !== memberId) {
          if (await this.members.setReferrer(em, memberId, referrerId)) this.events.publish(em, 'identity.member_referred', { memberId, referrerId });
        }
      }
      this.events.publish(em, 'identity.member_signed_in', { memberId, at: now.toISOString() });
      await recordActivityIn(em, this.members, this.events, memberId, saoPauloDay(now));
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
  members: MemberRepository,
  events: EventPublisher,
  memberId: string,
  day: string,
): Promise<void> {
  if (await members.markActiveOn(em, memberId, day)) events.publish(em, 'identity.member_active_on_day', { memberId, day });
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
