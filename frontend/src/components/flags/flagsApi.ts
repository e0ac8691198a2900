import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { unwrap } from '../../lib/api/errors';
import type { components } from '../../lib/api/schema';

export type FlagRequest = components['schemas']['ReportBodyDto'];
export type FlagTargetType = FlagRequest['targetType'];

/** What a report names: the kind of item and its id. */
export interface FlagTarget {
  type: FlagTargetType;
  id: string;
}

/** Sends a report; the answer says whether it replaced the reader's earlier report of the same item. */
export function useSendReport() {
  return useMutation({
    mutationFn: async (body: FlagRequest) => unwrap(await api.POST('/api/flags', { body })),
  });
}
