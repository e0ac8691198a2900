import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, LikeButton, buttonClassName } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import type { DateFormat } from '../../../lib/useDateFormat';
import type { Course } from '../api/coursesApi';
import { useLanguageName } from '../../../lib/languages';
import { matchedPieces } from '../../../lib/matches';
import { CourseCover } from './CourseCover';
import { LevelBadge } from './LevelBadge';
import { useCourseActions } from './useCourseActions';

export interface CourseCardProps {
  course: Course;
  signedIn: boolean;
  onSignIn: () => void;
  time: DateFormat;
  /** Meus Envios: the approval state instead of the actions. */
  showApproval?: boolean;
  /** The catalogue already knows the day's downloads are used up. */
  limitReached?: boolean;
  onLimitReached?: () => void;
  /** On screen as the page opens: the cover loads at once (the page's largest paint), not lazily. */
  coverFirst?: boolean;
  /** The words the catalogue is searched for: marked in the title and description. */
  highlight?: string;
}

/** The text with the searched words in <mark>; nothing a member wrote becomes HTML. */
function Marked({ text, words }: { text: string; words?: string }) {
  return (
    <>
      {matchedPieces(text, words).map((piece, i) => (piece.match ? <mark key={i}>{piece.text}</mark> : piece.text))}
    </>
  );
}

export function CourseCard({ course, signedIn, onSignIn, time, showApproval = false, limitReached = false, coverFirst = false, highlight }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const languageName = useLanguageName();
  const actions = useCourseActions(course);
  const exhausted = (limitReached || actions.exhausted) && !course.downloaded_today;
  const isUpload = course.course_type === 'upload';

  return (
    <article className="card course-card" data-testid="course-card">
      <CourseCover src={course.cover_image} alt={t('card.coverAlt', { title: course.title })} first={coverFirst} />
      <div className="course-card__body">
        <div className="course-card__tags">
          <span className="course-badge course-badge--language">{languageName(course.language)}</span>
          <LevelBadge level={course.level} />
        </div>
        <h2 className="course-card__title">
          <Marked text={course.title} words={highlight} />
        </h2>
        <p className="course-card__description member-text">
          <Marked text={course.description} words={highlight} />
        </p>
        <p className="course-card__meta">
          {isUpload && course.uploaded_by_name
            ? t('card.by', { name: course.uploaded_by_name })
            : course.instructor_name
              ? t('card.instructor', { name: course.instructor_name })
              : null}
        </p>
        <p className="course-card__counts">
          <span>{t('card.lessons', { count: course.total_lessons })}</span>
          <span>{t('card.students', { count: course.enrollment_count })}</span>
          {isUpload && <span>{t('card.downloads', { count: course.download_count })}</span>}
        </p>

        {showApproval ? (
          <ApprovalState course={course} time={time} />
        ) : (
          <div className="course-card__actions">
            {isUpload &&
              (signedIn ? (
                exhausted ? (
                  <Button size="sm" variant="secondary" disabled>
                    {t('card.limit')}
                  </Button>
                ) : (
                  <Button size="sm" onClick={actions.startDownload} loading={actions.downloading}>
                    {t('card.download')}
                  </Button>
                )
              ) : (
                <button type="button" className={buttonClassName({ size: 'sm', variant: 'secondary' })} onClick={onSignIn}>
                  {t('card.loginToDownload')}
                </button>
              ))}
            {signedIn && (
              <LikeButton
                size="sm"
                liked={course.is_liked_by_user}
                count={course.likes_count}
                label={t('card.like')}
                onToggle={actions.toggleLike}
                disabled={actions.liking}
              />
            )}
            <Link to={paths.course(course.id)} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
              {isUpload ? t('card.view') : t('card.start')}
            </Link>
          </div>
        )}
        {actions.error && (
          <p className="field__error" role="alert">
            {actions.error}
          </p>
        )}
      </div>
    </article>
  );
}

function ApprovalState({ course, time }: { course: Course; time: DateFormat }) {
  const { t } = useTranslation('courses');
  if (course.approval_status === 'pending') {
    return <p className="course-status course-status--pending">{t('card.pending')}</p>;
  }
  if (course.approval_status === 'rejected') {
    return (
      <div className="course-status course-status--rejected">
        <strong>{t('card.rejected')}</strong>
        <p className="member-text">{course.rejection_reason ? t('card.reason', { reason: course.rejection_reason }) : t('card.noReason')}</p>
      </div>
    );
  }
  return (
    <div className="course-status course-status--approved">
      <Link to={paths.course(course.id)}>{t('card.approved')}</Link>
      {course.approved_at && (
        <p>{t('card.approvedOn', { date: time.absolute(course.approved_at), name: course.approved_by_name ?? '' })}</p>
      )}
    </div>
  );
}
