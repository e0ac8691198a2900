import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError, Spinner, type QueryLike } from '../../../components/ui';

/**
 * What one section of /patentes shows for its query (each section loads and fails on its own):
 * a spinner, the error with a retry, or its content.
 */
export function SectionState<T>(props: {
  query: QueryLike<T>;
  loading: string;
  /** A failed "load more" keeps the entries shown; otherwise the error replaces them. */
  keepStaleData?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { query, loading, keepStaleData = false, children } = props;
  const { t } = useTranslation('ranks');
  if (query.isPending) {
    return (
      <div className="ranks-section__status">
        <Spinner label={loading} showLabel />
      </div>
    );
  }
  if (query.data === undefined || (query.isError && !keepStaleData)) {
    return <QueryError query={query} headingLevel={3} className="ranks-section__error" message={t('loadError')} connectionMessage={t('connectionError')} />;
  }
  return children(query.data);
}
