import '../../../components/languages/language-chips.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CommentForm } from '../../../components/comments/LazyCommentForm';
import { CorrectionsItemMenu } from '../../../components/flags/CorrectionsItemMenu';
import { Alert, Button, EmptyState, ErrorState, LoadingCard, buttonClassName } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { CorrectionsIcon } from '../../../components/ui/icons';
import { lazyComponent } from '../../../components/ui/lazyComponent';
import { RankBadge } from '../../../components/ui/RankBadge';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { statusOf } from '../../../lib/api/errors';
import { useLanguageName, useProficiencyName } from '../../../lib/languages';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useNow } from '../../../lib/useNow';
import {
  useAddReply,
  useDeleteWriting,
  useMarkHelpful,
  useReplies,
  useWriting,
  type CorrectionSummary,
  type Corrector,
  type DiffOp,
  type WritingDetail,
} from '../api/correctionsApi';
import { replyLimits } from '../api/limits';
import { useCorrectionsErrorText } from '../hooks/useCorrectionsErrorText';
import '../corrections.css';

// The correcting form (its fields and counters bring the form libraries) loads when a member who
// may correct opens the text, not with the page (ADR 0073).
const CorrectionForm = lazyComponent(
  () => import('./CorrectionForm').then((module) => module.CorrectionForm),
  <FormLoading />,
);

function FormLoading() {
  const { t } = useTranslation('corrections');
  return <LoadingCard label={t('correct.loading')} />;
}

/**
 * /correcoes/{id}: the text sentence by sentence, each corrector's version under each sentence as
 * a word diff, then each correction's comment, "Útil" for the author and its replies; a member who
 * may correct gets the correcting form. A missing, removed or blocked text answers 404 alike.
 */
export function WritingScreen({ writingId }: { writingId: string }) {
  const { t } = useTranslation('corrections');
  const writing = useWriting(writingId);
  const body = (() => {
    if (writing.isPending) return <LoadingCard label={t('writing.loading')} />;
    if (writing.isError) {
      if (statusOf(writing.error) === 404) {
        return (
          <EmptyState
            icon={<CorrectionsIcon />}
            headingLevel={1}
            title={t('writing.notFound')}
            description={t('writing.notFoundDescription')}
            action={
              <Link to={paths.corrections} className={buttonClassName({ size: 'sm' })}>
                {t('writing.back')}
              </Link>
            }
          />
        );
      }
      return <ErrorState message={t('writing.loadError')} onRetry={() => void writing.refetch()} retrying={writing.isFetching} headingLevel={1} />;
    }
    return <WritingContent writing={writing.data} />;
  })();
  return (
    <div className="page container corrections corrections--narrow">
      <Link to={paths.corrections} className="corrections__back">
        {t('writing.back')}
      </Link>
      {body}
    </div>
  );
}

