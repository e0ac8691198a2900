import { CanActivate, Controller, ExecutionContext, Injectable, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { OPEN_TO_BANNED_MEMBERS, OPEN_TO_SUSPENDED_MEMBERS } from '../../../../shared/http/open-to-banned.js';
import { ENDPOINT_AUTH, OPEN_BEFORE_CONSENT, type EndpointAuth } from '../../../../shared/http/endpoint.js';
import { MemberRepository } from '../persistence/member.repository.js';
import { sessionMemberOf } from '../persistence/session-store.repository.js';
import { IdentityApi } from '../../application/identity.api.js';
import { NotAdministratorError, NotSignedInError } from '../../application/identity.errors.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { DailyActivity } from './daily-activity.js';

export type GuardedRequest = Request & { member?: AuthenticatedMember | null; adminEmail?: string };

/**
 * Who is calling, from the session alone (ADR 0018). The session store already
 * read the member with the session (one round trip, or none from its cache);
 * only a session signed in during this very request needs a query of its own.
 * A guard that admits a member calls `admit`, which records the day's activity
 * on the member's first request of the day (ADR 0007) and costs nothing after.
 */
@Injectable()
export class Authenticator {
  constructor(
    private readonly identity: IdentityApi,
    private readonly members: MemberRepository,
    private readonly activity: DailyActivity,
  ) {}

  /** Called by a guard that lets a request through: the day's activity, once a day. */
  async admit(req: GuardedRequest): Promise<true> {
    const recording = this.activity.record(req);
    if (recording) await recording;
    return true;
  }

  async authenticate(req: GuardedRequest): Promise<AuthenticatedMember | undefined> {
    if (req.member !== undefined) return req.member ?? undefined;
    const memberId = req.session?.memberId;
    let member: { id: string; email: string; emailVerified: boolean } | null = null;
    if (memberId) {
      const loaded = sessionMemberOf(req);
      if (loaded !== undefined && (loaded === null || loaded.id === memberId)) {
        member = loaded;
      } else {
        const row = await this.members.currentUser(memberId);
        member = row && { id: row.id, email: row.email, emailVerified: row.email_verified };
      }
    }
    req.member = member && { id: member.id, email: member.email, isAdmin: this.identity.isAdministrator(member) };
    return req.member ?? undefined;
  }

  /**
   * The member a session a ban ended still names (`suspendedMemberId`, ADR 0056), while
   * that ban is in force: only for the routes a ban does not close (`@OpenToSuspendedMembers()`,
   * ADR 0123). Once the ban is over the session is a guest's, who signs in again.
   */
  async authenticateSuspended(req: GuardedRequest): Promise<AuthenticatedMember | undefined> {
    const memberId = req.session?.suspendedMemberId;
    if (typeof memberId !== 'string' || req.session?.memberId !== undefined) return undefined;
    if (!(await this.identity.isSuspended(memberId))) return undefined;
    const row = await this.members.currentUser(memberId);
    req.member = row && { id: row.id, email: row.email, isAdmin: false };
    return req.member ?? undefined;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one rule no new route can forget (ADR 0050): registered as the app's
 * global guard, it refuses every state-changing request made with a banned
 * member's session with 403 `IDENTITY.MEMBER_BANNED`, however that session came
 * to exist (written before the ban, or living on another instance), before any
 * other guard, pipe or handler runs. Routes a suspended member must still reach
 * say so with `@OpenToBannedMembers()`. Writes that race a ban are decided again
 * inside their own transaction (`IdentityApi.assertCanParticipate`).
 *
 * In the same read, a member's write (an `@Endpoint` for `member` or `optional`
 * callers) before they accepted the legal documents in force answers 403
 * `IDENTITY.CONSENT_REQUIRED` (ADR 0110), unless its endpoint is
 * `openBeforeConsent`. Sign-in, sign-out and the administrators' routes are no
 * member's participation and are not asked. The rights a ban does not take away
 * (`@OpenToSuspendedMembers()`, ADR 0123) are asked everything but the ban.
 */
@Injectable()
export class BannedMemberWritesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityApi,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    if (!STATE_CHANGING_METHODS.has(req.method)) return true;
    const memberId = req.session?.memberId;
    if (typeof memberId !== 'string') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(OPEN_TO_BANNED_MEMBERS, targets)) return true;
    const auth = this.reflector.get<EndpointAuth | undefined>(ENDPOINT_AUTH, context.getHandler());
    const asksConsent = (auth === 'member' || auth === 'optional') && !this.reflector.get<boolean>(OPEN_BEFORE_CONSENT, context.getHandler());
    const openToBan = this.reflector.get<boolean>(OPEN_TO_SUSPENDED_MEMBERS, context.getHandler()) === true;
    await this.identity.assertMayAct(memberId, { consent: asksConsent, ban: !openToBan });
    return true;
  }
}

/**
 * Signed-in members only: 401 for guests. On a route a ban does not close
 * (`@OpenToSuspendedMembers()`, ADR 0123) the member a ban signed out is let through
 * too, without a day of activity recorded for them.
 */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    if (await this.authenticator.authenticate(req)) return this.authenticator.admit(req);
    if (this.reflector.get<boolean>(OPEN_TO_SUSPENDED_MEMBERS, context.getHandler()) && (await this.authenticator.authenticateSuspended(req))) return true;
    throw new NotSignedInError();
  }
}

/** Lets guests through but identifies a signed-in member when there is one. */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    await this.authenticator.authenticate(req);
    return this.authenticator.admit(req);
  }
}

/**
 * Protects every /api/admin route of every module: 401 for guests, 403 for
 * members who are not administrators.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    if (req.session?.admin) {
      req.adminEmail = req.session.admin.email;
      return true;
    }
    const member = await this.authenticator.authenticate(req);
    if (!member) throw new NotSignedInError();
    if (!member.isAdmin) throw new NotAdministratorError();
    req.adminEmail = member.email;
    return this.authenticator.admit(req);
  }
}

/** The member a MemberGuard-protected handler acts as. */
export const CurrentMember = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const member = context.switchToHttp().getRequest<GuardedRequest>().member;
  if (!member) throw new NotSignedInError();
  return member;
});

/** The signed-in member, or undefined for guests (with OptionalMemberGuard). */
export const OptionalMember = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<GuardedRequest>().member ?? undefined,
);

/** Who performs an administrator action: the admin e-mail behind an AdminGuard. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<GuardedRequest>().adminEmail as string,
);

/**
 * A controller whose every route is a signed-in member's (`@ForMembers('settings', 'identity')`): its OpenAPI tag,
 * `MemberGuard` and its path in one decorator, so a controller cannot forget the guard its
 * `@Endpoint`s document.
 */
export function ForMembers(path: string, tag: string): ClassDecorator {
  return applyDecorators(ApiTags(tag), UseGuards(MemberGuard), Controller(path));
}

/** A controller whose every route is an administrator's: tag, `AdminGuard` and path in one decorator. */
export function ForAdministrators(path: string, tag: string): ClassDecorator {
  return applyDecorators(ApiTags(tag), UseGuards(AdminGuard), Controller(path));
}
