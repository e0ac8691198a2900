/** What we learn about a person from the identity provider. */
export interface ProviderProfile {
  /** The provider's stable subject id. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string | null;
  picture: string | null;
}

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  redirectUri: string;
}

/** The provider refused the code (expired, replayed, wrong verifier...). */
export class ProviderRejectedCodeError extends Error {}

/**
 * The OAuth 2.0 identity provider (Google in production, the development provider
 * otherwise): a real seam, faked in tests by a local OAuth server.
 */
export abstract class OAuthProvider {
  abstract authorizationUrl(request: AuthorizationRequest): string;

  /** Exchanges an authorization code (with its PKCE verifier) for the person's profile. */
  abstract exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<ProviderProfile>;
}
