import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui';
import { useAuth } from '../../features/auth';
import { useProfileCheck } from '../../features/profile';
import { paths } from '../../lib/paths';
import { markSetupPrompted, wasSetupPrompted } from './setupPrompt';

/**
 * Wraps the dashboard: right after sign-in, a member whose profile `needsSetup` is sent to
 * /profile/setup, once. If the check fails, the dashboard simply shows.
 */
export function ProfileSetupRedirect() {
  const { member } = useAuth();
  const alreadyPrompted = member ? wasSetupPrompted(member.id) : true;
  const check = useProfileCheck(!alreadyPrompted);
  const mustRedirect = !alreadyPrompted && check.data?.needsSetup === true;

  // Once the answer is known, later dashboard visits in this tab skip the check.
  const answered = check.data !== undefined;
  useEffect(() => {
    if (answered && member) markSetupPrompted(member.id);
  }, [answered, member]);

  if (alreadyPrompted) return <Outlet />;
  if (check.isPending) return <PageSpinner />;
  if (mustRedirect) return <Navigate to={paths.profileSetup} replace />;
  return <Outlet />;
}
