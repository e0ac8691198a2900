import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { StateStore } from 'passport-oauth2';
import { Strategy, type Profile } from 'passport-google-oauth20';
import { AppConfig } from '../../../../config/index.js';
import { SignInService, type ProviderProfile } from '../../application/sign-in.service.js';
import { OAuthCodeRejectedError } from '../../application/identity.errors.js';
import { SignInStateStore } from './sign-in-state.store.js';

export const DEV_CLIENT_ID = 'poliglota-development';
const DEV_CLIENT_SECRET = 'poliglota-development-secret';

/**
 * Google sign-in through passport (ADR 0010, ADR 0039): the authorization-code
 * flow with PKCE (S256) and a single-use state bound to the browser
 * (SignInStateStore). Without Google credentials (outside production) the same
 * strategy talks to the development provider under /dev-auth: the browser is
 * sent to it on the origin it is on (a relative address), the token exchange
 * and the userinfo call stay on loopback. The callback address comes with each
 * request (GoogleAuthGuard).
 *
 * Passport keeps strategies in one registry per process: with several apps in
 * one process (tests) the last one's strategy serves them all, which holds as
 * long as they share the database (the state store's and the development
 * provider's grants are rows, not memory).
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(config: AppConfig, signIn: SignInService) {
    const dev = config.usesDevelopmentOAuth;
    const internal = `http://127.0.0.1:${config.get('PORT')}`;
    super({
      clientID: config.get('GOOGLE_CLIENT_ID') ?? DEV_CLIENT_ID,
      clientSecret: config.get('GOOGLE_CLIENT_SECRET') ?? DEV_CLIENT_SECRET,
      callbackURL: `${config.get('PUBLIC_URL')}/auth/callback`,
      authorizationURL: dev ? '/dev-auth/authorize' : config.get('GOOGLE_AUTHORIZATION_URL'),
      tokenURL: dev ? `${internal}/dev-auth/token` : config.get('GOOGLE_TOKEN_URL'),
      userProfileURL: dev ? `${internal}/dev-auth/userinfo` : config.get('GOOGLE_USERINFO_URL'),
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      state: true,
      // The typings know the state store's shorter forms only; passport-oauth2 calls the PKCE ones.
      store: new SignInStateStore(signIn, config) as unknown as StateStore,
    });
  }

  /** The profile passport loaded from the userinfo endpoint, in our terms. */
  validate(_accessToken: string, _refreshToken: string | undefined, profile: Profile): ProviderProfile {
    const json = profile._json as Record<string, unknown>;
    const email = profile.emails?.[0]?.value ?? (typeof json.email === 'string' ? json.email : undefined);
    if (!profile.id || !email) throw new OAuthCodeRejectedError();
    return {
      subject: profile.id,
      email: email.toLowerCase(),
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      name: profile.displayName || email.split('@')[0],
      givenName: profile.name?.givenName ?? null,
      picture: profile.photos?.[0]?.value ?? null,
    };
  }
}
