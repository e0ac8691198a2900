import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';
import { sharedKeys } from '../../../lib/queryKeys';

/** The signed-in member, as `GET /api/users/me` and `POST /api/sessions` return them. */
export type Member = components['schemas']['CurrentUserDto'];

/** Who this browser is (`GET /api/session`): the member, or a guest; a suspension when a ban signed it out. */
export type Session = components['schemas']['SessionDto'];
export type Suspension = components['schemas']['SuspensionDto'];

export const authKeys = {
  all: ['auth'] as const,
  session: sharedKeys.session,
};

export const GUEST: Session = { member: null, suspension: null };

/**
 * The current session. A guest is an answer (200 with no member), not a failure, so a guest's
 * page logs no failed request. Failures throw an ApiError.
 */
export async function fetchSession(): Promise<Session> {
  return unwrap(await api.GET('/api/session'));
}

/** Where to send the browser to sign in with the identity provider. */
export async function fetchLoginRedirectUrl(ref?: string): Promise<string> {
  const result = await api.GET('/api/oauth/google/redirect_url', {
    params: { query: ref ? { ref } : {} },
  });
  return unwrap(result).redirectUrl;
}

/**
 * Trades the provider's one-time code for a session cookie; answers with the member. A missing
 * state is left out and the server refuses it (401 IDENTITY.OAUTH_STATE_INVALID).
 */
export async function createSession(code: string, state: string): Promise<Member> {
  return unwrap(await api.POST('/api/sessions', { body: state ? { code, state } : { code } }));
}

export async function endSession(): Promise<void> {
  unwrap(await api.GET('/api/logout'));
}

/** "API responded with HTTP status 500", or the network failure's own message. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `POST /api/me/deletion/cancel`: the member changed their mind during the grace period (ADR 0108). */
export async function cancelDeletion(): Promise<void> {
  unwrap(await api.POST('/api/me/deletion/cancel'));
}
