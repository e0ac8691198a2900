import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, QueryState, type QueryLike } from '../../../components/ui';
import { cx } from '../../../lib/cx';
import { AdminNav } from './AdminNav';

/** Label/value rows of an admin card (table totals, delivery counts). */
export function Counts({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="admin-dl">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Recent things in an admin card: a line each with a muted detail under it, or `empty` while there are none. */
export function AdminList<Item>(props: {
  items: readonly Item[];
  empty: ReactNode;
  testId?: string;
  itemKey: (item: Item, index: number) => string;
  line: (item: Item) => ReactNode;
  detail: (item: Item) => ReactNode;
}) {
  if (props.items.length === 0) return props.empty;
  return (
    <ul className="admin-list" data-testid={props.testId}>
      {props.items.map((item, index) => (
        <li key={props.itemKey(item, index)}>
          {props.line(item)}
          <div className="admin-user__muted">{props.detail(item)}</div>
        </li>
      ))}
    </ul>
  );
}

/**
 * An administrator report that reloads on demand (/admin/debug, /admin/reports): the admin tabs,
 * the header with its refresh button, then the report, its loading card or its error.
 */
export function RefreshableReport<T>(props: {
  section: 'debug' | 'reports';
  query: QueryLike<T>;
  className?: string;
  /** Under the subtitle (when the report was made). */
  note?: ReactNode;
  children: (report: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { section, query } = props;
  return (
    <div className={cx('page container admin-page', props.className)}>
      <AdminNav />
      <PageHeader
        className="admin-debug__header"
        title={t(`${section}.title`)}
        subtitle={t(`${section}.subtitle`)}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? t(`${section}.refreshing`) : t(`${section}.refresh`)}
          </Button>
        }
      >
        {props.note}
      </PageHeader>
      <QueryState query={query} loading={t(`${section}.loading`)} message={t(`${section}.loadError`)} connectionMessage={t(`${section}.connectionError`)}>
        {props.children}
      </QueryState>
    </div>
  );
}
