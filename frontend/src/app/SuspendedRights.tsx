import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataExportSection } from '../features/settings/components/DataExportSection';
import { DeleteAccountSection } from '../features/settings/components/DeleteAccountSection';
import { useDateFormat } from '../lib/useDateFormat';
import '../features/settings/settings.css';

export interface SuspendedRightsProps {
  /** The member's name as stored: what they type to confirm their deletion. */
  name: string;
}

/**
 * What a member a ban signed out may still do about their data (LGPD art. 18; ADR 0123): the
 * settings' own two parts, on the ban's notice. Scheduling the deletion ends the session, so
 * its date is said here, where the member reads it, before they sign out.
 */
export default function SuspendedRights({ name }: SuspendedRightsProps) {
  const { t } = useTranslation('settings');
  const dates = useDateFormat(new Date());
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  return (
    <section className="suspended-rights" aria-labelledby="suspended-rights-title">
      <h2 id="suspended-rights-title" className="suspended-rights__title">
        {t('privacyData.title')}
      </h2>
      {scheduledFor ? (
        <p role="status" className="sign-in-error__message">
          {t('deleteAccount.scheduled', { date: dates.absolute(scheduledFor) })}
        </p>
      ) : (
        <>
          <DataExportSection />
          <DeleteAccountSection name={name} onDeleted={(scheduled) => setScheduledFor(scheduled.deletionScheduledFor)} />
        </>
      )}
    </section>
  );
}
