import type { Request } from 'express';
import { AppConfig } from '../../../../config/index.js';
import { SIGN_IN_TTL_SECONDS, SignInService, type PendingSignIn } from '../../application/sign-in.service.js';
import { appendCookie, clearCookie, readSignedCookie, signedValue } from '../http/cookies.js';

/** The sign-in cookie only goes back with the request that finishes the sign-in. */
const STATE_COOKIE_PATH = '/api/sessions';

/** What the store hands passport back with the verifier: the strategy's `info.state`. */
export interface SignInState {
  referrerId: string | null;
}

type Stored = (error: Error | null, state?: string) => void;
type Verified = (error: Error | null, verifier: string | false, state?: SignInState) => void;

/**
 * passport-oauth2's state store for the Google strategy (ADR 0010): each started
 * sign-in gets a random state kept in PostgreSQL with its PKCE verifier — so any
 * instance can finish it — and bound to this browser by a signed, httpOnly cookie
 * that only `POST /api/sessions` receives. Finishing takes the state once; a
 * state that is unknown, expired, reused or another browser's fails the sign-in.
 * The five- and four-argument forms are the ones passport-oauth2 calls when PKCE
 * is on.
 */
export class SignInStateStore {
  constructor(
    private readonly signIn: SignInService,
    private readonly config: AppConfig,
  ) {}

  get cookieName(): string {
    return this.config.isProduction ? '__Secure-poliglota.oauth' : 'poliglota.oauth';
  }

  store(req: Request, codeVerifier: string, _state: unknown, _meta: unknown, done: Stored): void {
    const ref = typeof req.query.ref === 'string' ? req.query.ref : undefined;
    this.signIn.rememberSignIn({ codeVerifier, referrerId: ref }).then((state) => {
      appendCookie(req.res!, this.cookieName, signedValue(state, this.config.sessionSecret), {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.isProduction,
        path: STATE_COOKIE_PATH,
        maxAge: SIGN_IN_TTL_SECONDS,
      });
      done(null, state);
    }, done);
  }

  verify(req: Request, state: string | undefined, _meta: unknown, done: Verified): void {
    const browserState = readSignedCookie(req, this.cookieName, this.config.sessionSecret);
    clearCookie(req.res!, this.cookieName, STATE_COOKIE_PATH);
    this.signIn.takeSignIn(typeof state === 'string' ? state : undefined, browserState).then(
      (pending: PendingSignIn | null) => (pending ? done(null, pending.codeVerifier, { referrerId: pending.referrerId }) : done(null, false)),
      (error: Error) => done(error, false),
    );
  }
}
