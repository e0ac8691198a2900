import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../features/auth';
import { paths } from '../../../lib/paths';
import { markSetupPrompted } from '../../guards';
import { DocumentTitle } from '../DocumentTitle';
import { formScreens } from '../formScreens';

const ProfileSetup = formScreens.profileSetup;

export default function ProfileSetupPage() {
  const { t } = useTranslation('profile');
  const { member, reload } = useAuth();
  const navigate = useNavigate();

  const finish = useCallback(() => {
    if (member) markSetupPrompted(member.id);
    void reload();
    navigate(paths.dashboard, { replace: true });
  }, [member, reload, navigate]);

  return (
    <div className="page container page--narrow">
      <DocumentTitle title={t('setup.title')} />
      <ProfileSetup fallbackName={member?.google_user_data?.name || member?.name || ''} consents={member?.consents ?? null} onFinished={finish} />
    </div>
  );
}
