import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingCard, LoadMore, PageHeader } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { useLanguage } from '../../../i18n';
import { statusOf } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { paths } from '../../../lib/paths';
import { useDateFormat, type DateFormat } from '../../../lib/useDateFormat';
import { firstOfEach } from '../../../lib/firstOfEach';
import { excerpt } from '../../../lib/excerpt';
import { useNow } from '../../../lib/useNow';
import { useFlaggedItems, useResolveFlags, type FlaggedItem, type FlagStatus } from '../api/flagsApi';
import { useAdminUserDetails } from '../api/membersApi';
import { AdminNav } from './AdminNav';
import { FlagContext } from './FlagContext';
import { UserActionsDialog } from './UserActionsDialog';
import '../admin.css';

const STATUSES: readonly FlagStatus[] = ['open', 'closed'];
type Decision = 'keep' | 'remove';
type Flash = { variant: 'success' | 'error'; text: string };

/**
 * /admin/flags: the reported items, open or closed, grouped by item and newest first, each with
 * its text, its author, the reports (who, why, when); an open one is kept or removed (asked
 * first, with an optional note), and its author can be banned through the users' ban dialog.
 */
export function FlagsScreen() {
  const { t } = useTranslation(['admin', 'flags']);
  const [params, setParams] = useSearchParams();
  const status: FlagStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const items = useFlaggedItems(status);
  // An item reported again between two pages moves to the top and comes twice: shown once.
  const listed = firstOfEach(items.data?.pages.flatMap((page) => page.items) ?? [], (item) => `${item.targetType}:${item.targetId}`);
  const resolve = useResolveFlags();
  const serverMessage = useServerMessage();
  const time = useDateFormat(useNow(), 'short');
  const [deciding, setDeciding] = useState<{ decision: Decision; item: FlaggedItem } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);
  const ban = useBanAuthor();

  const show = (next: Flash) => {
    setFlash(next);
    // The decided item leaves the list: bring the message to the reader's attention instead.
    requestAnimationFrame(() => flashRef.current?.focus());
  };

  const decide = (note: string) => {
    if (!deciding) return;
    const { decision, item } = deciding;
    setFailure(null);
    resolve.mutate(
      { item, action: decision, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setDeciding(null);
          show({ variant: 'success', text: decision === 'keep' ? t('flags.success.kept') : t('flags.success.removed') });
        },
        onError: (error) => {
          const text = serverMessage(error, t('flags.errors.resolve'));
          // Decided elsewhere (409 names that decision) or gone: the list is refreshed, nothing is left to confirm here.
          if (statusOf(error) === 404 || statusOf(error) === 409) {
            setDeciding(null);
            show({ variant: 'error', text });
          } else setFailure(text);
        },
      },
    );
  };

  return (
    <div className="page container admin-page">
      <AdminNav />
      <PageHeader title={t('flags.title')} subtitle={t('flags.subtitle')} />
      <div className="admin-flags__filter" role="group" aria-label={t('flags.filter.label')}>
        {STATUSES.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === status ? 'primary' : 'secondary'}
            aria-pressed={name === status}
            onClick={() => setParams(name === 'open' ? {} : { status: name }, { replace: true })}
          >
            {t(`flags.filter.${name}`)}
          </Button>
        ))}
      </div>

      <div ref={flashRef} tabIndex={-1} className="admin-flags__flash">
        {(flash ?? ban.failure) && (
          <Alert
            variant={flash?.variant ?? 'error'}
            onDismiss={() => {
              setFlash(null);
              ban.dismiss();
            }}
          >
            {flash?.text ?? ban.failure}
          </Alert>
        )}
      </div>

      {items.isPending ? (
        <LoadingCard label={t('flags.loading')} />
      ) : items.isError ? (
        <Card>
          <ErrorState message={t('flags.loadError')} onRetry={() => void items.refetch()} retrying={items.isFetching} />
        </Card>
      ) : listed.length === 0 ? (
        <Card>
          <EmptyState
            title={status === 'open' ? t('flags.openEmpty') : t('flags.closedEmpty')}
            description={status === 'open' ? t('flags.openEmptyDescription') : undefined}
          />
        </Card>
      ) : (
        <>
          <ul className="stack-list admin-flags">
            {listed.map((item) => (
              <li key={`${item.targetType}:${item.targetId}`}>
                <FlaggedItemCard
                  item={item}
                  time={time}
                  locked={resolve.isPending}
                  banning={ban.loadingFor === item.author?.id}
                  onDecide={(decision) => {
                    setFailure(null);
                    setDeciding({ decision, item });
                  }}
                  onBan={ban.open}
                />
              </li>
            ))}
          </ul>
          <LoadMore query={items} label={t('flags.loadMore')} errorText={t('flags.loadMoreError')} className="admin-flags__more" />
        </>
      )}

      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.decision === 'keep' ? t('flags.confirm.keepTitle') : t('flags.confirm.removeTitle')}
        message={
          deciding && (
            <>
              <p>{deciding.decision === 'keep' ? t('flags.confirm.keepMessage') : t('flags.confirm.removeMessage')}</p>
              {deciding.item.preview && <blockquote className="admin-flag__preview member-text">{deciding.item.preview}</blockquote>}
            </>
          )
        }
        reason={{ label: t('flags.confirm.note'), hint: t('flags.confirm.noteHint'), limit: requestLimits.ResolveFlagsDto.note }}
        confirmLabel={deciding?.decision === 'keep' ? t('flags.actions.keep') : t('flags.actions.remove')}
        cancelLabel={t('flags.actions.cancel')}
        variant={deciding?.decision === 'keep' ? 'primary' : 'danger'}
        busy={resolve.isPending}
        error={failure}
        onConfirm={decide}
        onCancel={() => setDeciding(null)}
      />
      <UserActionsDialog
        user={ban.user}
        onClose={ban.close}
        onDone={(text) => {
          ban.close();
          show({ variant: 'success', text });
        }}
      />
    </div>
  );
}

