import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from '../../../lib/forms/zod';
import { LanguageOptions } from '../../../components/languages/LanguageOptions';
import { Button, EmptyState, ErrorState, LoadingCard, PageHeader, SelectField, TextAreaField, TextField, buttonClassName } from '../../../components/ui';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/Toaster';
import { CoursesIcon } from '../../../components/ui/icons';
import { requestLimits } from '../../../lib/api/limits';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { useLanguageName } from '../../../lib/languages';
import { excerpt } from '../../../lib/excerpt';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import { useAdminCourseAction, useAdminCourses, type AdminCourse, type AdminCourseForm } from '../api/coursesApi';
import { CourseCover } from './CourseCover';
import { LevelBadge } from './LevelBadge';
import '../courses.css';

const limits = requestLimits.AdminCourseDto;
const uploadLevels = requestLimits.UploadCourseDto.level.enum;

type Editing = { mode: 'create' } | { mode: 'edit'; course: AdminCourse } | null;

/** /admin/courses: every course, approval of uploads, publication, the admin course form. */
export function AdminCoursesScreen() {
  const { t } = useTranslation(['adminCourses', 'common']);
  const courses = useAdminCourses();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="page container admin-courses">
      <PageHeader
        className="courses__header"
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<Button onClick={() => setEditing({ mode: 'create' })}>{t('create')}</Button>}
      />
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
  const { t } = useTranslation(['adminCourses', 'common']);
  const languageName = useLanguageName();
  const time = useDateFormat(new Date(), 'short');
  const action = useAdminCourseAction();
  const toast = useToast();
  const [dialog, setDialog] = useState<'reject' | 'delete' | null>(null);
  const isUpload = course.course_type === 'upload';
  const hours = Math.floor(course.total_duration_seconds / 3600);
  const minutes = Math.floor((course.total_duration_seconds % 3600) / 60);
  // The buttons' accessible names name the course: "Excluir o curso «Inglês básico»".
  const about = { title: excerpt(course.title) };

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
              <span>{t('common:likes', { count: course.likes_count })}</span>
              <span>{t('common:commentCount', { count: course.comments_count })}</span>
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
              <Button size="sm" onClick={() => run({ kind: 'approve', id: course.id }, t('approved'), t('approveError'))} loading={action.isPending} aria-label={t('actionLabels.approve', about)}>
                {t('actions.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDialog('reject')} aria-label={t('actionLabels.reject', about)}>
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
            <Link to={paths.adminCourseContent(course.id)} className={buttonClassName({ size: 'sm', variant: 'secondary' })} aria-label={t('actionLabels.content', about)}>
              {t('actions.content')}
            </Link>
          )}
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('actionLabels.edit', about)}>
            {t('actions.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDialog('delete')} aria-label={t('actionLabels.delete', about)}>
            {t('actions.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={dialog === 'reject'}
        title={t('rejectTitle')}
        reason={{ label: t('rejectPrompt'), limit: requestLimits.RejectBodyDto.reason }}
        confirmLabel={t('actions.reject')}
        cancelLabel={t('actions.cancel')}
        busy={action.isPending}
        onConfirm={(reason) => run({ kind: 'reject', id: course.id, reason }, t('rejected'), t('rejectError'))}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('deleteTitle')}
        message={t('deleteConfirm')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={action.isPending}
        onConfirm={() => run({ kind: 'delete', id: course.id })}
        onCancel={() => setDialog(null)}
      />
    </li>
  );
}

function CourseFormDialog({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const { t } = useTranslation(['adminCourses', 'courses']);
  const action = useAdminCourseAction();
  const toast = useToast();
  const fields = useFieldSchemas();
  const initial = editing.mode === 'edit' ? editing.course : null;
  // Completo is accepted only when editing a member's upload.
  const levels = initial?.course_type === 'upload' ? uploadLevels : limits.level.enum;
  // Spec: the form is silently ignored while title or description is empty.
  const schema = useMemo(
    () =>
      z.object({
        title: fields.text(limits.title),
        description: fields.text(limits.description),
        language: fields.choice(limits.language),
        level: fields.choice({ enum: levels }),
        cover_image: fields.text(limits.cover_image),
        instructor_name: fields.text(limits.instructor_name),
        instructor_picture: fields.text(limits.instructor_picture),
        prerequisites: fields.text(limits.prerequisites),
        learning_objectives: fields.text(limits.learning_objectives),
      }),
    [fields, levels],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      language: initial?.language ?? 'en',
      level: initial?.level ?? 'Iniciante',
      cover_image: initial?.cover_image ?? '',
      instructor_name: initial?.instructor_name ?? '',
      instructor_picture: initial?.instructor_picture ?? '',
      prerequisites: '',
      learning_objectives: '',
    },
  });

  const submit = form.handleSubmit((values) => {
    // Fields left empty are not sent.
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as AdminCourseForm;
    action.mutate(editing.mode === 'create' ? { kind: 'create', form: body } : { kind: 'update', id: editing.course.id, form: body }, {
      onSuccess: onClose,
      onError: () => toast.show({ title: t('actionError'), tone: 'error' }),
    });
  });

  return (
    <Dialog open onClose={onClose} title={editing.mode === 'create' ? t('form.createTitle') : t('form.editTitle')} size="md">
      <form className="course-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('form.title')} maxLength={limits.title.maxLength} data-autofocus {...form.register('title')} />
        <TextAreaField label={t('form.description')} rows={4} maxLength={limits.description.maxLength} {...form.register('description')} />
        <div className="field-row">
          <SelectField label={t('form.language')} {...form.register('language')}>
            <LanguageOptions codes={limits.language.enum} />
          </SelectField>
          <SelectField label={t('form.level')} {...form.register('level')}>
            {levels.map((level) => (
              <option key={level} value={level}>
                {t(`courses:levels.${level}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={t('form.cover')} type="url" {...form.register('cover_image')} />
        <TextField label={t('form.instructorName')} maxLength={limits.instructor_name.maxLength} {...form.register('instructor_name')} />
        <TextField label={t('form.instructorPicture')} type="url" {...form.register('instructor_picture')} />
        <TextAreaField label={t('form.prerequisites')} rows={2} maxLength={limits.prerequisites.maxLength} {...form.register('prerequisites')} />
        <TextAreaField label={t('form.objectives')} rows={2} maxLength={limits.learning_objectives.maxLength} {...form.register('learning_objectives')} />
        <Button type="submit" loading={action.isPending}>
          {action.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Dialog>
  );
}
