import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to "<page> · Poliglota". An effect rather than React 19's hoisted <title>:
 * index.html already has a <title>, and the browser reads the first one in the document.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const text = title ? t('documentTitle', { page: title }) : t('appName');
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
