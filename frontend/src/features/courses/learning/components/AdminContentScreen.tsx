import '../learning.css';
import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from '../../../../lib/forms/zod';
import { Button, CheckboxField, EmptyState, ErrorState, LoadingCard, SelectField, TextAreaField, TextField } from '../../../../components/ui';
import { ConfirmDialog, Dialog } from '../../../../components/ui/Dialog';
import { errorCodeOf } from '../../../../lib/api/errors';
import { requestLimits } from '../../../../lib/api/limits';
import { excerpt } from '../../../../lib/excerpt';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../../lib/forms/fieldSchemas';
import { paths } from '../../../../lib/paths';
import { useLanguageName } from '../../../../lib/languages';
import { CourseUnavailable } from './CourseUnavailable';
import { useCourseLevelName } from '../../components/LevelBadge';
import { QuizEditor } from '../../quiz/components/LazyQuizEditor';
import { formatDuration, useContentAction, useCourse, useModules, type CourseModule, type Lesson } from '../api/learningApi';

const moduleLimits = requestLimits.ModuleBodyDto;
const lessonLimits = requestLimits.LessonBodyDto;

type Editing =
  | { kind: 'module'; module: CourseModule | null }
  | { kind: 'lesson'; moduleId: string; lesson: Lesson | null }
  | { kind: 'deleteModule'; module: CourseModule }
  | { kind: 'deleteLesson'; lesson: Lesson }
  | { kind: 'quiz'; lesson: Lesson }
  | null;


