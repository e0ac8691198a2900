import { Suspense, lazy } from 'react';
import type { ConfirmDialogProps } from './Dialog';

const Dialog = lazy(() => import('./Dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * The confirmation dialog with its reason field, loaded (with the form libraries) when it opens,
 * not with the page (ADR 0073).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
