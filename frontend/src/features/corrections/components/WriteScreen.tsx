import { useEffect, useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingCard, PageHeader, TextAreaField, TextField, buttonClassName } from '../../../components/ui';
import { CorrectionsIcon } from '../../../components/ui/icons';
import { statusOf } from '../../../lib/api/errors';
import { cx } from '../../../lib/cx';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { z } from '../../../lib/forms/zod';
import { useLanguageName } from '../../../lib/languages';
import { paths } from '../../../lib/paths';
import {
  useCreateWriting,
  useMyLanguages,
  useUpdateWriting,
  useWriting,
  useWritingPrompts,
  type NewWriting,
  type WritingDetail,
  type WritingLanguage,
} from '../api/correctionsApi';
import { writingLimits } from '../api/limits';
import { useCorrectionsErrorText } from '../hooks/useCorrectionsErrorText';
import { WRITING_LANGUAGES } from '../languages';
import { MAX_SENTENCES, splitSentences } from '../sentences';
import '../corrections.css';

/** /correcoes/escrever: a new text. */
export function WriteScreen() {
  const { t } = useTranslation('corrections');
  return (
    <div className="page container corrections corrections--narrow">
      <Link to={paths.corrections} className="corrections__back">
        {t('write.back')}
      </Link>
      <PageHeader title={t('write.title')} subtitle={t('write.intro')} />
      <WritingForm />
    </div>
  );
}

/** /correcoes/{id}/editar: the author's text, editable until its first correction. */
export function EditWritingScreen({ writingId }: { writingId: string }) {
  const { t } = useTranslation('corrections');
  const writing = useWriting(writingId);
  const body = (() => {
    if (writing.isPending) return <LoadingCard label={t('writing.loading')} />;
    if (writing.isError) {
      if (statusOf(writing.error) === 404) return <EmptyState icon={<CorrectionsIcon />} title={t('write.notFound')} />;
      return <ErrorState message={t('writing.loadError')} onRetry={() => void writing.refetch()} retrying={writing.isFetching} />;
    }
    if (!writing.data.viewer.isAuthor || writing.data.locked) return <Alert variant="info">{t('write.locked')}</Alert>;
    return <WritingForm editing={writing.data} />;
  })();
  return (
    <div className="page container corrections corrections--narrow">
      <Link to={paths.writing(writingId)} className="corrections__back">
        {t('writing.back')}
      </Link>
      <PageHeader title={t('write.editTitle')} />
      {body}
    </div>
  );
}

interface FormValues {
  language: WritingLanguage | '';
  title: string;
  text: string;
  promptId: string;
}

