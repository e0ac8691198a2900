import '../learning.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingCard, buttonClassName } from '../../../../components/ui';
import { ConfirmDialog, Dialog } from '../../../../components/ui/Dialog';
import { errorCodeOf } from '../../../../lib/api/errors';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { paths } from '../../../../lib/paths';
import { useLanguageName } from '../../../../lib/languages';
import { formatDuration, useContentAction, useCourse, useModules, type CourseModule, type Lesson } from '../api/learningApi';

type Editing =
  | { kind: 'module'; module: CourseModule | null }
  | { kind: 'lesson'; moduleId: string; lesson: Lesson | null }
  | { kind: 'deleteModule'; module: CourseModule }
  | { kind: 'deleteLesson'; lesson: Lesson }
  | null;

/** /admin/courses/{id}/content: modules and lessons of an administrators' course. */
export function AdminContentScreen({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const languageName = useLanguageName();
  const course = useCourse(courseId);
  const isAdminCourse = course.data?.course_type === 'admin';
  const modules = useModules(courseId, isAdminCourse);
  const [editing, setEditing] = useState<Editing>(null);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const action = useContentAction(courseId);
  const serverMessage = useServerMessage();

  if (course.isPending) return <div className="page container"><LoadingCard label={t('loading')} /></div>;
  if (course.isError)
    return (
      <div className="page container">
        <EmptyState title={t('admin.notFound')} action={<Link className={buttonClassName()} to={paths.adminCourses}>{t('admin.backToCourses')}</Link>} headingLevel={1} />
      </div>
    );
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
            {languageName(c.language)} · {c.level}
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
                <Button size="sm" onClick={() => setEditing({ kind: 'lesson', moduleId: m.id, lesson: null })}>
                  {t('admin.lesson')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'module', module: m })}>
                  {t('admin.edit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setEditing({ kind: 'deleteModule', module: m })}>
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
                          {l.is_free && <span className="learning-tag learning-tag--free">{t('course.free')}</span>}
                          {!l.is_active && <span className="learning-tag">{t('admin.inactive')}</span>}
                        </p>
                      </div>
                      <span className="admin-module__actions">
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'lesson', moduleId: m.id, lesson: l })}>
                          {t('admin.edit')}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setEditing({ kind: 'deleteLesson', lesson: l })}>
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

function ModuleDialog({ courseId, module, onClose }: { courseId: string; module: CourseModule | null; onClose: () => void }) {
  const { t } = useTranslation('learning');
  const [title, setTitle] = useState(module?.title ?? '');
  const [description, setDescription] = useState(module?.description ?? '');
  const [locked, setLocked] = useState(module?.is_locked ?? false);
  const save = useSave(courseId, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title, description, is_locked: locked };
    save.run(module ? { kind: 'updateModule', moduleId: module.id, body } : { kind: 'createModule', body });
  };
  return (
    <Dialog open onClose={onClose} title={module ? t('admin.editModule') : t('admin.newModule')} size="md">
      <form className="admin-form" onSubmit={submit}>
        <label>
          {t('admin.fields.title')}
          <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={150} />
        </label>
        <label>
          {t('admin.fields.description')}
          <textarea name="description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </label>
        <label className="admin-form__check">
          <input type="checkbox" name="is_locked" checked={locked} onChange={(e) => setLocked(e.target.checked)} /> {t('admin.fields.locked')}
        </label>
        {save.error && <p role="alert" className="lesson__error">{save.error}</p>}
        <div className="admin-form__buttons">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={save.action.isPending}>
            {t('admin.save')}
          </Button>
        </div>
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
  const [form, setForm] = useState({
    module_id: lesson?.module_id ?? moduleId,
    title: lesson?.title ?? '',
    description: lesson?.description ?? '',
    youtube_video_id: lesson?.youtube_video_id ?? '',
    duration_seconds: String(lesson?.duration_seconds ?? 0),
    xp_reward: String(lesson?.xp_reward ?? 10),
    material_url: lesson?.material_url ?? '',
    material_description: lesson?.material_description ?? '',
    is_active: lesson?.is_active ?? true,
    is_free: lesson?.is_free ?? false,
  });
  const save = useSave(courseId, onClose);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, duration_seconds: Number(form.duration_seconds), xp_reward: Number(form.xp_reward) };
    save.run(lesson ? { kind: 'updateLesson', lessonId: lesson.id, body } : { kind: 'createLesson', body });
  };
  const field = (name: string) => save.fieldError(name) && <span className="admin-form__error">{save.fieldError(name)}</span>;
  return (
    <Dialog open onClose={onClose} title={lesson ? t('admin.editLesson') : t('admin.newLesson')} size="md">
      <form className="admin-form" onSubmit={submit}>
        <label>
          {t('admin.fields.module')}
          <select name="module_id" value={form.module_id} onChange={set('module_id')}>
            {modules.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.fields.title')}
          <input name="title" value={form.title} onChange={set('title')} required maxLength={150} />
          {field('title')}
        </label>
        <label>
          {t('admin.fields.description')}
          <textarea name="description" value={form.description} onChange={set('description')} rows={3} />
        </label>
        <label>
          {t('admin.fields.video')}
          <input name="youtube_video_id" value={form.youtube_video_id} onChange={set('youtube_video_id')} required />
          {field('youtube_video_id')}
        </label>
        <div className="admin-form__row">
          <label>
            {t('admin.fields.duration')}
            <input name="duration_seconds" type="number" min={0} step={1} value={form.duration_seconds} onChange={set('duration_seconds')} />
            {field('duration_seconds')}
          </label>
          <label>
            {t('admin.fields.xp')}
            <input name="xp_reward" type="number" min={0} max={500} step={1} value={form.xp_reward} onChange={set('xp_reward')} />
            {field('xp_reward')}
          </label>
        </div>
        <label>
          {t('admin.fields.materialUrl')}
          <input name="material_url" type="url" value={form.material_url} onChange={set('material_url')} />
          {field('material_url')}
        </label>
        <label>
          {t('admin.fields.materialDescription')}
          <input name="material_description" value={form.material_description} onChange={set('material_description')} />
        </label>
        <label className="admin-form__check">
          <input type="checkbox" name="is_active" checked={form.is_active} onChange={(e) => setForm((f) => ({ ...f, is_active: e.target.checked }))} />{' '}
          {t('admin.fields.active')}
        </label>
        <label className="admin-form__check">
          <input type="checkbox" name="is_free" checked={form.is_free} onChange={(e) => setForm((f) => ({ ...f, is_free: e.target.checked }))} />{' '}
          {t('admin.fields.free')}
        </label>
        {save.error && <p role="alert" className="lesson__error">{save.error}</p>}
        <div className="admin-form__buttons">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={save.action.isPending}>
            {t('admin.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
