import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProfileScreen } from '../../../features/profile';
import { DocumentTitle } from '../DocumentTitle';

/** /perfil-publico/{userId}: another member's profile (or the reader's own). */
export default function PublicProfilePage() {
  const { t } = useTranslation('profile');
  const { userId = '' } = useParams();
  return (
    <div className="page container">
      <DocumentTitle title={t('public.title')} />
      <ProfileScreen key={userId} userId={userId} />
    </div>
  );
}
