import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type AuditEntry = components['schemas']['AuditListEntryDto'];
export type AuditPage = components['schemas']['AuditPageDto'];

/** Entries per page, as the server pages them. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  member?: string;
  action?: string;
  page: number;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  page: (f: AuditFilters) => ['admin', 'audit', f.member ?? '', f.action ?? '', f.page] as const,
};

/** A page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: async () =>
      unwrap(
        await api.GET('/api/admin/audit', {
          params: {
            query: {
              page: filters.page,
              ...(filters.member ? { member: filters.member } : {}),
              ...(filters.action ? { action: filters.action } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
