import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { OutboxDispatcher } from '../../../../shared/events/index.js';
import { Clock, saoPauloDay } from '../../../../shared/time/index.js';
import { MemberEntity } from '../persistence/member.entity.js';
import { IdentityApi } from '../../application/identity.api.js';
import { NotAdministratorError, NotSignedInError } from '../../application/identity.errors.js';
import type { AuthenticatedMember } from '../../application/session.types.js';

type GuardedRequest = Request & { member?: AuthenticatedMember; adminEmail?: string };

async function loadMember(
  req: GuardedRequest,
  em: EntityManager,
  identity: IdentityApi,
  clock: Clock,
  dispatcher: OutboxDispatcher,
): Promise<AuthenticatedMember | undefined> {
  if (req.member) return req.member;
  const memberId = req.session?.memberId;
  if (!memberId) return undefined;
  const member = await em.fork().findOne(MemberEntity, { id: memberId });
  if (!member) return undefined;
  const now = clock.now();
  req.member = {
    id: member.id,
    email: member.email,
    isAdmin: identity.isAdministrator(member),
  };
  // The first authenticated request of a São Paulo day counts as that day's login.
  const today = saoPauloDay(now);
  if (req.session.activeDay !== today) {
    await identity.recordActivity(member.id);
    // Its consequences (the day's login XP, the streak) are handled before the
    // request's own work, so the first screen of the day already shows them.
    await dispatcher.drainScope().catch(() => undefined);
    req.session.activeDay = today;
  }
  return req.member;
}

/** Signed-in members only: 401 for guests. */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    if (!(await loadMember(req, this.em, this.identity, this.clock, this.dispatcher))) throw new NotSignedInError();
    return true;
  }
}

/** Lets guests through but identifies a signed-in member when there is one. */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await loadMember(context.switchToHttp().getRequest<GuardedRequest>(), this.em, this.identity, this.clock, this.dispatcher);
    return true;
  }
}

/**
 * Protects every /api/admin route of every module: 401 for guests, 403 for
 * members who are not administrators.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    if (req.session?.admin) {
      req.adminEmail = req.session.admin.email;
      return true;
    }
    const member = await loadMember(req, this.em, this.identity, this.clock, this.dispatcher);
    if (!member) throw new NotSignedInError();
    if (!member.isAdmin) throw new NotAdministratorError();
    req.adminEmail = member.email;
    return true;
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
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<GuardedRequest>().member,
);

/** Who performs an administrator action: the admin e-mail behind an AdminGuard. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<GuardedRequest>().adminEmail as string,
);
