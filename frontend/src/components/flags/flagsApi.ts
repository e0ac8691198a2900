import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../lib/api/errors';
import { flagsClient as api, type FlagComponents as components } from '../../lib/api/flagsContract';

export type FlagRequest = components['schemas']['CreateFlagDto'];
export type FlagTargetType = FlagRequest['targetType'];
export type FlagReason = FlagRequest['reason'];

/** What a report names: the kind of item and its id. */
export interface FlagTarget {
  type: FlagTargetType;
  id: string;
}

/**
 * Sends a report. `replaced` is true when it changed the reader's earlier report of the same item
 * (200) rather than adding one (201).
 */
export function useSendReport() {
  return useMutation({
    mutationFn: async (body: FlagRequest) => {
      const result = await api.POST('/api/flags', { body });
      unwrap(result);
      return { replaced: result.response.status === 200 };
    },
  });
}
