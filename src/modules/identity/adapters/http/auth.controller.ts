import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { SIGN_IN_TTL_SECONDS, SignInService } from '../../application/sign-in.service.js';
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
import { appendCookie, clearCookie, readSignedCookie, signedValue } from './cookies.js';

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly currentUser: CurrentUserService,
    private readonly config: AppConfig,
  ) {}

  private get stateCookie(): string {
    return this.config.isProduction ? '__Secure-poliglota.oauth' : 'poliglota.oauth';
  }

  @Get('oauth/google/redirect_url')
  @ApiOperation({
    summary: "Start a Google sign-in: the provider's authorization URL (state and PKCE bound to this browser)",
    operationId: 'getGoogleRedirectUrl',
  })
  @ApiOkResponse({ type: RedirectUrlDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async redirectUrl(@Query() query: RedirectUrlQueryDto, @Res({ passthrough: true }) res: Response): Promise<RedirectUrlDto> {
    const started = await this.signIn.startSignIn(query.ref);
    appendCookie(res, this.stateCookie, signedValue(started.state, this.config.sessionSecret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      path: '/api/sessions',
      maxAge: SIGN_IN_TTL_SECONDS,
    });
    res.setHeader('Cache-Control', 'no-store');
    return { redirectUrl: started.redirectUrl };
  }

  @Post('sessions')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish a sign-in: exchange the authorization code for a session',
    operationId: 'createSession',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is missing' })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Wrong, missing or reused state, or a refused code' })
  async createSession(
    @Body() body: CreateSessionDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentUserDto> {
    const cookieState = readSignedCookie(req, this.stateCookie, this.config.sessionSecret);
    clearCookie(res, this.stateCookie, '/api/sessions');
    const { memberId } = await this.signIn.completeSignIn({ code: body.code, state: body.state, cookieState });
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
