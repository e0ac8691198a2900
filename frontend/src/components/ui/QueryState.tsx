import type { ReactNode } from 'react';
import { isNetworkError } from '../../lib/api/errors';
import { Card } from './Card';
import { ErrorState } from './ErrorState';
import { LoadingCard } from './LoadingCard';

/** The part of a TanStack query result the states read. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryErrorProps {
  query: Pick<QueryLike<unknown>, 'error' | 'isFetching' | 'refetch'>;
  message: string;
  /** Shown instead of `message` when the request never reached the server. */
  connectionMessage?: string;
  /** Lays the error on a card, as on screens whose content is cards. */
  card?: boolean;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** A query's failure with a retry button that refetches it. */
export function QueryError({ query, message, connectionMessage, card = false, headingLevel, className }: QueryErrorProps) {
  const error = (
    <ErrorState
      message={connectionMessage && isNetworkError(query.error) ? connectionMessage : message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      headingLevel={headingLevel}
      className={className}
    />
  );
  return card ? <Card>{error}</Card> : error;
}

export interface QueryStateProps<T> extends Omit<QueryErrorProps, 'query'> {
  query: QueryLike<T>;
  /** The loading card's label. */
  loading: string;
  /** A failed refetch keeps what was shown (a feed); otherwise the error replaces it. */
  keepStaleData?: boolean;
  children: (data: T) => ReactNode;
}

/** What a screen shows for one query: a loading card, the error with a retry, or its content. */
export function QueryState<T>({ query, loading, keepStaleData = false, children, ...error }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingCard label={loading} />;
  if (query.data === undefined || (query.isError && !keepStaleData)) return <QueryError query={query} {...error} />;
  return children(query.data);
}
