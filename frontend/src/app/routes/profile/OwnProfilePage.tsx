import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../features/auth';
import { ProfileScreen } from '../../../features/profile';
import { DocumentTitle } from '../DocumentTitle';

/** /perfil: the member's own profile (the same view as the public one, titled Meu Perfil). */
export default function OwnProfilePage() {
  const { t } = useTranslation('profile');
  const { member } = useAuth();
  return (
    <div className="page container">
      <DocumentTitle title={t('own.title')} />
      {member && <ProfileScreen userId={member.id} />}
    </div>
  );
}
