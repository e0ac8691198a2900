import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, LoadingCard, buttonClassName } from '../../../../components/ui';

/**
 * A course's page while the course loads, or, when it cannot be read, the not-found state with a
 * way back to `backTo` (the rating page and the content editor answer alike).
 */
export function CourseUnavailable({ loading, backTo }: { loading: boolean; backTo: string }) {
  const { t } = useTranslation('learning');
  if (loading) return <div className="page container"><LoadingCard label={t('loading')} /></div>;
  return (
    <div className="page container">
      <EmptyState title={t('admin.notFound')} action={<Link className={buttonClassName()} to={backTo}>{t('admin.backToCourses')}</Link>} headingLevel={1} />
    </div>
  );
}
