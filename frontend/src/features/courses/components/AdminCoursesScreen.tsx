import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingCard, buttonClassName } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/Toaster';
import { CoursesIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useAdminCourseAction, useAdminCourses, type AdminCourse, type AdminCourseForm } from '../api/coursesApi';
import { ADMIN_COURSE_LEVELS, COURSE_LANGUAGES, COURSE_LEVELS, useLanguageName } from '../languages';
import { CourseCover } from './CourseCover';
import { LevelBadge } from './LevelBadge';
import '../courses.css';

type Editing = { mode: 'create' } | { mode: 'edit'; course: AdminCourse } | null;

/** /admin/courses: every course, approval of uploads, publication, the admin course form. */
export function AdminCoursesScreen() {
  const { t } = useTranslation('adminCourses');
  const courses = useAdminCourses();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="page container admin-courses">
      <header className="page__header courses__header">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          <p className="courses__subtitle">{t('subtitle')}</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'create' })}>{t('create')}</Button>
      </header>
      {courses.isPending ? (
        <LoadingCard label={t('loading')} />
      ) : courses.isError ? (
        <ErrorState message={t('loadError')} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={<CoursesIcon />} title={t('empty')} action={<Button onClick={() => setEditing({ mode: 'create' })}>{t('createFirst')}</Button>} />
      ) : (
        <ul className="admin-course-list">
          {courses.data.map((course) => (
            <AdminCourseRow key={course.id} course={course} onEdit={() => setEditing({ mode: 'edit', course })} />
          ))}
        </ul>
      )}
      {editing && <CourseFormDialog editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function AdminCourseRow({ course, onEdit }: { course: AdminCourse; onEdit: () => void }) {
  const { t } = useTranslation('adminCourses');
  const languageName = useLanguageName();
  const time = useDateFormat(new Date(), 'short');
  const action = useAdminCourseAction();
  const toast = useToast();
  const [dialog, setDialog] = useState<'reject' | 'delete' | null>(null);
  const [reason, setReason] = useState('');
  const isUpload = course.course_type === 'upload';
  const hours = Math.floor(course.total_duration_seconds / 3600);
  const minutes = Math.floor((course.total_duration_seconds % 3600) / 60);

  const run = (input: Parameters<typeof action.mutate>[0], success?: string, failure = t('actionError')) =>
    action.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        if (success) toast.show({ title: success, tone: 'success' });
      },
      onError: () => toast.show({ title: failure, tone: 'error' }),
    });

  return (
    <li className="admin-course" data-testid="admin-course">
      <CourseCover src={course.cover_image} alt={course.title} className="admin-course__cover" />
      <div className="admin-course__body">
        <div className="course-card__tags">
          <span className={`course-badge course-badge--status-${course.approval_status}`}>{t(`status.${course.approval_status}`)}</span>
          <span className="course-badge course-badge--language">{languageName(course.language)}</span>
          <LevelBadge level={course.level} />
        </div>
        <h2 className="admin-course__title">{course.title}</h2>
        <p className="member-text admin-course__description">{course.description}</p>
        <p className="admin-course__meta">
          {isUpload ? t('uploadedBy', { name: course.uploaded_by_name ?? '' }) : course.instructor_name ? t('instructor', { name: course.instructor_name }) : null}
          {course.torrent_file_url && <span> · {t('torrent')}</span>}
          {course.external_link && <span> · {t('external')}</span>}
        </p>
        {course.rejection_reason && <p className="admin-course__reason member-text">{t('rejectionReason', { reason: course.rejection_reason })}</p>}
        <p className="course-card__counts">
          {isUpload ? (
            <>
              <span>{t('stats.downloads', { count: course.download_count })}</span>
              <span>{t('stats.likes', { count: course.likes_count })}</span>
              <span>{t('stats.comments', { count: course.comments_count })}</span>
              <span>{t('stats.uploaded', { date: time.absolute(course.created_at) })}</span>
            </>
          ) : (
            <>
              <span>{t('stats.lessons', { count: course.total_lessons })}</span>
              <span>{t('stats.duration', { hours, minutes })}</span>
              <span>{t('stats.students', { count: course.enrollment_count })}</span>
              <span>{t('stats.rating', { rating: course.rating.toFixed(1) })}</span>
            </>
          )}
        </p>
        <div className="admin-course__actions">
          {course.approval_status === 'pending' && (
            <>
              <Button size="sm" onClick={() => run({ kind: 'approve', id: course.id }, t('approved'), t('approveError'))} loading={action.isPending}>
                {t('actions.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDialog('reject')}>
                {t('actions.reject')}
              </Button>
            </>
          )}
          {course.approval_status === 'approved' && (
            <label className="admin-course__toggle">
              <input
                type="checkbox"
                checked={course.is_published}
                onChange={(event) => run({ kind: 'toggle', id: course.id, isPublished: event.target.checked })}
              />
              <span>{course.is_published ? t('actions.public') : t('actions.notPublic')}</span>
            </label>
          )}
          {!isUpload && (
            <Link to={paths.adminCourseContent(course.id)} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
              {t('actions.content')}
            </Link>
          )}
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('actions.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </Button>
        </div>
      </div>
      <Dialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('rejectTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="danger" loading={action.isPending} onClick={() => run({ kind: 'reject', id: course.id, reason: reason.trim() }, t('rejected'), t('rejectError'))}>
              {t('actions.reject')}
            </Button>
          </>
        }
      >
        <label className="course-form__label">
          <span>{t('rejectPrompt')}</span>
          <textarea value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} data-autofocus />
        </label>
      </Dialog>
      <Dialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('deleteTitle')}
        role="alertdialog"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="danger" loading={action.isPending} onClick={() => run({ kind: 'delete', id: course.id })}>
              {t('actions.delete')}
            </Button>
          </>
        }
      >
        <p>{t('deleteConfirm')}</p>
      </Dialog>
    </li>
  );
}

