import { useTranslation } from 'react-i18next';
import { Card, EmptyState, PageHeader } from '../../components/ui';
import { NAMESPACES, type TranslationKey } from '../../i18n';
import { SeedlingIcon } from '../../components/ui/icons';
import { DocumentTitle } from './DocumentTitle';

export interface PlaceholderPageProps {
  /** The screen's title, with its namespace: `'ranking:title'`. */
  titleKey: TranslationKey;
}

/** Stand-in for a screen that later work will build. */
export function PlaceholderPage({ titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation(NAMESPACES);
  const title = t(titleKey);
  return (
    <div className="page container">
      <DocumentTitle title={title} />
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={<SeedlingIcon />}
          title={t('comingSoon.badge')}
          description={t('comingSoon.description')}
        />
      </Card>
    </div>
  );
}
