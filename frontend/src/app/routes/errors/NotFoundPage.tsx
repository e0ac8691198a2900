import './not-found.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, EmptyState } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { DocumentTitle } from '../DocumentTitle';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <div className="page container">
      <DocumentTitle title={t('notFound.title')} />
      <Card>
        <EmptyState
          headingLevel={1}
          icon={<span className="not-found__code">{t('notFound.code')}</span>}
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Link to={paths.landing} className={buttonClassName()}>
              {t('notFound.backHome')}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
