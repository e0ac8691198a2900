import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/time/index.js';
import { DevOAuthGrantRepository, type DevOAuthPerson } from '../persistence/dev-oauth-grant.repository.js';

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 3_600_000;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The development identity provider, like a tiny Google: one-time codes and
 * access tokens kept in PostgreSQL, so any instance redeems what another issued.
 * The same e-mail always maps to the same subject.
 */
@Injectable()
export class DevOAuthServer {
  constructor(
    private readonly grants: DevOAuthGrantRepository,
    private readonly clock: Clock,
  ) {}

  static subjectFor(email: string): string {
    return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
  }

  async issueCode(input: { email: string; name: string; clientId: string; redirectUri: string; codeChallenge: string }): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    const email = input.email.trim().toLowerCase();
    const now = this.clock.now();
    await this.grants.saveCode(
      hashOf(code),
      {
        subject: DevOAuthServer.subjectFor(email),
        email,
        name: input.name.trim(),
        clientId: input.clientId,
        redirectUri: input.redirectUri,
        codeChallenge: input.codeChallenge,
      },
      now,
      new Date(now.getTime() + CODE_TTL_MS),
    );
    return code;
  }

  /** Redeems a code once; checks client, redirect URI and the PKCE verifier. */
  async redeemCode(input: { code: string; clientId: string; redirectUri: string; codeVerifier: string }): Promise<string | undefined> {
    const now = this.clock.now();
    const issued = await this.grants.takeCode(hashOf(input.code), now);
    if (!issued) return undefined;
    const challenge = createHash('sha256').update(input.codeVerifier).digest('base64url');
    if (issued.clientId !== input.clientId || issued.redirectUri !== input.redirectUri || issued.codeChallenge !== challenge) {
      return undefined;
    }
    const token = randomBytes(24).toString('base64url');
    await this.grants.saveToken(hashOf(token), issued, now, new Date(now.getTime() + TOKEN_TTL_MS));
    return token;
  }

  userInfo(token: string): Promise<DevOAuthPerson | null> {
    return this.grants.findToken(hashOf(token), this.clock.now());
  }
}
