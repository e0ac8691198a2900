import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';

/** The part of a TanStack infinite query the button reads. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a paged list: "load more" while there is a next page, the failure of the last
 * attempt above it (the button then reads "try again"), `end` once everything is shown.
 */
export function LoadMore({ query, label, errorText, className, end }: { query: PagedQuery; label: string; errorText: string; className: string; end?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {query.isFetchNextPageError && <Alert variant="error">{errorText}</Alert>}
      {query.hasNextPage ? (
        <div className={className}>
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {query.isFetchNextPageError ? t('retry') : label}
          </Button>
        </div>
      ) : (
        end
      )}
    </>
  );
}
