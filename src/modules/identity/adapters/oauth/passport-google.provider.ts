import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { AppConfig } from '../../../../config/index.js';
import {
  OAuthProvider,
  ProviderRejectedCodeError,
  type AuthorizationRequest,
  type ProviderProfile,
} from '../../application/ports/oauth-provider.js';

interface OAuth2Client {
  useAuthorizationHeaderforGET(use: boolean): void;
  getOAuthAccessToken(
    code: string,
    params: Record<string, string>,
    callback: (error: unknown, accessToken?: string) => void,
  ): void;
}

type StrategyInternals = GoogleStrategy & {
  _oauth2: OAuth2Client;
  userProfile(accessToken: string, done: (error: unknown, profile?: Profile) => void): void;
};

/**
 * Google sign-in through passport-google-oauth20's OAuth client (authorization
 * code + PKCE). With the development provider the same code talks to /dev-auth
 * on this very server (ADR 0010).
 */
@Injectable()
export class PassportGoogleOAuthProvider extends OAuthProvider {
  private strategy?: StrategyInternals;

  constructor(
    private readonly config: AppConfig,
    private readonly httpAdapterHost: HttpAdapterHost,
  ) {
    super();
  }

  authorizationUrl(request: AuthorizationRequest): string {
    const base = this.config.usesDevelopmentOAuth
      ? `${this.config.get('PUBLIC_URL')}/dev-auth/authorize`
      : this.config.get('GOOGLE_AUTHORIZATION_URL');
    const url = new URL(base);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.clientId(),
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<ProviderProfile> {
    const strategy = this.getStrategy();
    const accessToken = await new Promise<string>((resolve, reject) => {
      strategy._oauth2.getOAuthAccessToken(
        code,
        { grant_type: 'authorization_code', redirect_uri: redirectUri, code_verifier: codeVerifier },
        (error, token) =>
          error || !token ? reject(new ProviderRejectedCodeError(`code refused (${describeOAuthError(error)})`)) : resolve(token),
      );
    });
    const profile = await new Promise<Profile>((resolve, reject) => {
      strategy.userProfile(accessToken, (error, p) => (error || !p ? reject(error ?? new Error('no profile')) : resolve(p)));
    });
    const json = profile._json as Record<string, unknown>;
    const email = profile.emails?.[0]?.value ?? (typeof json.email === 'string' ? json.email : undefined);
    if (!profile.id || !email) throw new ProviderRejectedCodeError('the provider returned no subject or e-mail');
    return {
      subject: profile.id,
      email: email.toLowerCase(),
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      name: profile.displayName || email.split('@')[0],
      givenName: profile.name?.givenName ?? null,
      picture: profile.photos?.[0]?.value ?? null,
    };
  }

  private clientId(): string {
    return this.config.get('GOOGLE_CLIENT_ID') ?? DEV_CLIENT_ID;
  }

  /** Built lazily: with the development provider its URLs need the port we listen on. */
  private getStrategy(): StrategyInternals {
    if (this.strategy) return this.strategy;
    const dev = this.config.usesDevelopmentOAuth;
    const internal = dev ? this.internalBaseUrl() : '';
    const strategy = new GoogleStrategy(
      {
        clientID: this.clientId(),
        clientSecret: this.config.get('GOOGLE_CLIENT_SECRET') ?? DEV_CLIENT_SECRET,
        callbackURL: `${this.config.get('PUBLIC_URL')}/auth/callback`,
        authorizationURL: dev ? `${internal}/dev-auth/authorize` : this.config.get('GOOGLE_AUTHORIZATION_URL'),
        tokenURL: dev ? `${internal}/dev-auth/token` : this.config.get('GOOGLE_TOKEN_URL'),
        userProfileURL: dev ? `${internal}/dev-auth/userinfo` : this.config.get('GOOGLE_USERINFO_URL'),
      },
      () => undefined,
    ) as StrategyInternals;
    // Send the access token as a bearer header, not in the userinfo URL.
    strategy._oauth2.useAuthorizationHeaderforGET(true);
    this.strategy = strategy;
    return strategy;
  }

  private internalBaseUrl(): string {
    const address = this.httpAdapterHost.httpAdapter.getHttpServer().address() as { port: number } | null;
    if (!address) throw new Error('The development OAuth provider needs the server to be listening');
    return `http://127.0.0.1:${address.port}`;
  }
}

/** What the token endpoint answered, for the log: its status and body, or the network error. */
function describeOAuthError(error: unknown): string {
  if (!error) return 'no token in the answer';
  if (error instanceof Error) return error.message;
  const { statusCode, data } = error as { statusCode?: number; data?: unknown };
  return `status ${statusCode ?? '?'}: ${String(data ?? '').slice(0, 200)}`;
}

export const DEV_CLIENT_ID = 'poliglota-development';
const DEV_CLIENT_SECRET = 'poliglota-development-secret';
