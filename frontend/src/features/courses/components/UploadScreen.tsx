import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from '../../../lib/forms/zod';
import { Alert, Button, PageHeader, SelectField, SignInPrompt, TextAreaField, TextField } from '../../../components/ui';
import { CoursesIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toaster';
import { isNetworkError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { paths } from '../../../lib/paths';
import { useUploadCourse } from '../api/coursesApi';
import { LanguageOptions } from '../../../components/languages/LanguageOptions';
import { useViewer } from '../../../lib/viewer';
import '../courses.css';

const limits = requestLimits.UploadCourseDto;

/** /upload-curso: members share a course for approval; guests see Acesso Restrito. */
export function UploadScreen({ onSignIn }: { onSignIn: () => Promise<void> }) {
  const signedIn = useViewer().id !== null;
  const { t } = useTranslation(['courses', 'common']);
  if (!signedIn) {
    return (
      <div className="page container">
        <SignInPrompt
          icon={<CoursesIcon />}
          headingLevel={1}
          title={t('upload.restricted')}
          description={t('upload.restrictedDescription')}
          signInLabel={t('upload.signIn')}
          onSignIn={onSignIn}
          failureText={(error) => (isNetworkError(error) ? t('common:connectionError') : t('upload.signInError'))}
        />
      </div>
    );
  }
  return <UploadForm />;
}

function UploadForm() {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const toast = useToast();
  const serverMessage = useServerMessage();
  const upload = useUploadCourse();
  const fields = useFieldSchemas();
  const [warningOpen, setWarningOpen] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);

  // The spec's checks, each with its message: the required fields, the torrent or the link, the cover.
  const schema = useMemo(() => {
    const required = { required: t('upload.required'), invalid: t('upload.required') };
    return z
      .object({
        title: fields.text(limits.title, required),
        description: fields.text(limits.description, required),
        language: fields.choice(limits.language, required),
        level: fields.choice(limits.level, required),
        cover_image: fields.text(limits.cover_image, { required: t('upload.coverRequired') }),
        uploadType: fields.choice(limits.uploadType),
        url: z.string().trim(),
      })
      .superRefine(({ url, uploadType }, context) => {
        const torrent = uploadType === 'torrent';
        if (!url) {
          context.addIssue({ code: 'custom', path: ['url'], message: torrent ? t('upload.torrentRequired') : t('upload.externalRequired') });
          return;
        }
        // The field's rule as the server declares it (https only; magnet links too for torrents).
        const link = fields.text(torrent ? limits.torrent_file_url : limits.external_link, { invalid: torrent ? t('upload.torrentInvalid') : undefined });
        const checked = link.safeParse(url);
        if (!checked.success) context.addIssue({ code: 'custom', path: ['url'], message: checked.error.issues[0]?.message ?? t('upload.externalRequired') });
      });
  }, [fields, t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { title: '', description: '', language: '', level: '', cover_image: '', uploadType: 'torrent', url: '' },
  });
  const { errors } = form.formState;
  const uploadType = form.watch('uploadType');
  const problem =
    [errors.title, errors.description, errors.language, errors.level, errors.url, errors.cover_image].find(Boolean)?.message ?? failure;

  const submit = form.handleSubmit(({ url, ...course }) => {
    setFailure(null);
    const link = course.uploadType === 'torrent' ? { torrent_file_url: url } : { external_link: url };
    upload.mutate(
      { ...course, ...link },
      {
        onSuccess: () => {
          toast.show({ title: t('upload.success'), tone: 'success' });
          navigate(paths.courses);
        },
        onError: (error) =>
          setFailure(
            isNetworkError(error)
              ? t('upload.connectionError')
              : t('upload.error', { error: serverMessage(error, t('upload.unknownError')) }),
          ),
      },
    );
  });

  return (
    <div className="page container course-upload">
      <PageHeader title={t('upload.title')} subtitle={t('upload.subtitle')} />
      {warningOpen && (
        <Alert variant="info" onDismiss={() => setWarningOpen(false)}>
          {t('upload.warning')}
        </Alert>
      )}
      <form className="course-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('upload.name')} maxLength={limits.title.maxLength} invalid={Boolean(errors.title)} {...form.register('title')} />
        <div className="field-row">
          <SelectField label={t('upload.language')} invalid={Boolean(errors.language)} {...form.register('language')}>
            <option value="">{t('upload.chooseLanguage')}</option>
            <LanguageOptions codes={limits.language.enum} />
          </SelectField>
          <SelectField label={t('upload.level')} invalid={Boolean(errors.level)} {...form.register('level')}>
            <option value="">{t('upload.chooseLevel')}</option>
            {limits.level.enum.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={t('upload.cover')} type="url" invalid={Boolean(errors.cover_image)} {...form.register('cover_image')} />
        <TextAreaField
          label={t('upload.description')}
          rows={5}
          maxLength={limits.description.maxLength}
          invalid={Boolean(errors.description)}
          {...form.register('description')}
        />
        <fieldset className="course-form__method">
          <legend>{t('upload.method')}</legend>
          {limits.uploadType.enum.map((type) => (
            <label key={type} className="course-form__radio">
              <input type="radio" value={type} {...form.register('uploadType')} />
              <span>{t(`upload.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={uploadType === 'torrent' ? t('upload.torrentUrl') : t('upload.externalUrl')}
          invalid={Boolean(errors.url)}
          {...form.register('url')}
        />
        <p className="course-form__notice">{t('upload.notice')}</p>
        {problem && (
          <p className="field__error" role="alert">
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
