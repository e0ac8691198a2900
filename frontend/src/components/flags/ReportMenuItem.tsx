import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../lib/viewer';
import { MenuItem } from '../ui/ItemMenu';
import { lazyComponent } from '../ui/lazyComponent';
import type { FlagTarget } from './flagsApi';

// The dialog and its form libraries load when a member reports, not with every list (ADR 0073).
const ReportDialog = lazyComponent(() => import('./ReportDialog').then((module) => module.ReportDialog));

export interface ReportMenuItemProps {
  target: FlagTarget;
  /** The item's author (the member, for a profile); null when no member wrote it. */
  authorId: string | null;
}

/**
 * "Denunciar" in an item's menu, and the dialog it opens. Nothing for a guest or on the reader's
 * own item. The dialog is rendered into the body, outside the menu's hidden panel.
 */
export function ReportMenuItem({ target, authorId }: ReportMenuItemProps) {
  const { t } = useTranslation('flags');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  // Each opening starts from an empty form; the dialog stays mounted while it closes, so focus returns.
  const [opening, setOpening] = useState(0);
  if (viewer.id === null || viewer.id === authorId) return null;
  return (
    <>
      <MenuItem
        onSelect={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('report.action')}
      </MenuItem>
      {opening > 0 &&
        createPortal(<ReportDialog key={opening} open={open} target={target} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
