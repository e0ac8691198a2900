import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { noteAdminSessionStarted } from '../../../features/admin/model/adminWelcome';
import { paths } from '../../../lib/paths';
import { LandingView } from './LandingView';

/** The landing page inside the app, reached from its other pages (sign-out, the logo). */
export default function LandingPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LandingView
      referral={searchParams.get('ref')}
      member={<Navigate to={paths.dashboard} replace />}
      onEnterAdmin={() => {
        noteAdminSessionStarted();
        navigate(paths.admin);
      }}
    />
  );
}
