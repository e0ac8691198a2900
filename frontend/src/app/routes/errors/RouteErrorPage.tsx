import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '../../../components/ui';
import { DocumentTitle } from '../DocumentTitle';
import NotFoundPage from './NotFoundPage';

/**
 * Route error boundary. The usual cause is a page chunk that failed to download (offline, or a
 * deploy replaced the hashed files), which a reload fixes.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page container">
      <DocumentTitle title={t('route.title')} />
      <ErrorState
        headingLevel={1}
        title={t('route.title')}
        message={t('route.description')}
        retryLabel={t('route.reload')}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
