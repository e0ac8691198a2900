import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EmptyState } from '../../../components/ui';

export interface AccessDeniedProps {
  /** Where the back button goes: the dashboard for members, the landing page for guests. */
  backTo: string;
  backLabel: string;
}

/** Shown on administrator pages to anyone without an administrator session. */
export function AccessDenied({ backTo, backLabel }: AccessDeniedProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="page container">
      <Card>
        <EmptyState
          headingLevel={1}
          className="access-denied"
          icon={
            <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2"
              strokeLinecap="round" strokeLinejoin="round">
              <rect x="4" y="10" width="16" height="11" rx="2" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" />
            </svg>
          }
          title={t('accessDenied.title')}
          description={t('accessDenied.description')}
          action={
            <Link to={backTo} replace className={buttonClassName()}>
              {backLabel}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
