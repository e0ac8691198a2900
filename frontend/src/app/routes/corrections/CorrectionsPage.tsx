import { useTranslation } from 'react-i18next';
import { CorrectionsScreen } from '../../../features/corrections';
import { DocumentTitle } from '../DocumentTitle';

/** /correcoes: the queue "Para corrigir" and the member's own texts. */
export default function CorrectionsPage() {
  const { t } = useTranslation('corrections');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <CorrectionsScreen />
    </>
  );
}
