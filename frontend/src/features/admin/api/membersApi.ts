import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type AdminStats = components['schemas']['AdminStatsDto'];
export type AdminUserRow = components['schemas']['AdminUserRowDto'];
export type UsersPage = components['schemas']['UsersPageDto'];
export type UserDetails = components['schemas']['UserDetailsDto'];
export type DebugReport = components['schemas']['DebugReportDto'];

/** Members per page (spec section 9). */
export const USERS_PAGE_SIZE = 20;
export const DEFAULT_GRANT_XP = 50;

export const adminDataKeys = {
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (page: number, search: string) => ['admin', 'users', 'page', page, search] as const,
  details: (id: string) => ['admin', 'users', 'details', id] as const,
  debug: ['admin', 'debug'] as const,
};

export function useAdminStats() {
  return useQuery(
    queryOptions({
      queryKey: adminDataKeys.stats,
      queryFn: async () => unwrap(await api.GET('/api/admin/stats')),
      staleTime: 30_000,
    }),
  );
}

/** A page of members; the previous page stays on screen while the next loads. */
export function useAdminUsers(page: number, search: string) {
  return useQuery({
    queryKey: adminDataKeys.usersPage(page, search),
    queryFn: async () =>
      unwrap(
        await api.GET('/api/admin/users', {
          params: { query: { page, limit: USERS_PAGE_SIZE, ...(search ? { search } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminUserDetails(id: string | null, lang: 'pt' | 'en') {
  return useQuery({
    queryKey: [...adminDataKeys.details(id ?? ''), lang],
    queryFn: async () =>
      unwrap(await api.GET('/api/admin/users/{id}/details', { params: { path: { id: id! }, query: { lang } } })),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: adminDataKeys.users }),
    queryClient.invalidateQueries({ queryKey: adminDataKeys.stats }),
  ]);
}

export function useBanUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & components['schemas']['BanMemberDto']) =>
      unwrap(await api.POST('/api/admin/users/{id}/ban', { params: { path: { id } }, body })),
    onSettled: refresh,
  });
}

export function useUnbanUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.POST('/api/admin/users/{id}/unban', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

/**
 * Gives XP. The caller keeps one `idempotencyKey` per grant it opens and sends it again on a
 * retry, so the grant applies once however often the request is repeated.
 */
export function useGiveXp() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (input: { id: string; amount: number; reason: string; idempotencyKey: string }) =>
      unwrap(
        await api.POST('/api/admin/users/{id}/give-xp', {
          params: { path: { id: input.id }, header: { 'Idempotency-Key': input.idempotencyKey } },
          body: { amount: input.amount, reason: input.reason },
        }),
      ),
    retry: 2,
    onSettled: refresh,
  });
}

export function useAdminDebug() {
  return useQuery({
    queryKey: adminDataKeys.debug,
    queryFn: async () => unwrap(await api.GET('/api/admin/debug/database')),
    staleTime: 0,
  });
}
