import { Body, Controller, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { SignInService, SuspendedSignIn } from '../../application/sign-in.service.js';
import { memberBanned } from '../../application/identity.errors.js';
import { GoogleAuthGuard, type GoogleSignIn } from '../oauth/google-auth.guard.js';
import { CurrentUserService } from '../../application/current-user.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { CurrentMember, MemberGuard, OptionalMember, OptionalMemberGuard } from './guards.js';
import { sessionCookieName } from './session.middleware.js';
import {
  CreateSessionDto,
  CurrentUserDto,
  RedirectUrlDto,
  RedirectUrlQueryDto,
  SessionDto,
  SuccessDto,
} from './identity.dto.js';
import { regenerateSession, destroySession } from './session-helpers.js';
import { clearCookie } from './cookies.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { OpenToBannedMembers } from '../../../../shared/http/open-to-banned.js';
import { guestLanguageOf } from '../../../../shared/http/page-language.js';

/** The longest device description (the browser's User-Agent) a session keeps. */
const DEVICE_MAX_LENGTH = 300;

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly currentUser: CurrentUserService,
    private readonly config: AppConfig,
  ) {}

  @Endpoint({
    method: 'GET', path: 'oauth/google/redirect_url', operationId: 'getGoogleRedirectUrl', auth: 'public', ok: RedirectUrlDto,
    summary: 'Where the browser goes to start a Google sign-in (the start route, which redirects to the provider)',
  })
  redirectUrl(@Query() query: RedirectUrlQueryDto, @Res({ passthrough: true }) res: Response): RedirectUrlDto {
    const start = new URL(`${this.config.get('PUBLIC_URL')}/api/oauth/google/start`);
    if (query.ref) start.searchParams.set('ref', query.ref);
    res.setHeader('Cache-Control', 'no-store');
    return { redirectUrl: start.toString() };
  }

  @Endpoint({
    method: 'GET', path: 'oauth/google/start', operationId: 'startGoogleSignIn', auth: 'public',
    summary: "Start a Google sign-in: redirects to the provider's authorization URL (state and PKCE bound to this browser)",
    errors: { 400: "A provider's answer (code, state or error) sent here instead of to /auth/callback" },
    redirect: {
      description: "Redirect to the provider's authorization URL; sets the sign-in cookie",
      headers: {
        Location: { description: "The provider's authorization URL", schema: { type: 'string' } },
        'Set-Cookie': { description: 'The sign-in cookie (httpOnly, path /api/sessions, 10 minutes)', schema: { type: 'string' } },
      },
    },
  })
  @UseGuards(GoogleAuthGuard)
  @ApiQuery({ name: 'ref', required: false, description: 'Id of the member who referred this visitor' })
  startGoogleSignIn(): void {
    // Never reached: the guard's strategy answers with the redirect.
  }

  @Endpoint({
    method: 'POST', path: 'sessions', operationId: 'createSession', auth: 'public', status: 200, ok: CurrentUserDto,
    summary: 'Finish a sign-in: exchange the authorization code for a session',
    errors: {
      400: 'The code is missing',
      401: 'Wrong, missing or reused state, or a refused code',
      403: 'The member is suspended: reason and end of the ban; the session set reaches only their data copy and their deletion',
    },
  })
  @UseGuards(GoogleAuthGuard)
  @OpenToBannedMembers()
  async createSession(@Body() _body: CreateSessionDto, @Req() req: Request): Promise<CurrentUserDto> {
    const { profile, referrerId } = req.user as GoogleSignIn;
    // A new member starts in the language they were browsing in (ADR 0127); a member's own stays.
    let memberId: string;
    try {
      ({ memberId } = await this.signIn.recordSignIn(profile, referrerId, guestLanguageOf(req)));
    } catch (error) {
      if (!(error instanceof SuspendedSignIn)) throw error;
      // A ban does not take the LGPD's rights away (ADR 0123): the browser gets the session a
      // ban leaves (ADR 0056), which shows the ban and reaches only the data copy and leaving.
      await regenerateSession(req);
      req.session!.suspendedMemberId = error.memberId;
      throw memberBanned(error.ban);
    }
    // A new session id at sign-in: a session fixed before sign-in is worthless after it.
    await regenerateSession(req);
    req.session!.memberId = memberId;
    // What the member's data export lists of each session (ADR 0106).
    req.session!.signedInAt = new Date().toISOString();
    req.session!.device = req.get('user-agent')?.slice(0, DEVICE_MAX_LENGTH);
    return this.currentUser.describe(memberId);
  }

  @Endpoint({
    method: 'GET', path: 'logout', operationId: 'logout', auth: 'public', ok: SuccessDto, changesState: true,
    summary: 'Sign out: ends the session on the server',
  })
  @OpenToBannedMembers()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessDto> {
    await destroySession(req);
    clearCookie(res, sessionCookieName(this.config), '/');
    return { success: true };
  }

  @Endpoint({
    method: 'GET', path: 'session', operationId: 'getSession', auth: 'optional', ok: SessionDto,
    summary: 'Who this browser is: the signed-in member, or for a guest null, with the ban that signed this browser out while it lasts',
  })
  @UseGuards(OptionalMemberGuard)
  async session(@OptionalMember() member: AuthenticatedMember | undefined, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    res.setHeader('Cache-Control', 'no-store');
    return this.currentUser.session(req.session, member?.id);
  }

  @Endpoint({
    method: 'GET', path: 'users/me', operationId: 'getCurrentUser', auth: 'member', ok: CurrentUserDto,
    summary: 'The signed-in member',
  })
  @UseGuards(MemberGuard)
  me(@CurrentMember() member: AuthenticatedMember): Promise<CurrentUserDto> {
    return this.currentUser.describe(member.id);
  }
}
