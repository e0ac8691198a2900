/** A member's data export (ADR 0106): one a day, its file kept for a day. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member may ask for a copy of their data once in this long. */
export const DATA_EXPORT_INTERVAL_MS = DAY_MS;
/** How long the prepared file stays downloadable before it is deleted. */
export const DATA_EXPORT_KEPT_MS = DAY_MS;

export type DataExportStatus = 'none' | 'preparing' | 'ready';

export interface DataExportState {
  readyAt: Date | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
}

/** Where the member's newest export stands at `now`: an expired or deleted one is none. */
export function dataExportStatus(state: DataExportState | null, now: Date): DataExportStatus {
  if (!state) return 'none';
  if (!state.readyAt) return 'preparing';
  if (state.deletedAt || !state.expiresAt || state.expiresAt.getTime() <= now.getTime()) return 'none';
  return 'ready';
}

/** Milliseconds until the member may ask again, 0 when they may now. */
export function dataExportWait(lastRequestedAt: Date | null, now: Date): number {
  if (!lastRequestedAt) return 0;
  return Math.max(0, lastRequestedAt.getTime() + DATA_EXPORT_INTERVAL_MS - now.getTime());
}

/**
 * The file's key in the storage: under the private folder, named by the export, so a retry writes
 * the same file; a ZIP of the JSON and its readable page (a copy prepared before they were ZIPs
 * is `<id>.json`, and is served as it is).
 */
export function dataExportFileKey(exportId: string): string {
  return `private/data-exports/${exportId}.zip`;
}

/** Where a copy prepared before the copies were ZIPs lies: an erasure deletes it too. */
export function earlierDataExportFileKey(exportId: string): string {
  return `private/data-exports/${exportId}.json`;
}

/** The archive's content type. */
export const DATA_EXPORT_CONTENT_TYPE = 'application/zip';
