import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { ErrorBody } from '../../../../shared/http/error-body.js';
import { AdminAuthService } from '../../application/admin-auth.service.js';
import { AdminLoginDto, AdminLoginResultDto, AdminSessionDto, SuccessDto } from './identity.dto.js';
import { clearCookie } from './cookies.js';
import { destroySession, regenerateSession } from './session-helpers.js';
import { sessionCookieName } from './session.middleware.js';

const ADMIN_DISPLAY_NAME = 'Administrador';

@ApiTags('identity')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly adminAuth: AdminAuthService,
    private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Administrator sign-in with e-mail and password', operationId: 'adminLogin' })
  @ApiOkResponse({ type: AdminLoginResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'E-mail or password missing or malformed' })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Credenciais administrativas inválidas!' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description:
      'IDENTITY.ADMIN_LOGIN_LOCKED: 5 failures from this address in 10 minutes; IDENTITY.ADMIN_LOGIN_THROTTLED: the account waits 1, 2, 4 … 60 s after failures. Retry-After says when.',
  })
  async login(@Body() body: AdminLoginDto, @Req() req: Request): Promise<AdminLoginResultDto> {
    const { email } = await this.adminAuth.logIn(body.email, body.password, req.ip || 'unknown');
    await regenerateSession(req);
    req.session!.admin = { email };
    return { success: true, user: { email, name: ADMIN_DISPLAY_NAME } };
  }

  @Get('session')
  @ApiOperation({ summary: 'Whether this browser has an administrator session', operationId: 'getAdminSession' })
  @ApiOkResponse({ type: AdminSessionDto })
  session(@Req() req: Request): AdminSessionDto {
    const admin = req.session?.admin;
    return admin
      ? { authenticated: true, user: { email: admin.email, name: ADMIN_DISPLAY_NAME } }
      : { authenticated: false, user: null };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the administrator session', operationId: 'adminLogout' })
  @ApiOkResponse({ type: SuccessDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessDto> {
    await destroySession(req);
    clearCookie(res, sessionCookieName(this.config), '/');
    return { success: true };
  }
}
