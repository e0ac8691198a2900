import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { AdminAuthService } from '../../application/admin-auth.service.js';
import { AdminLoginDto, AdminLoginResultDto, AdminSessionDto, SuccessDto } from './identity.dto.js';
import { clearCookie } from './cookies.js';
import { destroySession, regenerateSession } from './session-helpers.js';
import { sessionCookieName } from './session.middleware.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { OpenToBannedMembers } from '../../../../shared/http/open-to-banned.js';

const ADMIN_DISPLAY_NAME = 'Administrador';

@ApiTags('identity')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly adminAuth: AdminAuthService,
    private readonly config: AppConfig,
  ) {}

  @Endpoint({
    method: 'POST', path: 'login', operationId: 'adminLogin', auth: 'public', status: 200, ok: AdminLoginResultDto,
    summary: 'Administrator sign-in with e-mail and password',
    errors: { 400: 'E-mail or password missing or malformed', 401: 'Credenciais administrativas inválidas!', 429: 'IDENTITY.ADMIN_LOGIN_LOCKED: 5 failures from this address in 10 minutes; IDENTITY.ADMIN_LOGIN_THROTTLED: the account waits 1, 2, 4 … 60 s after failures. Retry-After says when.' },
  })
  @OpenToBannedMembers()
  async login(@Body() body: AdminLoginDto, @Req() req: Request): Promise<AdminLoginResultDto> {
    const { email } = await this.adminAuth.logIn(body.email, body.password, req.ip || 'unknown');
    await regenerateSession(req);
    req.session!.admin = { email };
    return { success: true, user: { email, name: ADMIN_DISPLAY_NAME } };
  }

  @Endpoint({
    method: 'GET', path: 'session', operationId: 'getAdminSession', auth: 'public', ok: AdminSessionDto,
    summary: 'Whether this browser has an administrator session',
  })
  session(@Req() req: Request): AdminSessionDto {
    const admin = req.session?.admin;
    return admin
      ? { authenticated: true, user: { email: admin.email, name: ADMIN_DISPLAY_NAME } }
      : { authenticated: false, user: null };
  }

  @Endpoint({
    method: 'POST', path: 'logout', operationId: 'adminLogout', auth: 'public', status: 200, ok: SuccessDto,
    summary: 'End the administrator session',
  })
  @OpenToBannedMembers()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessDto> {
    await destroySession(req);
    clearCookie(res, sessionCookieName(this.config), '/');
    return { success: true };
  }
}
