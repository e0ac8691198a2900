import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Poliglota" while the calling screen shows (the app's routes use DocumentTitle). */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const text = t('documentTitle', { page });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
