import { useTranslation } from 'react-i18next';
import { useViewer } from '../../lib/viewer';
import { MenuItem } from '../ui/ItemMenu';
import type { FlagTarget } from './flagsApi';
import { openReportDialog } from './reportDialogs';

export interface ReportMenuItemProps {
  target: FlagTarget;
  /** The item's author (the member, for a profile); null when no member wrote it. */
  authorId: string | null;
}

/**
 * "Denunciar" in an item's menu. Nothing for a guest or on the reader's own item. The dialog it
 * opens is the app's one (`ReportDialogHost`), so it outlives the item it reports.
 */
export function ReportMenuItem({ target, authorId }: ReportMenuItemProps) {
  const { t } = useTranslation('flags');
  const viewer = useViewer();
  if (viewer.id === null || viewer.id === authorId) return null;
  return <MenuItem onSelect={() => openReportDialog(target)}>{t('report.action')}</MenuItem>;
}
