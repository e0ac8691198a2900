import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens } from '../formScreens';

const WriteScreen = formScreens.writing;

/** /correcoes/escrever: a new text to be corrected. */
export default function WritePage() {
  const { t } = useTranslation('corrections');
  return (
    <>
      <DocumentTitle title={t('write.title')} />
      <WriteScreen />
    </>
  );
}
