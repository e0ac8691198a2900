import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type DataExport = components['schemas']['DataExportDto'];

/** While a copy is being prepared the page asks again this often (the server takes seconds). */
const PREPARING_POLL_MS = 3000;

export const dataExportKeys = {
  current: ['settings', 'data-export'] as const,
};

/** `GET /api/me/export`: asked again every few seconds while the copy is being prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: dataExportKeys.current,
    queryFn: async () => unwrap(await api.GET('/api/me/export')),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

/** `POST /api/me/export`: the answer (preparing) replaces the cached state at once. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/me/export')),
    onSuccess: (state) => {
      queryClient.setQueryData(dataExportKeys.current, state);
    },
  });
}
