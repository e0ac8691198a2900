import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

/** GET /api/admin/reports (spec section 3, Reports response). */
export type AdminReports = components['schemas']['ReportsDto'];

export const reportsKeys = {
  reports: ['admin', 'reports'] as const,
};

/** The reports; the figures on screen stay while a refresh is under way. */
export function useAdminReports() {
  return useQuery({
    queryKey: reportsKeys.reports,
    queryFn: async () => unwrap(await api.GET('/api/admin/reports')),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
