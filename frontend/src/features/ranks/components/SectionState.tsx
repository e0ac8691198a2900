import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '../../../components/ui';
import { isNetworkError } from '../../../lib/api/errors';

/** Loading and error states inside one section of /patentes (each section loads on its own). */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="ranks-section__status">
      <Spinner label={label} showLabel />
    </div>
  );
}

export function SectionError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('ranks');
  return (
    <ErrorState
      headingLevel={3}
      className="ranks-section__error"
      message={isNetworkError(error) ? t('connectionError') : t('loadError')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
