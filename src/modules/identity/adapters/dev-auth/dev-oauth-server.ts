import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

interface IssuedCode {
  subject: string;
  email: string;
  name: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

interface IssuedToken {
  subject: string;
  email: string;
  name: string;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 3_600_000;

/**
 * The development identity provider's state: codes and tokens in memory, like a
 * tiny Google. The same e-mail always maps to the same subject.
 */
@Injectable()
export class DevOAuthServer {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, IssuedToken>();

  static subjectFor(email: string): string {
    return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
  }

  issueCode(input: { email: string; name: string; clientId: string; redirectUri: string; codeChallenge: string }): string {
    this.sweep();
    const code = randomBytes(24).toString('base64url');
    const email = input.email.trim().toLowerCase();
    this.codes.set(code, {
      subject: DevOAuthServer.subjectFor(email),
      email,
      name: input.name.trim(),
      clientId: input.clientId,
      redirectUri: input.redirectUri,
      codeChallenge: input.codeChallenge,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    return code;
  }

  /** Redeems a code once; checks client, redirect URI and the PKCE verifier. */
  redeemCode(input: { code: string; clientId: string; redirectUri: string; codeVerifier: string }): string | undefined {
    const issued = this.codes.get(input.code);
    this.codes.delete(input.code);
    if (!issued || issued.expiresAt < Date.now()) return undefined;
    const challenge = createHash('sha256').update(input.codeVerifier).digest('base64url');
    if (issued.clientId !== input.clientId || issued.redirectUri !== input.redirectUri || issued.codeChallenge !== challenge) {
      return undefined;
    }
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { subject: issued.subject, email: issued.email, name: issued.name, expiresAt: Date.now() + TOKEN_TTL_MS });
    return token;
  }

  userInfo(token: string): IssuedToken | undefined {
    const issued = this.tokens.get(token);
    return issued && issued.expiresAt >= Date.now() ? issued : undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [code, issued] of this.codes) if (issued.expiresAt < now) this.codes.delete(code);
    for (const [token, issued] of this.tokens) if (issued.expiresAt < now) this.tokens.delete(token);
  }
}
