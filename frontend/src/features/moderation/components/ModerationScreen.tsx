import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingCard, PageHeader } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { cx } from '../../../lib/cx';
import { useDateFormat, type DateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import {
  useApprovedPosts,
  useModeratePost,
  usePendingPosts,
  type ModerationAction,
  type ModeratedPost,
} from '../api/moderationApi';
import { useModerationErrorText } from '../hooks/useModerationText';
import '../moderation.css';
import { CommentsDialog } from './CommentsDialog';
import { ModeratedPostCard, type PostActionKind } from './ModeratedPostCard';
import { useReasonField } from '../hooks/useModerationText';

type Tab = 'pending' | 'approved';
type Flash = { variant: 'success' | 'error'; text: string };
type Confirmable = 'reject' | 'delete' | 'quality';

const TABS: readonly Tab[] = ['pending', 'approved'];
/** How long a success message stays (errors stay until dismissed). */
const SUCCESS_VISIBLE_MS = 10_000;

/**
 * /admin/posts: the review queue (approve, reject) and the published posts in pages of 10
 * (delete, quality badge, comments). Destructive actions ask first. The tab and page live in the
 * address (`?tab=approved&page=2`), so a reload keeps the place.
 */
export function ModerationScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'approved' ? 'approved' : 'pending';
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage > 0 ? requestedPage : 1;

  const pending = usePendingPosts();
  const approved = useApprovedPosts(page);
  const moderate = useModeratePost();
  const errorText = useModerationErrorText();
  const reasonField = useReasonField();
  // The lists show the full date in its short form.
  const time = useDateFormat(useNow(), 'short');

  const [flash, setFlash] = useState<Flash | null>(null);
  const [confirm, setConfirm] = useState<{ kind: Confirmable; post: ModeratedPost } | null>(null);
  const [commentsOf, setCommentsOf] = useState<ModeratedPost | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ pending: null, approved: null });
  const ids = { pending: useId(), approved: useId(), pendingPanel: useId(), approvedPanel: useId() };

  const go = (next: { tab?: Tab; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const nextPage = next.page ?? (next.tab ? 1 : page);
    const search = new URLSearchParams();
    if (nextTab === 'approved') {
      search.set('tab', 'approved');
      if (nextPage > 1) search.set('page', String(nextPage));
    }
    setParams(search, { replace: true });
  };

  // After deletions the last page may be gone: move to the new last one.
  const totalPages = approved.data?.totalPages;
  useEffect(() => {
    if (tab === 'approved' && totalPages !== undefined && !approved.isPlaceholderData && page > totalPages) {
      go({ page: totalPages });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, totalPages, page, approved.isPlaceholderData]);

  // Success messages go away on their own after a while; errors stay until dismissed.
  useEffect(() => {
    if (flash?.variant !== 'success') return;
    const timer = window.setTimeout(() => setFlash(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const show = (next: Flash) => {
    setFlash(next);
    // Bring the message into view and to screen readers' attention; the acted-on post may be gone.
    requestAnimationFrame(() => flashRef.current?.focus());
  };

  const run = (action: ModerationAction) => {
    setFlash(null);
    const messages = {
      approve: [t('posts.success.approved'), t('posts.errors.approve')],
      reject: [t('posts.success.rejected'), t('posts.errors.reject')],
      delete: [t('posts.success.deleted'), t('posts.errors.delete')],
      quality: [t('posts.success.quality'), t('posts.errors.quality')],
    } as const;
    const [success, failure] = messages[action.kind];
    moderate.mutate(action, {
      onSuccess: () => show({ variant: 'success', text: success }),
      onError: (error) => show({ variant: 'error', text: errorText(error, failure) }),
      onSettled: () => setConfirm(null),
    });
  };

  const onAction = (kind: PostActionKind, post: ModeratedPost) => {
    if (kind === 'approve') run({ kind: 'approve', postId: post.id });
    else if (kind === 'comments') setCommentsOf(post);
    else setConfirm({ kind, post });
  };

  const confirmAction = (reason: string) => {
    if (!confirm) return;
    const { kind, post } = confirm;
    if (kind === 'quality') run({ kind: 'quality', postId: post.id });
    else run({ kind, postId: post.id, reason });
  };

  const busyOf = (post: ModeratedPost): PostActionKind | null =>
    moderate.isPending && moderate.variables?.postId === post.id ? moderate.variables.kind : null;

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    go({ tab: next });
    tabRefs.current[next]?.focus();
  };

  const counts: Record<Tab, number | undefined> = { pending: pending.data?.length, approved: approved.data?.total };
  const confirmTexts: Record<Confirmable, { title: string; message: string; confirm: string; danger: boolean }> = {
    reject: { title: t('posts.confirm.rejectTitle'), message: t('posts.confirm.rejectMessage'), confirm: t('posts.actions.reject'), danger: true },
    delete: { title: t('posts.confirm.deleteTitle'), message: t('posts.confirm.deleteMessage'), confirm: t('posts.actions.delete'), danger: true },
    quality: { title: t('posts.confirm.qualityTitle'), message: t('posts.confirm.qualityMessage'), confirm: t('posts.confirm.qualityConfirm'), danger: false },
  };
  const confirmText = confirm ? confirmTexts[confirm.kind] : null;

  return (
    <div className="page container moderation">
      <PageHeader title={t('posts.title')} subtitle={t('posts.subtitle')} />

      <div className="mod-tabs" role="tablist" aria-label={t('posts.tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            id={ids[name]}
            type="button"
            role="tab"
            className={cx('mod-tab', tab === name && 'mod-tab--active')}
            aria-selected={tab === name}
            aria-controls={name === 'pending' ? ids.pendingPanel : ids.approvedPanel}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => go({ tab: name })}
            onKeyDown={onTabKeyDown}
          >
            <span>{t(`posts.tabs.${name}`)}</span>
            <span className="mod-tab__count">{counts[name] ?? '–'}</span>
          </button>
        ))}
      </div>

      <div ref={flashRef} tabIndex={-1} className="mod-flash">
        {flash && (
          <Alert variant={flash.variant} onDismiss={() => setFlash(null)}>
            {flash.text}
          </Alert>
        )}
      </div>

      <div
        role="tabpanel"
        id={tab === 'pending' ? ids.pendingPanel : ids.approvedPanel}
        aria-labelledby={ids[tab]}
        className="mod-panel"
      >
        {tab === 'pending' ? (
          <PendingList query={pending} time={time} locked={moderate.isPending} busyOf={busyOf} onAction={onAction} />
        ) : (
          <ApprovedList
            query={approved}
            page={page}
            time={time}
            locked={moderate.isPending}
            busyOf={busyOf}
            onAction={onAction}
            onPage={(next) => go({ page: next })}
          />
        )}
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirmText?.title}
        message={
          confirm && (
            <>
              <p>{confirmText?.message}</p>
              <blockquote className="mod-quote member-text">{confirm.post.title}</blockquote>
            </>
          )
        }
        confirmLabel={confirmText?.confirm}
        cancelLabel={t('posts.actions.cancel')}
        variant={confirmText?.danger === false ? 'primary' : 'danger'}
        reason={confirm && confirm.kind !== 'quality' ? reasonField : undefined}
        busy={moderate.isPending}
        onConfirm={confirmAction}
        onCancel={() => setConfirm(null)}
      />

      <CommentsDialog post={commentsOf} time={time} onClose={() => setCommentsOf(null)} />
    </div>
  );
}

interface ListProps {
  time: DateFormat;
  locked: boolean;
  busyOf: (post: ModeratedPost) => PostActionKind | null;
  onAction: (kind: PostActionKind, post: ModeratedPost) => void;
}

function PendingList({ query, time, locked, busyOf, onAction }: ListProps & { query: ReturnType<typeof usePendingPosts> }) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingCard label={t('posts.loading')} />;
  if (query.isError) {
    return (
      <Card>
        <ErrorState message={t('posts.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Card>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState title={t('posts.pendingEmpty')} description={t('posts.pendingEmptyDescription')} icon={<CheckIcon />} />
      </Card>
    );
  }
  return (
    <ul className="stack-list mod-list">
      {query.data.map((post) => (
        <li key={post.id}>
          <ModeratedPostCard post={post} time={time} mode="pending" busy={busyOf(post)} locked={locked} onAction={onAction} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

function ApprovedList({
  query,
  page,
  time,
  locked,
  busyOf,
  onAction,
  onPage,
}: ListProps & { query: ReturnType<typeof useApprovedPosts>; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingCard label={t('posts.loading')} />;
  if (query.isError && !query.data) {
    return (
      <Card>
        <ErrorState message={t('posts.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Card>
    );
  }
  const { posts, totalPages } = query.data;
  if (posts.length === 0 && page === 1) {
    return (
      <Card>
        <EmptyState title={t('posts.approvedEmpty')} icon={<CheckIcon />} />
      </Card>
    );
  }
  return (
    <div className={cx('mod-approved', query.isPlaceholderData && 'mod-approved--loading')} aria-busy={query.isFetching || undefined}>
      <ul className="stack-list mod-list">
        {posts.map((post) => (
          <li key={post.id}>
            <ModeratedPostCard post={post} time={time} mode="approved" busy={busyOf(post)} locked={locked} onAction={onAction} headingLevel={2} />
          </li>
        ))}
      </ul>
      <nav className="mod-pagination" aria-label={t('posts.pagination.label')}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('posts.pagination.previous')}
        </Button>
        <span className="mod-pagination__status" aria-live="polite">
          {t('posts.pagination.page', { page: Math.min(page, totalPages), total: totalPages })}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('posts.pagination.next')}
        </Button>
      </nav>
    </div>
  );
}

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"
    strokeLinejoin="round" aria-hidden="true">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
