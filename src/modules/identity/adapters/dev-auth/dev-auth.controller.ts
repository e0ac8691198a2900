import { Body, Controller, Get, Header, Headers, HttpCode, NotFoundException, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { DEV_CLIENT_ID } from '../oauth/google.strategy.js';
import { DevOAuthServer } from './dev-oauth-server.js';
import { OpenToBannedMembers } from '../../../../shared/http/open-to-banned.js';

type Params = Record<string, string | undefined>;

/**
 * The development OAuth provider (ADR 0010), outside /api and outside the
 * OpenAPI document. Tooling relies on this contract: GET /dev-auth/authorize
 * shows a form; POST /dev-auth/authorize with `email`, `name` and the authorize
 * query answers 302 to redirect_uri?code&state; /token and /userinfo answer
 * like Google's. 404 in production or when Google is configured.
 */
@ApiExcludeController()
@OpenToBannedMembers()
@Controller('dev-auth')
export class DevAuthController {
  constructor(
    private readonly config: AppConfig,
    private readonly server: DevOAuthServer,
  ) {}

  @Get('authorize')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  authorizeForm(@Query() query: Params): string {
    this.assertEnabled();
    const hidden = Object.entries(query)
      .filter(([key, value]) => typeof value === 'string' && key !== 'email' && key !== 'name')
      .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value as string)}">`)
      .join('\n      ');
    return `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Poliglota — login de desenvolvimento</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f1f5f9; display: grid; place-items: center; min-height: 100vh; margin: 0; }
    form { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 20px rgb(0 0 0 / 0.08); width: min(22rem, 90vw); display: grid; gap: 0.75rem; }
    h1 { font-size: 1.25rem; margin: 0 0 0.25rem; } p { margin: 0 0 0.5rem; color: #475569; font-size: 0.9rem; }
    label { display: grid; gap: 0.25rem; font-size: 0.9rem; font-weight: 600; }
    input[type=email], input[type=text] { padding: 0.6rem; border: 1px solid #cbd5e1; border-radius: 8px; font-size: 1rem; }
    button { padding: 0.7rem; border: 0; border-radius: 8px; background: #0f766e; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
    button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  </style>
</head>
<body>
  <form method="post" action="/dev-auth/authorize">
    <h1>Login de desenvolvimento</h1>
    <p>Provedor local que substitui o Google fora de produção. / Local provider standing in for Google outside production.</p>
    <label>E-mail <input type="email" name="email" required autocomplete="email" autofocus></label>
    <label>Nome / Name <input type="text" name="name" required maxlength="100" autocomplete="name"></label>
      ${hidden}
    <button type="submit">Entrar / Sign in</button>
  </form>
</body>
</html>`;
  }

  @Post('authorize')
  async authorize(@Body() body: Params, @Query() query: Params, @Res() res: Response): Promise<void> {
    this.assertEnabled();
    const params = { ...query, ...body };
    const { email, name, redirect_uri: redirectUri, state, code_challenge: challenge, client_id: clientId } = params;
    const expectedRedirect = `${this.config.get('PUBLIC_URL')}/auth/callback`;
    if (!redirectUri || redirectUri !== expectedRedirect) {
      res.status(400).type('text/plain; charset=utf-8').send('redirect_uri is not registered for this client');
      return;
    }
    const target = new URL(redirectUri);
    if (state) target.searchParams.set('state', state);
    const validEmail = typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
    if (!validEmail || !name?.trim() || clientId !== DEV_CLIENT_ID || params.code_challenge_method !== 'S256' || !challenge) {
      target.searchParams.set('error', validEmail && name?.trim() ? 'invalid_request' : 'access_denied');
      res.redirect(302, target.toString());
      return;
    }
    const code = await this.server.issueCode({ email, name: name.slice(0, 100), clientId, redirectUri, codeChallenge: challenge });
    target.searchParams.set('code', code);
    res.redirect(302, target.toString());
  }

  @Post('token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async token(@Body() body: Params, @Res() res: Response): Promise<void> {
    this.assertEnabled();
    if (body.grant_type !== 'authorization_code' || !body.code || !body.code_verifier) {
      res.status(400).send({ error: 'invalid_request' });
      return;
    }
    const token = await this.server.redeemCode({
      code: body.code,
      clientId: body.client_id ?? '',
      redirectUri: body.redirect_uri ?? '',
      codeVerifier: body.code_verifier,
    });
    if (!token) {
      res.status(400).send({ error: 'invalid_grant' });
      return;
    }
    res.send({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });
  }

  @Get('userinfo')
  async userinfo(
    @Headers('authorization') authorization: string | undefined,
    @Query('access_token') queryToken: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    this.assertEnabled();
    // Like Google: the token as a bearer header or as the access_token parameter.
    const token = authorization?.replace(/^Bearer\s+/i, '') || queryToken || '';
    const info = await this.server.userInfo(token);
    if (!info) {
      res.status(401).send({ error: 'invalid_token' });
      return;
    }
    res.send({
      sub: info.subject,
      email: info.email,
      email_verified: true,
      name: info.name,
      given_name: info.name.split(/\s+/)[0],
      picture: null,
    });
  }

  private assertEnabled(): void {
    if (!this.config.usesDevelopmentOAuth) throw new NotFoundException();
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
