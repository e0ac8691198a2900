import { BadRequestException, Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import type { Request } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { DomainError } from '../../../../shared/errors/index.js';
import { createValidationPipe } from '../../../../shared/http/validation.js';
import type { ProviderProfile } from '../../application/sign-in.service.js';
import { OAuthCodeRejectedError, OAuthStateInvalidError } from '../../application/identity.errors.js';
import { CreateSessionDto } from '../http/identity.dto.js';
import type { SignInState } from './sign-in-state.store.js';

/** What a finished Google sign-in leaves on the request (`req.user`). */
export interface GoogleSignIn {
  profile: ProviderProfile;
  referrerId: string | null;
}

/** The errors passport and its Google strategy report for a refused code or a failed userinfo call. */
const PROVIDER_ERRORS = new Set(['InternalOAuthError', 'TokenError', 'AuthorizationError', 'UserInfoError', 'GooglePlusAPIError']);

/**
 * `AuthGuard('google')` on the two ends of a sign-in (ADR 0039): on the start
 * route passport answers the browser with a redirect to the provider; on
 * `POST /api/sessions` it checks the state, exchanges the code and loads the
 * profile, which the handler then records. The finishing request's body is
 * validated first, with the route's own DTO: without a code passport would
 * start a new sign-in instead.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger('GoogleSignIn');
  private readonly validation = createValidationPipe();

  constructor(private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.method === 'POST') {
      await this.validation.transform(req.body, { type: 'body', metatype: CreateSessionDto });
    } else if (['code', 'state', 'error'].some((name) => name in (req.query ?? {}))) {
      // The provider's answer goes to the SPA's /auth/callback, which posts it to /api/sessions:
      // on the start route passport would take it for a callback and spend the code for nothing.
      throw new BadRequestException('Este endereço só inicia o login: o retorno do provedor vai para /auth/callback.');
    }
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
    // `prompt` reaches the provider through the Google strategy's authorization parameters.
    return { session: false, prompt: 'select_account', callbackURL: `${this.config.get('PUBLIC_URL')}/auth/callback` };
  }

  override handleRequest<T = GoogleSignIn>(error: unknown, profile: unknown, info: unknown): T {
    if (error instanceof DomainError) throw error;
    if (error) {
      const name = (error as { name?: string }).name ?? '';
      if (!PROVIDER_ERRORS.has(name)) throw error;
      this.logger.warn(`The provider refused a sign-in code: ${describeProviderError(error)}`);
      throw new OAuthCodeRejectedError();
    }
    if (!profile) throw new OAuthStateInvalidError();
    const state = (info as { state?: SignInState } | undefined)?.state;
    return { profile: profile as ProviderProfile, referrerId: state?.referrerId ?? null } as T;
  }
}

/** What the provider answered, for the log: the token endpoint's status and body, or the error. */
function describeProviderError(error: unknown): string {
  const { message, oauthError } = error as { message?: string; oauthError?: { statusCode?: number; data?: unknown } };
  if (!oauthError) return message ?? String(error);
  return `${message ?? ''} (status ${oauthError.statusCode ?? '?'}: ${String(oauthError.data ?? '').slice(0, 200)})`;
}