function WritingContent({ writing }: { writing: WritingDetail }) {
  const { t } = useTranslation('corrections');
  const now = useNow();
  const time = useDateFormat(now);
  const labelOf = useLanguageName();
  const [correcting, setCorrecting] = useState(false);
  const mine = writing.corrections.find((c) => c.id === writing.viewer.myCorrectionId);
  const correctors = new Map(writing.corrections.map((c) => [c.id, c.corrector]));
  const headingId = useId();
  // A member who may correct sees the form until they have corrected; then their correction, and
  // the form again only when they choose to change it (until the author marks it helpful).
  const showForm = writing.viewer.canCorrect && (!mine || correcting);

  return (
    <article className="writing" aria-labelledby={headingId}>
      <header className="writing__header">
        <h1 id={headingId} className="page__title">
          <bdi>{writing.title || t('item.untitled')}</bdi>
        </h1>
        <div className="writing__meta">
          <span>{t('writing.by')} </span>
          <bdi className="writing__author">{writing.author.name}</bdi>
          <span aria-hidden="true"> · </span>
          <span className="language-chip-tag">{labelOf(writing.language)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={writing.createdAt} title={time.absolute(writing.createdAt)}>
            {time.relative(writing.createdAt)}
          </time>
          <CorrectionsItemMenu type="writing" id={writing.id} author={writing.author} />
        </div>
        {writing.viewer.isAuthor && <AuthorActions writing={writing} />}
      </header>

      {showForm ? (
        <CorrectionForm writing={writing} mine={mine} onDone={() => setCorrecting(false)} onCancel={mine ? () => setCorrecting(false) : undefined} />
      ) : (
        <ol className="writing__sentences" aria-label={t('writing.sentencesLabel')}>
          {writing.sentences.map((sentence) => {
            const correct = sentence.corrections.filter((v) => v.verdict === 'correct').length;
            return (
              <li key={sentence.index} className="writing__sentence">
                <p className="writing__sentence-text">
                  <span className="visually-hidden">{t('writing.sentence', { number: sentence.index + 1 })}: </span>
                  <bdi>{sentence.text}</bdi>
                </p>
                {correct > 0 && <p className="writing__correct">{t('writing.correctCount', { count: correct })}</p>}
                {sentence.corrections
                  .filter((v) => v.verdict === 'corrected')
                  .map((verdict) => {
                    const corrector = correctors.get(verdict.correctionId);
                    return (
                      <div key={verdict.correctionId} className="writing__version">
                        <p className="writing__diff">
                          <WordDiff ops={verdict.diff ?? [{ op: 'insert', text: verdict.corrected ?? '' }]} />
                        </p>
                        {corrector && <CorrectorLine corrector={corrector} language={writing.language} small />}
                        {verdict.note && (
                          <p className="writing__note">
                            <span className="writing__note-label">{t('writing.note')}: </span>
                            <bdi>{verdict.note}</bdi>
                          </p>
                        )}
                      </div>
                    );
                  })}
              </li>
            );
          })}
        </ol>
      )}

      {mine && !showForm && (
        <div className="writing__mine">
          {mine.helpful ? (
            <Alert variant="info">{t('writing.lockedHelpful')}</Alert>
          ) : (
            writing.viewer.canCorrect && (
              <Button variant="secondary" onClick={() => setCorrecting(true)}>
                {t('writing.changeCorrection')}
              </Button>
            )
          )}
        </div>
      )}

      <section className="writing__corrections" aria-labelledby={`${headingId}-corrections`}>
        <h2 id={`${headingId}-corrections`} className="writing__subtitle">
          {t('writing.correctionsHeading')} <span className="writing__count">({t('writing.correctionsCount', { count: writing.corrections.length })})</span>
        </h2>
        {writing.corrections.length === 0 ? (
          <p className="writing__waiting">{t('writing.waiting')}</p>
        ) : (
          <ul className="stack-list">
            {writing.corrections.map((correction) => (
              <li key={correction.id}>
                <CorrectionCard writing={writing} correction={correction} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** "Editar" until the first correction, "Excluir" (confirmed) always, for the author. */
function AuthorActions({ writing }: { writing: WritingDetail }) {
  const { t } = useTranslation('corrections');
  const navigate = useNavigate();
  const remove = useDeleteWriting(writing.id);
  const errorText = useCorrectionsErrorText();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="writing__actions">
      {!writing.locked && (
        <Link to={paths.writingEdit(writing.id)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('writing.edit')}
        </Link>
      )}
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        {t('writing.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('writing.deleteTitle')}
        message={t('writing.deleteMessage')}
        confirmLabel={t('writing.deleteConfirm')}
        cancelLabel={t('writing.deleteCancel')}
        variant="danger"
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error, t('writing.deleteError')) : undefined}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate(`${paths.corrections}?aba=meus`) })}
      />
    </div>
  );
}

/**
 * A corrector's version as the API's word diff: removed words struck (`<del>`), added ones marked
 * (`<ins>`), each preceded by words only a screen reader hears ("removido:", "adicionado:"), since
 * the strike and the highlight are not announced by themselves.
 */
export function WordDiff({ ops }: { ops: readonly DiffOp[] }) {
  const { t } = useTranslation('corrections');
  return (
    <bdi className="word-diff">
      {ops.map((part, index) => {
        if (part.op === 'equal') return <span key={index}>{part.text}</span>;
        const Tag = part.op === 'delete' ? 'del' : 'ins';
        return (
          <Tag key={index}>
            <span className="visually-hidden">{t(part.op === 'delete' ? 'writing.removed' : 'writing.added')} </span>
            {part.text}
          </Tag>
        );
      })}
    </bdi>
  );
}

/** The corrector's name, patente and declared level in the text's language, so readers can weigh the correction. */
function CorrectorLine({ corrector, language, small = false }: { corrector: Corrector; language: string; small?: boolean }) {
  const { t } = useTranslation('corrections');
  const labelOf = useLanguageName();
  const levelOf = useProficiencyName();
  return (
    <div className={small ? 'corrector-line corrector-line--small' : 'corrector-line'}>
      {!small && <UserAvatar name={corrector.name} picture={corrector.picture} size="sm" />}
      <bdi className="corrector-line__name">{corrector.name}</bdi>
      <RankBadge level={corrector.rank.level} rankName={corrector.rank.name} color={corrector.rank.badgeColor} textColor={corrector.rank.textColor} />
      {corrector.level && <span className="corrector-line__level">{t('writing.declaredLevel', { level: levelOf(corrector.level), language: labelOf(language) })}</span>}
    </div>
  );
}

/** One correction: who gave it, the overall comment, "Útil" for the author, and its replies. */
function CorrectionCard({ writing, correction }: { writing: WritingDetail; correction: CorrectionSummary }) {
  const { t } = useTranslation('corrections');
  const helpful = useMarkHelpful(writing.id);
  const errorText = useCorrectionsErrorText();
  const [repliesOpen, setRepliesOpen] = useState(false);
  const repliesId = useId();
  const headingId = useId();
  return (
    <article className="card correction-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        {t('writing.correctionBy', { name: correction.corrector.name })}
      </h3>
      <div className="correction-card__who">
        <CorrectorLine corrector={correction.corrector} language={writing.language} />
        <CorrectionsItemMenu type="correction" id={correction.id} author={correction.corrector} />
      </div>
      <div className="correction-card__comment">
        {correction.comment ? (
          <p>
            <span className="visually-hidden">{t('writing.comment')}: </span>
            <bdi>{correction.comment}</bdi>
          </p>
        ) : (
          <p className="correction-card__none">{t('writing.noComment')}</p>
        )}
      </div>
      <div className="correction-card__actions">
        {writing.viewer.isAuthor ? (
          <Button
            variant={correction.helpful ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={correction.helpful}
            aria-label={t('writing.helpfulLabel', { name: correction.corrector.name })}
            loading={helpful.isPending}
            onClick={() => helpful.mutate({ correctionId: correction.id, helpful: !correction.helpful })}
          >
            {t('writing.helpful')}
          </Button>
        ) : (
          correction.helpful && <span className="correction-card__helpful">{t('writing.helpfulMarked')}</span>
        )}
        <button
          type="button"
          className="correction-card__toggle"
          aria-expanded={repliesOpen}
          aria-controls={repliesId}
          onClick={() => setRepliesOpen((open) => !open)}
        >
          {t('replies.toggle', { count: correction.replyCount })}
        </button>
      </div>
      {helpful.error && <Alert variant="error">{errorText(helpful.error, t('writing.helpfulError'))}</Alert>}
      <div id={repliesId} hidden={!repliesOpen}>
        {repliesOpen && <Replies writingId={writing.id} correction={correction} />}
      </div>
    </article>
  );
}

function Replies({ writingId, correction }: { writingId: string; correction: CorrectionSummary }) {
  const { t } = useTranslation('corrections');
  const replies = useReplies(writingId, correction.id, true);
  const add = useAddReply(writingId, correction.id);
  const errorText = useCorrectionsErrorText();
  const now = useNow();
  const time = useDateFormat(now);
  return (
    <section className="correction-replies" aria-label={t('replies.label', { name: correction.corrector.name })}>
      {replies.isPending ? (
        <LoadingCard label={t('replies.loading')} />
      ) : replies.isError ? (
        <ErrorState message={t('replies.loadError')} onRetry={() => void replies.refetch()} retrying={replies.isFetching} headingLevel={3} />
      ) : replies.data.length === 0 ? (
        <p className="correction-replies__empty">{t('replies.empty')}</p>
      ) : (
        <ul className="correction-replies__list">
          {replies.data.map((reply) => (
            <li key={reply.id} className="correction-replies__item">
              <div className="correction-replies__who">
                <bdi>{reply.author.name}</bdi>
                <span aria-hidden="true"> · </span>
                <time dateTime={reply.createdAt} title={time.absolute(reply.createdAt)}>
                  {time.relative(reply.createdAt)}
                </time>
                <CorrectionsItemMenu type="writing_reply" id={reply.id} author={reply.author} />
              </div>
              <p className="correction-replies__text">
                <bdi>{reply.text}</bdi>
              </p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm
        limit={replyLimits.text}
        label={t('replies.field')}
        placeholder={t('replies.placeholder')}
        submitLabel={t('replies.submit')}
        sending={add.isPending}
        error={add.error ? errorText(add.error, t('replies.error')) : null}
        onEdit={() => add.reset()}
        onSend={(text, sent) => add.mutate(text, { onSuccess: sent })}
      />
    </section>
  );
}
