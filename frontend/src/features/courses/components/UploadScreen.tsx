import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, EmptyState } from '../../../components/ui';
import { useToast } from '../../../components/ui/Toaster';
import { isNetworkError, serverMessageOf } from '../../../lib/api/errors';
import { useLanguage } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { useUploadCourse, type UploadForm } from '../api/coursesApi';
import { COURSE_LANGUAGES, COURSE_LEVELS, useLanguageName } from '../languages';
import '../courses.css';

const EMPTY = { title: '', description: '', language: '', level: '', cover_image: '', url: '', uploadType: 'torrent' as 'torrent' | 'external' };

/** /upload-curso: members share a course for approval; guests see Acesso Restrito. */
export function UploadScreen({ signedIn, onSignIn }: { signedIn: boolean; onSignIn: () => void }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const toast = useToast();
  const { language: uiLanguage } = useLanguage();
  const languageName = useLanguageName();
  const upload = useUploadCourse();
  const [form, setForm] = useState(EMPTY);
  const [warningOpen, setWarningOpen] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <div className="page container">
        <EmptyState
          title={t('upload.restricted')}
          description={t('upload.restrictedDescription')}
          action={
            <Button size="sm" onClick={onSignIn}>
              {t('upload.signIn')}
            </Button>
          }
        />
      </div>
    );
  }

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!form.title.trim() || !form.description.trim() || !form.language || !form.level) return setProblem(t('upload.required'));
    if (!form.url.trim()) return setProblem(form.uploadType === 'torrent' ? t('upload.torrentRequired') : t('upload.externalRequired'));
    if (!form.cover_image.trim()) return setProblem(t('upload.coverRequired'));
    const body: UploadForm = {
      title: form.title,
      description: form.description,
      language: form.language,
      level: form.level,
      cover_image: form.cover_image.trim(),
      uploadType: form.uploadType,
      ...(form.uploadType === 'torrent' ? { torrent_file_url: form.url.trim() } : { external_link: form.url.trim() }),
    } as UploadForm;
    upload.mutate(body, {
      onSuccess: () => {
        toast.show({ title: t('upload.success'), tone: 'success' });
        navigate(paths.courses);
      },
      onError: (failure) =>
        setProblem(
          isNetworkError(failure)
            ? t('upload.connectionError')
            : t('upload.error', { error: (uiLanguage === 'pt' ? serverMessageOf(failure) : undefined) ?? t('upload.unknownError') }),
        ),
    });
  };

  return (
    <div className="page container course-upload">
      <header className="page__header">
        <h1 className="page__title">{t('upload.title')}</h1>
        <p className="courses__subtitle">{t('upload.subtitle')}</p>
      </header>
      {warningOpen && (
        <Alert variant="info" onDismiss={() => setWarningOpen(false)}>
          {t('upload.warning')}
        </Alert>
      )}
      <form className="course-form" onSubmit={submit} noValidate>
        <label>
          <span>{t('upload.name')}</span>
          <input value={form.title} onChange={set('title')} maxLength={150} name="title" />
        </label>
        <div className="course-form__row">
          <label>
            <span>{t('upload.language')}</span>
            <select value={form.language} onChange={set('language')} name="language" aria-label={t('upload.language')}>
              <option value="">{t('upload.chooseLanguage')}</option>
              {COURSE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('upload.level')}</span>
            <select value={form.level} onChange={set('level')} name="level" aria-label={t('upload.level')}>
              <option value="">{t('upload.chooseLevel')}</option>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`levels.${level}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label>
          <span>{t('upload.cover')}</span>
          <input type="url" value={form.cover_image} onChange={set('cover_image')} name="cover_image" />
        </label>
        <label>
          <span>{t('upload.description')}</span>
          <textarea value={form.description} onChange={set('description')} rows={5} maxLength={5000} name="description" />
        </label>
        <fieldset className="course-form__method">
          <legend>{t('upload.method')}</legend>
          {(['torrent', 'external'] as const).map((type) => (
            <label key={type} className="course-form__radio">
              <input type="radio" name="uploadType" value={type} checked={form.uploadType === type} onChange={() => setForm({ ...form, uploadType: type })} />
              <span>{t(`upload.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        <label>
          <span>{form.uploadType === 'torrent' ? t('upload.torrentUrl') : t('upload.externalUrl')}</span>
          <input value={form.url} onChange={set('url')} name="url" />
        </label>
        <p className="course-form__notice">{t('upload.notice')}</p>
        {problem && (
          <p className="course-card__error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" loading={upload.isPending}>
          {upload.isPending ? t('upload.sending') : t('upload.submit')}
        </Button>
      </form>
    </div>
  );
}