function WritingForm({ editing }: { editing?: WritingDetail }) {
  const { t } = useTranslation('corrections');
  const navigate = useNavigate();
  const fields = useFieldSchemas();
  const languages = useMyLanguages();
  const prompts = useWritingPrompts();
  const labelOf = useLanguageName();
  const errorText = useCorrectionsErrorText();
  const create = useCreateWriting();
  const update = useUpdateWriting(editing?.id ?? '');
  const send = editing ? update : create;
  const ids = { language: useId(), languageHint: useId(), preview: useId(), count: useId() };

  // Only the languages the member has not declared Nativo: one writes what one is learning.
  const open = WRITING_LANGUAGES.filter(
    (code) => !(languages.data ?? []).some((entry) => entry.language === code && entry.proficiency === 'Nativo'),
  );

  const schema = useMemo(
    () =>
      z.object({
        language: fields.choice(writingLimits.language),
        title: fields.text(writingLimits.title),
        text: fields
          .text(writingLimits.text, { required: t('write.textRequired') })
          .refine((text) => splitSentences(text).length <= MAX_SENTENCES, { error: t('write.tooManySentences', { max: MAX_SENTENCES }) }),
        promptId: z.string(),
      }),
    [fields, t],
  );
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      language: editing?.language ?? '',
      title: editing?.title ?? '',
      text: editing?.text ?? '',
      promptId: editing?.prompt?.id ?? '',
    },
  });
  const { language, title, text, promptId } = form.watch();

  // A single open language is the only choice: chosen for the member.
  useEffect(() => {
    if (!editing && open.length === 1 && form.getValues('language') === '') form.setValue('language', open[0]!);
  }, [editing, open, form]);

  const sentences = useMemo(() => splitSentences(text), [text]);
  const todays = (prompts.data ?? []).filter((prompt) => prompt.language === language);

  const submit = form.handleSubmit((values) => {
    if (send.isPending || values.language === '') return;
    const body: NewWriting = {
      language: values.language,
      text: values.text.trim(),
      ...(values.title.trim() ? { title: values.title.trim() } : {}),
      ...(values.promptId && todays.some((prompt) => prompt.id === values.promptId) ? { promptId: values.promptId } : {}),
    };
    send.mutate(body, { onSuccess: (saved) => void navigate(paths.writing(saved.id)) });
  });

  if (languages.isPending) return <LoadingCard label={t('writing.loading')} />;
  if (languages.isError) return <ErrorState message={t('write.error')} onRetry={() => void languages.refetch()} retrying={languages.isFetching} />;
  if (open.length === 0) return <Alert variant="info">{t('write.noLanguage')}</Alert>;

  const errors = form.formState.errors;
  return (
    <Card as="section" className="writing-form">
      <form onSubmit={submit} noValidate>
        {send.error && (
          <Alert variant="error" onDismiss={() => send.reset()}>
            {errorText(send.error, t('write.error'))}
          </Alert>
        )}

        <fieldset className="field" aria-describedby={ids.languageHint}>
          <legend className="field__label">{t('write.language')}</legend>
          <p id={ids.languageHint} className="field__hint">
            {t('write.languageHint')}
          </p>
          <div className="corrections-choices">
            {open.map((code) => (
              <label key={code} className={cx('corrections-choice', language === code && 'corrections-choice--checked')}>
                <input type="radio" className="corrections-choice__input" value={code} {...form.register('language')} />
                <span>{labelOf(code)}</span>
              </label>
            ))}
          </div>
          {errors.language && (
            <p className="field__error" role="alert">
              {errors.language.message}
            </p>
          )}
        </fieldset>

        {todays.length > 0 && (
          <fieldset className="field">
            <legend className="field__label">{t('write.prompt')}</legend>
            <div className="corrections-choices">
              {[{ id: '', text: t('write.promptNone') }, ...todays].map((prompt) => (
                <label key={prompt.id || 'none'} className={cx('corrections-choice', promptId === prompt.id && 'corrections-choice--checked')}>
                  <input type="radio" className="corrections-choice__input" value={prompt.id} {...form.register('promptId')} />
                  <span>
                    <bdi>{prompt.text}</bdi>
                  </span>
                </label>
              ))}
            </div>
            <p className="field__hint">{t('write.promptHint')}</p>
          </fieldset>
        )}

        <TextField
          label={t('write.titleField')}
          counter={{ text: title, max: writingLimits.title.maxLength }}
          maxLength={writingLimits.title.maxLength}
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />

        <TextAreaField
          label={t('write.text')}
          counter={{ text, max: writingLimits.text.maxLength }}
          maxLength={writingLimits.text.maxLength}
          rows={8}
          placeholder={t('write.textPlaceholder')}
          error={errors.text?.message}
          {...form.register('text')}
        />

        <section className="writing-preview" aria-labelledby={ids.preview}>
          <div className="writing-preview__head">
            <h2 id={ids.preview} className="writing-preview__title">
              {t('write.preview')}
            </h2>
            <span id={ids.count} className={cx('writing-preview__count', sentences.length > MAX_SENTENCES && 'writing-preview__count--over')}>
              {t('write.previewCount', { count: sentences.length, max: MAX_SENTENCES })}
            </span>
          </div>
          {sentences.length === 0 ? (
            <p className="field__hint">{t('write.previewEmpty')}</p>
          ) : (
            <ol className="writing-preview__list">
              {sentences.map((sentence, index) => (
                <li key={`${index}:${sentence}`}>
                  <bdi>{sentence}</bdi>
                </li>
              ))}
            </ol>
          )}
        </section>

        <div className="writing-form__actions">
          <Link to={editing ? paths.writing(editing.id) : paths.corrections} className={buttonClassName({ variant: 'secondary' })}>
            {t('write.cancel')}
          </Link>
          <Button type="submit" loading={send.isPending}>
            {editing ? t('write.save') : t('write.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
