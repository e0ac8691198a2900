import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../../components/comments/CommentThread';
import { Alert, Button } from '../../../components/ui';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { excerpt } from '../../../lib/excerpt';
import type { DateFormat } from '../../../lib/useDateFormat';
import { useDeleteComment, useModeratedComments, type ModeratedComment, type ModeratedPost } from '../api/moderationApi';
import { useModerationErrorText, useReasonField } from '../hooks/useModerationText';

export interface CommentsDialogProps {
  /** The post whose comments are shown; null when closed. */
  post: ModeratedPost | null;
  time: DateFormat;
  onClose: () => void;
}

type Flash = { variant: 'success' | 'error'; text: string };

/** A post's comments with their authors' e-mails, each deletable after a confirmation. */
export function CommentsDialog({ post, time, onClose }: CommentsDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={post !== null}
      onClose={onClose}
      size="lg"
      className="mod-comments-dialog"
      title={t('posts.comments.title')}
      subtitle={post ? <span className="member-text">{post.title}</span> : undefined}
    >
      {post && <CommentsBody post={post} time={time} />}
    </Dialog>
  );
}

function CommentsBody({ post, time }: { post: ModeratedPost; time: DateFormat }) {
  const { t } = useTranslation(['admin', 'common']);
  const comments = useModeratedComments(post.id);
  const remove = useDeleteComment(post.id);
  const errorText = useModerationErrorText();
  const reasonField = useReasonField();
  const [target, setTarget] = useState<ModeratedComment | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);

  const show = (next: Flash) => {
    setFlash(next);
    requestAnimationFrame(() => flashRef.current?.focus());
  };

  const confirmDelete = (reason: string) => {
    if (!target) return;
    remove.mutate(
      { commentId: target.id, reason },
      {
        onSuccess: () => show({ variant: 'success', text: t('posts.success.commentDeleted') }),
        onError: (error) => show({ variant: 'error', text: errorText(error, t('posts.errors.deleteComment')) }),
        onSettled: () => setTarget(null),
      },
    );
  };

  return (
    <div className="mod-comments">
      <div ref={flashRef} tabIndex={-1} className="mod-flash-anchor">
        {flash && (
          <Alert variant={flash.variant} onDismiss={() => setFlash(null)}>
            {flash.text}
          </Alert>
        )}
      </div>

      <CommentThread
        label={t('posts.comments.listLabel')}
        query={comments}
        comments={comments.data}
        texts={{ loading: t('posts.comments.loading'), loadError: t('posts.comments.loadError'), empty: t('posts.comments.empty') }}
        time={time}
        authorMeta={(comment) => comment.author_email ?? t('posts.post.noEmail')}
        commentAside={(comment) => (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('posts.comments.deleteLabel', { name: comment.author_name, excerpt: excerpt(comment.content) })}
            onClick={() => setTarget(comment)}
          >
            {t('posts.comments.delete')}
          </Button>
        )}
      />

      <ConfirmDialog
        open={target !== null}
        title={t('posts.confirm.deleteCommentTitle')}
        message={
          <>
            <p>{t('posts.confirm.deleteCommentMessage')}</p>
            {target && <blockquote className="mod-quote member-text">{target.content}</blockquote>}
          </>
        }
        confirmLabel={t('posts.actions.delete')}
        cancelLabel={t('posts.actions.cancel')}
        reason={reasonField}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
