import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MemberRepository } from '../../application/ports/persistence.js';
import { sessionMemberOf } from '../persistence/session-store.repository.js';
import { IdentityApi } from '../../application/identity.api.js';
import { NotAdministratorError, NotSignedInError } from '../../application/identity.errors.js';
import type { AuthenticatedMember } from '../../application/session.types.js';

export type GuardedRequest = FastifyRequest & { member?: AuthenticatedMember | null; adminEmail?: string };

/**
 * Who is calling, from the session alone (ADR 0018). Guards only authenticate:
 * recording the day's activity is ActivityInterceptor's job. The session store
 * already read the member with the session (one round trip); only a session
 * signed in during this very request needs a query of its own.
 */
@Injectable()
export class Authenticator {
  constructor(
    private readonly identity: IdentityApi,
    private readonly members: MemberRepository,
  ) {}

  async authenticate(req: GuardedRequest): Promise<AuthenticatedMember | undefined> {
    if (req.member !== undefined) return req.member ?? undefined;
    const memberId = req.session?.memberId;
    let member: { id: string; email: string; emailVerified: boolean } | null = null;
    if (memberId) {
      const loaded = sessionMemberOf(req.raw);
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
}

/** Signed-in members only: 401 for guests. */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await this.authenticator.authenticate(context.switchToHttp().getRequest<GuardedRequest>()))) throw new NotSignedInError();
    return true;
  }
}

/** Lets guests through but identifies a signed-in member when there is one. */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.authenticator.authenticate(context.switchToHttp().getRequest<GuardedRequest>());
    return true;
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
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<GuardedRequest>().member ?? undefined,
);

/** Who performs an administrator action: the admin e-mail behind an AdminGuard. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<GuardedRequest>().adminEmail as string,
);
