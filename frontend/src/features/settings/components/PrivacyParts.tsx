import { useTranslation } from 'react-i18next';
import type { DeletionScheduled } from '../api/settingsApi';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';

export interface PrivacyPartsProps {
  /** The member's stored name. */
  name: string;
  onAccountDeleted: (scheduled: DeletionScheduled) => void;
}

/**
 * Settings › "Seus dados": what a member may do about the data Poliglota holds
 * (LGPD art. 18), each right its own part, below the settings' form (each part has its own
 * form and buttons).
 */
export function PrivacyParts({ name, onAccountDeleted }: PrivacyPartsProps) {
  const { t } = useTranslation('settings');
  return (
    <section id="privacy-data" className="card settings__section" aria-labelledby="privacy-data-title">
      <h2 id="privacy-data-title" className="card__title">
        {t('privacyData.title')}
      </h2>
      <DataExportSection />
      <DeleteAccountSection name={name} onDeleted={onAccountDeleted} />
    </section>
  );
}