/** "Banir": loads the author as the users' screen lists them, then opens the same actions dialog. */
function useBanAuthor() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [memberId, setMemberId] = useState<string | null>(null);
  const details = useAdminUserDetails(memberId, language);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = details.isError;
  useEffect(() => {
    if (!failed) return;
    setFailure(t('flags.errors.author'));
    setMemberId(null);
  }, [failed, t]);
  return {
    user: memberId !== null && details.data ? details.data.user : null,
    loadingFor: memberId !== null && details.isPending ? memberId : null,
    failure,
    open: (id: string) => {
      setFailure(null);
      setMemberId(id);
    },
    close: () => setMemberId(null),
    dismiss: () => setFailure(null),
  };
}

interface FlaggedItemCardProps {
  item: FlaggedItem;
  time: DateFormat;
  /** A decision is under way: the buttons wait for it. */
  locked: boolean;
  /** The author's details are loading for the ban dialog. */
  banning: boolean;
  onDecide: (decision: Decision) => void;
  onBan: (memberId: string) => void;
}

function FlaggedItemCard({ item, time, locked, banning, onDecide, onBan }: FlaggedItemCardProps) {
  const { t } = useTranslation(['admin', 'flags', 'common']);
  const titleId = useId();
  const contextId = useId();
  const [showContext, setShowContext] = useState(false);
  const link = linkTo(item);
  const { author } = item;
  const nameOf = (person: { name: string | null }) => person.name ?? t('flags.item.deletedAccount');
  // "Remover o comentário de Ana: «Olá…»": a list of the page's buttons tells the items apart.
  const actionLabel = (decision: Decision) => {
    const target = author
      ? t(`flags.actions.target.${item.targetType}`, { name: nameOf(author) })
      : t(`flags.actions.targetNoAuthor.${item.targetType}`);
    const label = decision === 'keep' ? t('flags.actions.keepLabel', { target }) : t('flags.actions.removeLabel', { target });
    return item.preview ? t('flags.actions.quoted', { label, excerpt: excerpt(item.preview) }) : label;
  };
  return (
    <article className="card admin-flag" aria-labelledby={titleId}>
      <header className="admin-flag__header">
        <h2 id={titleId} className="admin-flag__type">
          {t(`flags.types.${item.targetType}`)}
        </h2>
        <span className="admin-flag__count">{t('flags.item.reports', { count: item.count })}</span>
        {item.hidden && <span className="admin-status admin-status--banned">{t('flags.item.hidden')}</span>}
        {item.status === 'closed' && (
          <span className="admin-status">
            {item.decision === 'keep' || item.decision === 'remove' || item.decision === 'gone'
              ? t(`flags.item.decision.${item.decision}`)
              : t('flags.item.closed')}
          </span>
        )}
      </header>

      {item.preview ? (
        <blockquote className="admin-flag__preview member-text">{item.preview}</blockquote>
      ) : (
        <p className="admin-user__muted">{t('flags.item.noPreview')}</p>
      )}
      <p className="admin-flag__facts">
        {author ? (
          <a href={paths.publicProfile(author.id)} target="_blank" rel="noopener">
            <bdi>{t('flags.item.author', { name: nameOf(author) })}</bdi>
            <span className="visually-hidden"> {t('common:newTab')}</span>
          </a>
        ) : (
          <span>{t('flags.item.noAuthor')}</span>
        )}
        {link && <Link to={link.to}>{t(`flags.item.${link.label}`)}</Link>}
        <Button size="sm" variant="ghost" aria-expanded={showContext} aria-controls={showContext ? contextId : undefined} onClick={() => setShowContext((shown) => !shown)}>
          {showContext ? t('flags.context.hide') : t('flags.context.show')}
        </Button>
      </p>
      {showContext && <FlagContext item={item} id={contextId} time={time} />}
      <p className="admin-flag__facts">
        <span>{t('flags.item.reasons')}:</span>
        {item.reasons.map((reason) => (
          <span key={reason} className="admin-flag__reason">
            {t(`flags:reasons.${reason}`)}
          </span>
        ))}
      </p>

      <h3 className="admin-details__heading">{t('flags.item.reportsHeading')}</h3>
      <ul className="admin-flag__reports">
        {item.reports.map((report) => (
          <li key={`${report.reporter.id}:${report.createdAt}`} className="admin-flag__report">
            <span>
              <bdi>{t('flags.item.reportedBy', { name: nameOf(report.reporter), reason: t(`flags:reasons.${report.reason}`) })}</bdi>
              {' · '}
              <time dateTime={report.createdAt} title={time.absolute(report.createdAt)}>
                {time.relative(report.createdAt)}
              </time>
            </span>
            {report.details && <p className="member-text admin-text">{report.details}</p>}
          </li>
        ))}
      </ul>

      {item.status === 'open' && (
        <div className="admin-flag__actions" role="group" aria-label={t('flags.actions.label')}>
          <Button size="sm" variant="secondary" disabled={locked} onClick={() => onDecide('keep')} aria-label={actionLabel('keep')}>
            {t('flags.actions.keep')}
          </Button>
          <Button size="sm" variant="danger" disabled={locked} onClick={() => onDecide('remove')} aria-label={actionLabel('remove')}>
            {t('flags.actions.remove')}
          </Button>
          {author && (
            <Button
              size="sm"
              variant="ghost"
              loading={banning}
              aria-label={t('flags.actions.banLabel', { name: nameOf(author) })}
              onClick={() => onBan(author.id)}
            >
              {t('flags.actions.ban')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * Where an item can be seen: its own page (a post, a course, a profile), or the page it sits on (a
 * comment's post or course, a message's room), with the words that say which.
 */
function linkTo(item: FlaggedItem): { to: string; label: 'open' | 'openCourse' | 'openPost' | 'openRoom' | 'openWriting' } | null {
  switch (item.targetType) {
    case 'post':
      return { to: paths.communityPost(item.targetId), label: 'open' };
    case 'course':
      return { to: paths.course(item.targetId), label: 'open' };
    case 'member':
      return { to: paths.publicProfile(item.targetId), label: 'open' };
    case 'post_comment':
      return item.parentId ? { to: paths.communityPost(item.parentId), label: 'openPost' } : null;
    case 'course_comment':
    case 'lesson_comment':
      return item.parentId ? { to: paths.course(item.parentId), label: 'openCourse' } : null;
    case 'chat_message':
      return item.parentId ? { to: `${paths.chat}?sala=${encodeURIComponent(item.parentId)}`, label: 'openRoom' } : null;
    case 'writing':
      return { to: `/correcoes/${item.targetId}`, label: 'open' };
    case 'correction':
    case 'writing_reply':
      return item.parentId ? { to: `/correcoes/${item.parentId}`, label: 'openWriting' } : null;
  }
}
