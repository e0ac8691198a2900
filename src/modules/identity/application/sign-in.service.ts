import { isUuid } from '../../../shared/ids.js';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventPublisher } from '../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../shared/time/index.js';
import type { BanState, ProviderProfile } from './identity.rows.js';
import { SignInAttemptRepository } from '../adapters/persistence/auth-records.repository.js';
import { MemberRepository } from '../adapters/persistence/member.repository.js';
import { isBanned } from '../domain/member.js';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../domain/settings.js';
import { nameProblem, normalizeName } from '../../../shared/text/names.js';
import { AdministratorNames } from './administrator-names.js';

/** What a member is called until they choose a name, when the provider's cannot be shown. */
export const FALLBACK_NAME = 'Membro';

/**
 * The provider's name as members will see it: the same judge as typed names
 * (ADR 0052). A name that mixes scripts in a word or imitates the team's is not
 * kept; the member can choose another in the settings.
 */
export function nameFromProvider(raw: string): string {
  const name = normalizeName(raw).slice(0, 100).trim();
  return name.length > 0 && !nameProblem(name) ? name : FALLBACK_NAME;
}

/** How long a started sign-in may take before its state expires. */
export const SIGN_IN_TTL_SECONDS = 600;

export type { ProviderProfile };

/** A started sign-in, found again by its state when the provider sends the browser back. */
export interface PendingSignIn {
  /** The PKCE verifier the token exchange must present. */
  codeVerifier: string;
  referrerId: string | null;
}

export interface CompletedSignIn {
  memberId: string;
  registered: boolean;
}

/**
 * A banned member's sign-in (ADR 0028): nothing of it is recorded, and the caller gives them
 * only a session a ban ended, which reaches the rights a ban does not take away (ADR 0123).
 */
export class SuspendedSignIn extends Error {
  constructor(
    readonly memberId: string,
    readonly ban: BanState,
  ) {
    super('The member is suspended');
  }
}

/**
 * Google sign-in (ADR 0010, ADR 0039): the authorization-code flow with PKCE
 * runs in passport's strategy; this service keeps each started sign-in under a
 * single-use state and records the member the provider vouched for.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventPublisher,
    private readonly clock: Clock,
    private readonly members: MemberRepository,
    private readonly attempts: SignInAttemptRepository,
    private readonly administratorNames: AdministratorNames,
  ) {}

  /** Keeps a started sign-in; returns its state, a secret to bind to the browser. */
  async rememberSignIn(pending: { codeVerifier: string; referrerId?: string }): Promise<string> {
    const state = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const referrerId = pending.referrerId;
    await this.attempts.save({
      stateHash: hashState(state),
      codeVerifier: pending.codeVerifier,
      referrerId: referrerId && isUuid(referrerId) ? referrerId.toLowerCase() : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_TTL_SECONDS * 1000),
    });
    return state;
  }

  /**
   * The started sign-in of `state`, taken once: a state that is unknown, expired,
   * already used or not the one bound to this browser (`browserState`) gives null.
   */
  async takeSignIn(state: string | undefined, browserState: string | undefined): Promise<PendingSignIn | null> {
    if (!state || !browserState || !sameSecret(state, browserState)) return null;
    return this.attempts.take(hashState(state), this.clock.now());
  }

  /**
   * Creates or updates the member the provider vouched for; refuses a banned one (ADR 0028) with
   * `SuspendedSignIn`, and writes nothing for them. A new
   * member's interface language is `language`, the one they browsed in as a guest (ADR 0127).
   */
  async recordSignIn(profile: ProviderProfile, referrerId: string | null, language: InterfaceLanguage = 'pt'): Promise<CompletedSignIn> {
    const now = this.clock.now();
    // The provider's name is kept only on registration; one that looks like an administrator's is not (ADR 0052).
    let name = nameFromProvider(profile.name);
    if (name !== FALLBACK_NAME && (await this.administratorNames.imitatedBy(name, profile))) name = FALLBACK_NAME;
    return this.em.fork().transactional(async (em) => {
      // One statement creates or updates, so two concurrent first sign-ins make one member.
      const row = await this.members.upsertFromProvider(em, randomUUID(), {
        subject: profile.subject,
        email: profile.email,
        emailVerified: profile.emailVerified,
        name,
        givenName: profile.givenName === null ? null : normalizeName(profile.givenName),
        picture: profile.picture,
        preferredLanguage: (INTERFACE_LANGUAGES as readonly string[]).includes(language) ? language : 'pt',
        at: now,
      });
      const memberId = row.id;
      // A suspended member gets no member's session; the callback page says until when and why (ADR 0028).
      if (isBanned(row, now)) throw new SuspendedSignIn(memberId, row);
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