function CourseFormDialog({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const { t } = useTranslation(['adminCourses', 'courses']);
  const languageName = useLanguageName();
  const action = useAdminCourseAction();
  const toast = useToast();
  const initial = editing.mode === 'edit' ? editing.course : null;
  const [form, setForm] = useState({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    language: initial?.language ?? 'en',
    level: initial?.level ?? 'Iniciante',
    cover_image: initial?.cover_image ?? '',
    instructor_name: initial?.instructor_name ?? '',
    instructor_picture: initial?.instructor_picture ?? '',
    prerequisites: '',
    learning_objectives: '',
  });
  const levels = initial?.course_type === 'upload' ? COURSE_LEVELS : ADMIN_COURSE_LEVELS;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec: the form is silently ignored while title or description is empty.
    if (!form.title.trim() || !form.description.trim()) return;
    const body = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '')) as AdminCourseForm;
    action.mutate(editing.mode === 'create' ? { kind: 'create', form: body } : { kind: 'update', id: editing.course.id, form: body }, {
      onSuccess: onClose,
      onError: () => toast.show({ title: t('actionError'), tone: 'error' }),
    });
  };

  return (
    <Dialog open onClose={onClose} title={editing.mode === 'create' ? t('form.createTitle') : t('form.editTitle')} size="md">
      <form className="course-form" onSubmit={submit} noValidate>
        <label>
          <span>{t('form.title')}</span>
          <input value={form.title} onChange={set('title')} maxLength={150} name="title" data-autofocus />
        </label>
        <label>
          <span>{t('form.description')}</span>
          <textarea value={form.description} onChange={set('description')} rows={4} maxLength={5000} name="description" />
        </label>
        <div className="course-form__row">
          <label>
            <span>{t('form.language')}</span>
            <select value={form.language} onChange={set('language')} aria-label={t('form.language')}>
              {COURSE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('form.level')}</span>
            <select value={form.level} onChange={set('level')} aria-label={t('form.level')}>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {t(`courses:levels.${level}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label>
          <span>{t('form.cover')}</span>
          <input type="url" value={form.cover_image} onChange={set('cover_image')} />
        </label>
        <label>
          <span>{t('form.instructorName')}</span>
          <input value={form.instructor_name} onChange={set('instructor_name')} maxLength={200} />
        </label>
        <label>
          <span>{t('form.instructorPicture')}</span>
          <input type="url" value={form.instructor_picture} onChange={set('instructor_picture')} />
        </label>
        <label>
          <span>{t('form.prerequisites')}</span>
          <textarea value={form.prerequisites} onChange={set('prerequisites')} rows={2} />
        </label>
        <label>
          <span>{t('form.objectives')}</span>
          <textarea value={form.learning_objectives} onChange={set('learning_objectives')} rows={2} />
        </label>
        <Button type="submit" loading={action.isPending}>
          {action.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Dialog>
  );
}
