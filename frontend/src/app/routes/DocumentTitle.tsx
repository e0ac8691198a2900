import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to "<page> · Poliglota", and the page's description. Effects rather than
 * React 19's hoisted <title>: index.html already has a <title>, and the browser reads the first one
 * in the document.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const text = title ? t('documentTitle', { page: title }) : t('appName');
  const description = t('metaDescription');
  useEffect(() => {
    document.title = text;
  }, [text]);
  // The description search engines show, in the reader's language (index.html has the Portuguese one).
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
