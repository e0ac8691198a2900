import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CommentForm } from '../../../components/comments/LazyCommentForm';
import { CommentThread } from '../../../components/comments/CommentThread';
import { ReportMenuItem } from '../../../components/flags/ReportMenuItem';
import { ItemMenu } from '../../../components/ui/ItemMenu';
import { Button, EmptyState, ErrorState, LikeButton, LoadingCard, buttonClassName } from '../../../components/ui';
import { ApiError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useFailureText } from '../../../lib/api/useServerMessage';
import { CourseContentSection } from '../learning/components/CourseContentSection';
import { paths } from '../../../lib/paths';
import { useDateFormat, type DateFormat } from '../../../lib/useDateFormat';
import {
  useAddCourseComment,
  useCourseComments,
  useCourseDetails,
  useLikeCourseComment,
  type Course,
} from '../api/coursesApi';
import { useLanguageName } from '../../../lib/languages';
import { CourseCover } from './CourseCover';
import { LevelBadge } from './LevelBadge';
import { useCourseActions } from './useCourseActions';
import { useViewer } from '../../../lib/viewer';
import '../courses.css';

export interface CourseDetailScreenProps {
  courseId: string;
  onSignIn: () => void;
}

/** /curso/{id}: a community course with its download, likes and comments. */
export function CourseDetailScreen({ courseId, onSignIn }: CourseDetailScreenProps) {
  const signedIn = useViewer().id !== null;
  const { t } = useTranslation(['courses', 'common']);
  const details = useCourseDetails(courseId);
  const time = useDateFormat(new Date());

  if (details.isPending) return <div className="page container"><LoadingCard label={t('detail.loading')} /></div>;
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 404) {
      return (
        <div className="page container">
          <EmptyState
            title={t('detail.notFound')}
            action={
              <Link to={paths.courses} className={buttonClassName({ size: 'sm' })}>
                {t('detail.backToCourses')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="page container">
        <ErrorState message={t('detail.loadError')} onRetry={() => void details.refetch()} retrying={details.isFetching} />
      </div>
    );
  }
  return <CourseDetail course={details.data} signedIn={signedIn} onSignIn={onSignIn} time={time} />;
}

function CourseDetail({ course, signedIn, onSignIn, time }: { course: Course; signedIn: boolean; onSignIn: () => void; time: DateFormat }) {
  const { t } = useTranslation(['courses', 'common', 'flags']);
  const languageName = useLanguageName();
  const actions = useCourseActions(course);
  const isUpload = course.course_type === 'upload';
  const exhausted = actions.exhausted || (!course.can_download_today && course.downloads_remaining_today === 0 && !course.downloaded_today);

  return (
    <div className="page container course-detail">
      <Link to={paths.courses} className="course-detail__back">
        {t('detail.backToCourses')}
      </Link>
      <div className="course-detail__layout">
        <article className="course-detail__main">
          <CourseCover src={course.cover_image} alt={t('card.coverAlt', { title: course.title })} className="course-detail__cover" first />
          <div className="course-card__tags">
            <span className="course-badge course-badge--language">{languageName(course.language)}</span>
            <LevelBadge level={course.level} />
          </div>
          <div className="course-detail__title">
            <h1 className="page__title">{course.title}</h1>
            <ItemMenu label={t('flags:menu.course', { name: course.title })}>
              <ReportMenuItem target={{ type: 'course', id: course.id }} authorId={course.uploaded_by_user_id} />
            </ItemMenu>
          </div>
          {course.approval_status === 'pending' && <p className="course-status course-status--pending">{t('detail.pendingNotice')}</p>}
          {course.approval_status === 'rejected' && (
            <div className="course-status course-status--rejected">
              <strong>{t('detail.rejectedNotice')}</strong>
              {course.rejection_reason && <p className="member-text">{t('card.reason', { reason: course.rejection_reason })}</p>}
            </div>
          )}
          {isUpload && course.uploaded_by_name && (
            <p className="course-detail__meta">{t('detail.uploadedBy', { name: course.uploaded_by_name, date: time.absolute(course.created_at) })}</p>
          )}
          <p className="course-detail__description member-text">{course.description}</p>
          <p className="course-card__counts">
            {isUpload && <span>{t('card.downloads', { count: course.download_count })}</span>}
            <span>{t('common:commentCount', { count: course.comments_count })}</span>
            <span>{t('card.lessons', { count: course.total_lessons })}</span>
          </p>
          {isUpload && <p className="course-detail__warning" role="note">{t('detail.warning')}</p>}
          <div className="course-card__actions">
            {isUpload &&
              (signedIn ? (
                <Button onClick={actions.startDownload} loading={actions.downloading} disabled={exhausted || course.approval_status !== 'approved'}>
                  {exhausted ? t('card.limitLong') : t('card.download')}
                </Button>
              ) : (
                <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onSignIn}>
                  {t('card.loginToDownload')}
                </button>
              ))}
            {signedIn && course.approval_status === 'approved' && (
              <LikeButton
                liked={course.is_liked_by_user}
                count={course.likes_count}
                label={t('card.like')}
                onToggle={actions.toggleLike}
                disabled={actions.liking}
              />
            )}
          </div>
          {/* Only a shared course has a download; the catalogue says the limit once, above its cards. */}
          {isUpload && exhausted && <p className="course-card__limit">{t('catalogue.limitReached')}</p>}
          {actions.error && (
            <p className="field__error" role="alert">
              {actions.error}
            </p>
          )}
          {!isUpload && <CourseContentSection courseId={course.id} signedIn={signedIn} onSignIn={onSignIn} />}
          {course.approval_status === 'approved' && <Comments courseId={course.id} signedIn={signedIn} onSignIn={onSignIn} time={time} />}
        </article>
        <aside className="course-detail__side" aria-label={t('detail.sidePanel')}>
          <dl>
            <dt>{t('detail.downloadType')}</dt>
            <dd>{course.download_type === 'torrent' ? t('detail.torrent') : course.download_type === 'external' ? t('detail.external') : t('detail.noDownload')}</dd>
            <dt>{t('catalogue.language')}</dt>
            <dd>{languageName(course.language)}</dd>
            <dt>{t('catalogue.level')}</dt>
            <dd>
              <LevelBadge level={course.level} />
            </dd>
            <dt>{t('detail.date')}</dt>
            <dd>{time.absolute(course.created_at)}</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}

function Comments({ courseId, signedIn, onSignIn, time }: { courseId: string; signedIn: boolean; onSignIn: () => void; time: DateFormat }) {
  const { t } = useTranslation(['courses', 'common']);
  const comments = useCourseComments(courseId, true);
  const add = useAddCourseComment(courseId);
  const like = useLikeCourseComment(courseId);
  const failureText = useFailureText();
  const sendError = failureText(add.error, { connection: t('detail.commentConnectionError'), fallback: t('detail.commentError') });

  return (
    <CommentThread
      label={t('detail.comments')}
      heading
      query={comments}
      comments={comments.data}
      texts={{ loading: t('detail.commentsLoading'), loadError: t('detail.commentsError'), empty: t('detail.commentsEmpty') }}
      time={time}
      reportAs="course_comment"
      like={
        signedIn
          ? { label: t('detail.likeComment'), onToggle: (comment) => like.mutate({ item: comment, liked: !comment.is_liked_by_user }) }
          : undefined
      }
      formFirst
      form={
        signedIn ? (
          <CommentForm
            limit={requestLimits.CommentBodyDto.content}
            label={t('detail.commentField')}
            placeholder={t('detail.commentPlaceholder')}
            submitLabel={t('detail.send')}
            sending={add.isPending}
            error={sendError}
            onSend={(content, sent) => add.mutate(content, { onSuccess: sent })}
          />
        ) : (
          <button type="button" className={buttonClassName({ size: 'sm', variant: 'secondary' })} onClick={onSignIn}>
            {t('detail.loginToComment')}
          </button>
        )
      }
    />
  );
}
