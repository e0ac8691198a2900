import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { SignInService } from '../../application/sign-in.service.js';
import { GoogleAuthGuard, type GoogleSignIn } from '../oauth/google-auth.guard.js';
import { CurrentUserService } from '../../application/current-user.service.js';
import type { AuthenticatedMember } from '../../application/session.types.js';
import { CurrentMember, MemberGuard } from './guards.js';
import { sessionCookieName } from './session.middleware.js';
import {
  CreateSessionDto,
  CurrentUserDto,
  RedirectUrlDto,
  RedirectUrlQueryDto,
  SuccessDto,
} from './identity.dto.js';
import { regenerateSession, destroySession } from './session-helpers.js';
import { clearCookie } from './cookies.js';

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly currentUser: CurrentUserService,
    private readonly config: AppConfig,
  ) {}

  @Get('oauth/google/redirect_url')
  @ApiOperation({
    summary: 'Where the browser goes to start a Google sign-in (the start route, which redirects to the provider)',
    operationId: 'getGoogleRedirectUrl',
  })
  @ApiOkResponse({ type: RedirectUrlDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  redirectUrl(@Query() query: RedirectUrlQueryDto, @Res({ passthrough: true }) res: Response): RedirectUrlDto {
    const start = new URL(`${this.config.get('PUBLIC_URL')}/api/oauth/google/start`);
    if (query.ref) start.searchParams.set('ref', query.ref);
    res.setHeader('Cache-Control', 'no-store');
    return { redirectUrl: start.toString() };
  }

  @Get('oauth/google/start')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    summary: "Start a Google sign-in: redirects to the provider's authorization URL (state and PKCE bound to this browser)",
    operationId: 'startGoogleSignIn',
  })
  @ApiQuery({ name: 'ref', required: false, description: 'Id of the member who referred this visitor' })
  @ApiFoundResponse({
    description: "Redirect to the provider's authorization URL; sets the sign-in cookie",
    headers: {
      Location: { description: "The provider's authorization URL", schema: { type: 'string' } },
      'Set-Cookie': { description: 'The sign-in cookie (httpOnly, path /api/sessions, 10 minutes)', schema: { type: 'string' } },
    },
  })
  startGoogleSignIn(): void {
    // Never reached: the guard's strategy answers with the redirect.
  }

  @Post('sessions')
  @HttpCode(200)
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    summary: 'Finish a sign-in: exchange the authorization code for a session',
    operationId: 'createSession',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is missing' })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Wrong, missing or reused state, or a refused code' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The member is suspended: reason and end of the ban' })
  async createSession(@Body() _body: CreateSessionDto, @Req() req: Request): Promise<CurrentUserDto> {
    const { profile, referrerId } = req.user as GoogleSignIn;
    const { memberId } = await this.signIn.recordSignIn(profile, referrerId);
    // A new session id at sign-in: a session fixed before sign-in is worthless after it.
    await regenerateSession(req);
    req.session!.memberId = memberId;
    return this.currentUser.describe(memberId);
  }

  @Get('logout')
  @ApiOperation({ summary: 'Sign out: ends the session on the server', operationId: 'logout' })
  @ApiOkResponse({ type: SuccessDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessDto> {
    await destroySession(req);
    clearCookie(res, sessionCookieName(this.config), '/');
    return { success: true };
  }

  @Get('users/me')
  @UseGuards(MemberGuard)
  @ApiOperation({ summary: 'The signed-in member', operationId: 'getCurrentUser' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  me(@CurrentMember() member: AuthenticatedMember): Promise<CurrentUserDto> {
    return this.currentUser.describe(member.id);
  }
}
