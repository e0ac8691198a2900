import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type AdminSession = components['schemas']['AdminSessionDto'];

export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
};

const signedOut: AdminSession = { authenticated: false, user: null };

export const adminSessionQuery = queryOptions({
  queryKey: adminKeys.session,
  queryFn: async (): Promise<AdminSession> => unwrap(await api.GET('/api/admin/session')),
  staleTime: 60_000,
});

/** Whether an administrator session exists. Only asked where it matters (`/admin` pages). */
export function useAdminSession(enabled = true) {
  return useQuery({ ...adminSessionQuery, enabled });
}

export type AdminCredentials = components['schemas']['AdminLoginDto'];

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: AdminCredentials) =>
      unwrap(await api.POST('/api/admin/login', { body: credentials })),
    onSuccess: (result) => {
      queryClient.setQueryData<AdminSession>(adminKeys.session, { authenticated: true, user: result.user });
    },
  });
}

/** Ends the administrator session; the local state is cleared even if the call fails. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        unwrap(await api.POST('/api/admin/logout'));
      } catch (error) {
        console.error(`Failed to end the admin session: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    onSettled: () => {
      queryClient.setQueryData<AdminSession>(adminKeys.session, signedOut);
      queryClient.removeQueries({ queryKey: adminKeys.all, type: 'inactive' });
    },
  });
}
