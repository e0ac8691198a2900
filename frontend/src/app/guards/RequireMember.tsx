import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui';
import { useAuth } from '../../features/auth';
import { paths } from '../../lib/paths';

/** Member-only pages: a spinner while the member loads, guests go to the landing page. */
export function RequireMember() {
  const { status } = useAuth();
  if (status === 'pending') return <PageSpinner />;
  if (status === 'guest') return <Navigate to={paths.landing} replace />;
  return <Outlet />;
}
