import { useSyncExternalStore } from 'react';
import { lazyComponent } from '../ui/lazyComponent';
import type { FlagTarget } from './flagsApi';

// The dialog and its form libraries load when a member reports, not with every list (ADR 0073).
const ReportDialog = lazyComponent(() => import('./ReportDialog').then((module) => module.ReportDialog));

/** The report dialog now: the item, which opening (each starts from an empty form), and whether it shows. */
interface Opened {
  target: FlagTarget;
  opening: number;
  open: boolean;
}

let current: Opened | null = null;
const listeners = new Set<() => void>();
const publish = (next: Opened | null) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the report dialog for `target` (ReportMenuItem). */
export function openReportDialog(target: FlagTarget): void {
  publish({ target, opening: (current?.opening ?? 0) + 1, open: true });
}

function closeReportDialog(): void {
  if (current) publish({ ...current, open: false });
}

/**
 * Where the report dialog lives: once, in the app's root layout, not inside the reported item. The
 * report that hides an item (the third, ADR 0103) makes it leave its list at once (a chat message
 * through the live stream, a comment or a post on the next read); a dialog rendered by the item
 * went with it, and its thanks with it. It stays mounted while it closes, so focus returns.
 */
export function ReportDialogHost() {
  const opened = useSyncExternalStore(subscribe, () => current);
  if (!opened) return null;
  return <ReportDialog key={opened.opening} open={opened.open} target={opened.target} onClose={closeReportDialog} />;
}
