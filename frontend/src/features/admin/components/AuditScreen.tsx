import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, ErrorState, LoadingCard, PageHeader } from '../../../components/ui';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import { useAuditLog, type AuditEntry } from '../api/auditApi';
import { AUDIT_ACTIONS, auditActionFilter, auditMemberFilter, auditPage, auditPathForMember } from '../model/auditActions';
import { useAuditLabels } from '../hooks/useAuditLabels';
import { AdminNav } from './AdminNav';
import '../admin.css';

/**
 * /admin/audit: every administrator action, newest first, 50 a page, filtered by action and by
 * member. The filters and the page live in the address, so a filtered list can be linked to.
 */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const member = auditMemberFilter(params.get('member'));
  const action = auditActionFilter(params.get('action'));
  const page = auditPage(params.get('page'));
  const audit = useAuditLog({ member, action, page });
  const labels = useAuditLabels();
  const time = useDateFormat(useNow(), 'short');
  const actionId = useId();

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  // A code the server used that this screen does not know yet can still be chosen once in the address.
  const actionOptions: string[] = action && !(AUDIT_ACTIONS as readonly string[]).includes(action) ? [...AUDIT_ACTIONS, action] : [...AUDIT_ACTIONS];
  const filtered = Boolean(member || action);
  // Every entry of a member's filter concerns that member: the first one names them.
  const memberName = member ? audit.data?.entries.find((entry) => entry.member_id === member)?.member_name : null;

  return (
    <div className="page container admin-page">
      <AdminNav />
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />

      <section className="admin-audit__filters" aria-label={t('audit.filters')}>
        <div className="field admin-audit__action">
          <label className="field__label" htmlFor={actionId}>
            {t('audit.actionFilter')}
          </label>
          <select
            id={actionId}
            className="input"
            value={action ?? ''}
            onChange={(e) => update({ action: e.target.value || undefined, page: undefined })}
          >
            <option value="">{t('audit.allActions')}</option>
            {actionOptions.map((code) => (
              <option key={code} value={code}>
                {labels.action(code)}
              </option>
            ))}
          </select>
        </div>
        {member && (
          <p className="admin-audit__member" data-testid="audit-member-filter">
            <span>
              {t('audit.memberFilter')} <bdi>{memberName ?? shortId(member)}</bdi>
            </span>{' '}
            <Button variant="ghost" size="sm" onClick={() => update({ member: undefined, page: undefined })}>
              {t('audit.clearMember')}
            </Button>
          </p>
        )}
      </section>

      {audit.isPending ? (
        <LoadingCard label={t('audit.loading')} />
      ) : audit.isError ? (
        <ErrorState message={t('audit.loadError')} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      ) : audit.data.entries.length === 0 ? (
        <Card>
          <EmptyState title={filtered ? t('audit.emptyFiltered') : t('audit.empty')} description={t('audit.emptyDescription')} />
        </Card>
      ) : (
        <>
          <p className="admin-users__total">{t('audit.total', { count: audit.data.total })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-audit__table" data-testid="audit-entries" aria-busy={audit.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('audit.columns.when')}</th>
                  <th scope="col">{t('audit.columns.admin')}</th>
                  <th scope="col">{t('audit.columns.module')}</th>
                  <th scope="col">{t('audit.columns.action')}</th>
                  <th scope="col">{t('audit.columns.target')}</th>
                  <th scope="col">{t('audit.columns.member')}</th>
                  <th scope="col">{t('audit.columns.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} when={time.absolute(entry.created_at)} relative={time.relative(entry.created_at)} />
                ))}
              </tbody>
            </table>
          </div>
          {audit.data.totalPages > 1 && (
            <nav className="admin-pagination" aria-label={t('audit.pagination.label')}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('audit.pagination.previous')}
              </Button>
              <span>{t('audit.pagination.page', { page: audit.data.currentPage, total: audit.data.totalPages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= audit.data.totalPages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t('audit.pagination.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** Names the cell in the phone layout, where the table's header row is hidden. */
function CellLabel({ text }: { text: string }) {
  const { t } = useTranslation('admin');
  return <span className="admin-reports__cell-label">{t('reports.cellLabel', { label: text })}</span>;
}

/** The first block of a uuid: enough to tell rows apart; the whole id is in the title. */
function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}

function AuditRow({ entry, when, relative }: { entry: AuditEntry; when: string; relative: string }) {
  const { t } = useTranslation('admin');
  const labels = useAuditLabels();
  return (
    <tr data-action={entry.action}>
      <td>
        <time dateTime={entry.created_at} title={relative}>
          {when}
        </time>
      </td>
      <td className="admin-user__email">{entry.admin_email}</td>
      <td>
        <CellLabel text={t('audit.columns.module')} />
        {labels.module(entry.module)}
      </td>
      <td className="admin-audit__action-cell" data-testid="audit-action">
        {labels.action(entry.action)}
      </td>
      <td data-testid="audit-target">
        <CellLabel text={t('audit.columns.target')} />
        {labels.target(entry.target_type)}{' '}
        {entry.target_label && (
          <>
            <bdi className="admin-audit__label">{entry.target_label}</bdi>{' '}
          </>
        )}
        {/* The id stays, second, for searching the logs (issue 23, item 10). */}
        <code className={entry.target_label ? 'admin-audit__id admin-audit__id--secondary' : 'admin-audit__id'} title={entry.target_id}>
          {shortId(entry.target_id)}
        </code>
      </td>
      <td>
        <CellLabel text={t('audit.columns.member')} />
        {entry.member_id ? (
          <Link
            to={auditPathForMember(entry.member_id)}
            title={t('audit.filterByMember')}
            aria-label={t('audit.memberLink', { id: entry.member_name ?? entry.member_id })}
            className={entry.member_name ? undefined : 'admin-audit__id'}
            data-testid="audit-member"
          >
            {entry.member_name ? <bdi>{entry.member_name}</bdi> : shortId(entry.member_id)}
          </Link>
        ) : (
          t('audit.noMember')
        )}
      </td>
      <td className="member-text admin-text">
        <CellLabel text={t('audit.columns.reason')} />
        {entry.reason || t('audit.noReason')}
      </td>
    </tr>
  );
}