/** /admin/courses/{id}/content: modules and lessons of an administrators' course. */
export function AdminContentScreen({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const languageName = useLanguageName();
  const levelName = useCourseLevelName();
  const course = useCourse(courseId);
  const isAdminCourse = course.data?.course_type === 'admin';
  const modules = useModules(courseId, isAdminCourse);
  const [editing, setEditing] = useState<Editing>(null);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const action = useContentAction(courseId);
  const serverMessage = useServerMessage();

  if (course.isPending || course.isError) return <CourseUnavailable loading={course.isPending} backTo={paths.adminCourses} />;
  const c = course.data;
  const toggle = (id: string) =>
    setCollapsed((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const confirmDelete = () => {
    if (editing?.kind === 'deleteModule') action.mutate({ kind: 'deleteModule', moduleId: editing.module.id }, { onSuccess: () => setEditing(null) });
    if (editing?.kind === 'deleteLesson') action.mutate({ kind: 'deleteLesson', lessonId: editing.lesson.id }, { onSuccess: () => setEditing(null) });
  };

  return (
    <div className="page container admin-content">
      <Link to={paths.adminCourses} className="lesson__back">
        {t('admin.backToCourses')}
      </Link>
      <header className="admin-content__header">
        <div>
          <h1 className="page__title">{c.title}</h1>
          <p>
            {languageName(c.language)} · {levelName(c.level)}
          </p>
        </div>
        {isAdminCourse && <Button onClick={() => setEditing({ kind: 'module', module: null })}>{t('admin.newModule')}</Button>}
      </header>
      {!isAdminCourse && <p role="note">{t('admin.onlyAdminCourses')}</p>}
      {isAdminCourse && modules.isPending && <LoadingCard label={t('loading')} />}
      {modules.isError && <ErrorState message={t('admin.loadError')} onRetry={() => void modules.refetch()} headingLevel={2} />}
      {modules.data?.length === 0 && <EmptyState title={t('course.noModules')} headingLevel={2} />}
      {modules.data?.map((m) => {
        const open = !collapsed.has(m.id);
        return (
          <section key={m.id} className="admin-module" aria-label={m.title}>
            <div className="admin-module__head">
              <button type="button" className="admin-module__toggle" aria-expanded={open} onClick={() => toggle(m.id)} aria-label={open ? t('admin.collapse', { title: m.title }) : t('admin.expand', { title: m.title })}>
                {open ? '▾' : '▸'}
              </button>
              <h2 className="admin-module__title">
                {m.module_order}. {m.title}
              </h2>
              <span>{t('admin.lessonCount', { count: m.lessons.length })}</span>
              {m.is_locked && <span className="learning-tag learning-tag--locked">{t('course.locked')}</span>}
              <span className="admin-module__actions">
                <Button size="sm" onClick={() => setEditing({ kind: 'lesson', moduleId: m.id, lesson: null })} aria-label={t('admin.newLessonIn', { title: excerpt(m.title) })}>
                  {t('admin.lesson')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'module', module: m })} aria-label={t('admin.editModuleLabel', { title: excerpt(m.title) })}>
                  {t('admin.edit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setEditing({ kind: 'deleteModule', module: m })} aria-label={t('admin.deleteModuleLabel', { title: excerpt(m.title) })}>
                  {t('admin.delete')}
                </Button>
              </span>
            </div>
            {open &&
              (m.lessons.length === 0 ? (
                <p className="learning-empty">{t('course.noLessons')}</p>
              ) : (
                <ol className="admin-lessons">
                  {m.lessons.map((l) => (
                    <li key={l.id} className="admin-lesson">
                      <div>
                        <strong>{l.title}</strong>
                        {l.description && <p className="member-text">{l.description}</p>}
                        <p className="learning-lesson__meta">
                          {formatDuration(l.duration_seconds)} · {t('course.xp', { xp: l.xp_reward })}
                          {l.material_url && <span className="learning-tag">{t('admin.material')}</span>}
                          {(l.quiz_questions ?? 0) > 0 && <span className="learning-tag">{t('quizEditor.tag', { n: l.quiz_questions })}</span>}
                          {l.is_free && <span className="learning-tag learning-tag--free">{t('course.free')}</span>}
                          {!l.is_active && <span className="learning-tag">{t('admin.inactive')}</span>}
                        </p>
                      </div>
                      <span className="admin-module__actions">
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'lesson', moduleId: m.id, lesson: l })} aria-label={t('admin.editLessonLabel', { title: excerpt(l.title) })}>
                          {t('admin.edit')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'quiz', lesson: l })} aria-label={`${t('quizEditor.open')}: ${l.title}`}>
                          {t('quizEditor.open')}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setEditing({ kind: 'deleteLesson', lesson: l })} aria-label={t('admin.deleteLessonLabel', { title: excerpt(l.title) })}>
                          {t('admin.delete')}
                        </Button>
                      </span>
                    </li>
                  ))}
                </ol>
              ))}
          </section>
        );
      })}
      {editing?.kind === 'module' && <ModuleDialog courseId={courseId} module={editing.module} onClose={() => setEditing(null)} />}
      {editing?.kind === 'lesson' && (
        <LessonDialog courseId={courseId} moduleId={editing.moduleId} modules={modules.data ?? []} lesson={editing.lesson} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'quiz' && <QuizEditor courseId={courseId} lesson={editing.lesson} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={editing?.kind === 'deleteModule' || editing?.kind === 'deleteLesson'}
        title={t('admin.delete')}
        message={editing?.kind === 'deleteModule' ? t('admin.deleteModuleConfirm') : t('admin.deleteLessonConfirm')}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        variant="danger"
        busy={action.isPending}
        error={action.isError ? serverMessage(action.error, t('admin.saveError')) : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}

/** Saves a module or a lesson and closes the dialog; the server's field errors show under their fields. */
function useSave(courseId: string, onClose: () => void) {
  const action = useContentAction(courseId);
  const serverMessage = useServerMessage();
  const { t } = useTranslation('learning');
  const fields = (action.error as { body?: { fields?: Record<string, string[]> } } | null)?.body?.fields;
  return {
    action,
    error: action.isError ? serverMessage(action.error, t('admin.saveError')) : null,
    fieldError: (name: string) => (errorCodeOf(action.error) && fields?.[name]?.[0]) || undefined,
    run: (input: Parameters<typeof action.mutate>[0]) => action.mutate(input, { onSuccess: onClose }),
  };
}

function DialogButtons({ saving, onClose }: { saving: boolean; onClose: () => void }) {
  const { t } = useTranslation('learning');
  return (
    <div className="admin-form__buttons">
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('admin.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('admin.save')}
      </Button>
    </div>
  );
}

function ModuleDialog({ courseId, module, onClose }: { courseId: string; module: CourseModule | null; onClose: () => void }) {
  const { t } = useTranslation('learning');
  const fields = useFieldSchemas();
  const save = useSave(courseId, onClose);
  const schema = useMemo(
    () => z.object({ title: fields.text(moduleLimits.title), description: fields.text(moduleLimits.description), is_locked: z.boolean() }),
    [fields],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { title: module?.title ?? '', description: module?.description ?? '', is_locked: module?.is_locked ?? false },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.run(module ? { kind: 'updateModule', moduleId: module.id, body } : { kind: 'createModule', body }),
  );
  return (
    <Dialog open onClose={onClose} title={module ? t('admin.editModule') : t('admin.newModule')} size="md">
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('admin.fields.title')}
          maxLength={moduleLimits.title.maxLength}
          error={errors.title?.message ?? save.fieldError('title')}
          {...form.register('title')}
        />
        <TextAreaField
          label={t('admin.fields.description')}
          rows={3}
          maxLength={moduleLimits.description.maxLength}
          error={errors.description?.message ?? save.fieldError('description')}
          {...form.register('description')}
        />
        <CheckboxField label={t('admin.fields.locked')} {...form.register('is_locked')} />
        {save.error && <p role="alert" className="field__error">{save.error}</p>}
        <DialogButtons saving={save.action.isPending} onClose={onClose} />
      </form>
    </Dialog>
  );
}

function LessonDialog({
  courseId,
  moduleId,
  modules,
  lesson,
  onClose,
}: {
  courseId: string;
  moduleId: string;
  modules: CourseModule[];
  lesson: Lesson | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('learning');
  const fields = useFieldSchemas();
  const save = useSave(courseId, onClose);
  const schema = useMemo(
    () =>
      z.object({
        module_id: fields.text(lessonLimits.module_id),
        title: fields.text(lessonLimits.title),
        description: fields.text(lessonLimits.description),
        youtube_video_id: fields.text(lessonLimits.youtube_video_id),
        duration_seconds: fields.number(lessonLimits.duration_seconds, {}, { integer: true }),
        xp_reward: fields.number(lessonLimits.xp_reward, {}, { integer: true }),
        material_url: fields.text(lessonLimits.material_url),
        material_description: fields.text(lessonLimits.material_description),
        is_active: z.boolean(),
        is_free: z.boolean(),
      }),
    [fields],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      module_id: lesson?.module_id ?? moduleId,
      title: lesson?.title ?? '',
      description: lesson?.description ?? '',
      youtube_video_id: lesson?.youtube_video_id ?? '',
      duration_seconds: lesson?.duration_seconds ?? 0,
      xp_reward: lesson?.xp_reward ?? 10,
      material_url: lesson?.material_url ?? '',
      material_description: lesson?.material_description ?? '',
      is_active: lesson?.is_active ?? true,
      is_free: lesson?.is_free ?? false,
    },
  });
  const errorOf = (name: keyof typeof form.formState.errors) => form.formState.errors[name]?.message ?? save.fieldError(name);
  const submit = form.handleSubmit((body) =>
    save.run(lesson ? { kind: 'updateLesson', lessonId: lesson.id, body } : { kind: 'createLesson', body }),
  );
  return (
    <Dialog open onClose={onClose} title={lesson ? t('admin.editLesson') : t('admin.newLesson')} size="md">
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField label={t('admin.fields.module')} {...form.register('module_id')}>
          {modules.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.fields.title')} maxLength={lessonLimits.title.maxLength} error={errorOf('title')} {...form.register('title')} />
        <TextAreaField
          label={t('admin.fields.description')}
          rows={3}
          maxLength={lessonLimits.description.maxLength}
          error={errorOf('description')}
          {...form.register('description')}
        />
        <TextField label={t('admin.fields.video')} error={errorOf('youtube_video_id')} {...form.register('youtube_video_id')} />
        <div className="field-row">
          <TextField
            label={t('admin.fields.duration')}
            type="number"
            min={lessonLimits.duration_seconds.minimum}
            step={1}
            error={errorOf('duration_seconds')}
            {...form.register('duration_seconds', { valueAsNumber: true })}
          />
          <TextField
            label={t('admin.fields.xp')}
            type="number"
            min={lessonLimits.xp_reward.minimum}
            max={lessonLimits.xp_reward.maximum}
            step={1}
            error={errorOf('xp_reward')}
            {...form.register('xp_reward', { valueAsNumber: true })}
          />
        </div>
        <TextField label={t('admin.fields.materialUrl')} type="url" error={errorOf('material_url')} {...form.register('material_url')} />
        <TextField
          label={t('admin.fields.materialDescription')}
          maxLength={lessonLimits.material_description.maxLength}
          error={errorOf('material_description')}
          {...form.register('material_description')}
        />
        <CheckboxField label={t('admin.fields.active')} {...form.register('is_active')} />
        <CheckboxField label={t('admin.fields.free')} {...form.register('is_free')} />
        {save.error && <p role="alert" className="field__error">{save.error}</p>}
        <DialogButtons saving={save.action.isPending} onClose={onClose} />
      </form>
    </Dialog>
  );
}
