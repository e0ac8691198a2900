import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { unwrap } from '../../lib/api/errors';
import type { components } from '../../lib/api/schema';

/** Where a member stands with the legal documents, as `GET /api/users/me` says (ADR 0110). */
export type Consents = components['schemas']['ConsentsDto'];

/** Accepts the versions in force that the member was shown; the server refuses any other. */
export function useAcceptConsents() {
  return useMutation({
    mutationFn: async (consents: Consents) =>
      unwrap(await api.POST('/api/consents', { body: { terms: consents.terms.current, privacy: consents.privacy.current } })),
  });
}
