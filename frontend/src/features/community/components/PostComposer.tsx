import { useId, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { Alert, Button, FormField } from '../../../components/ui';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { errorCodeOf, isNetworkError, retryAfterOf, statusOf } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { cx } from '../../../lib/cx';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { useLanguageName, type LanguageCode } from '../../../lib/languages';
import { useViewer } from '../../../lib/viewer';
import { useCreatePost } from '../api/communityApi';
import { InfoIcon, PenIcon } from './icons';

const limits = requestLimits.CreatePostDto;
/** The languages a post can be about, in the composer's order (the API's list, Portuguese first). */
const POST_LANGUAGES = limits.languages.items.enum;
const EMPTY_POST = { title: '', content: '', languages: [] as LanguageCode[] };

/**
 * "No que você está pensando?" that opens the new-post form: title (within the DTO's length, with a
 * counter), content and the post's languages. The post goes to the review queue.
 */
export function PostComposer() {
  const viewer = useViewer();
  const { t } = useTranslation('community');
  const serverMessage = useServerMessage();
  const labelOf = useLanguageName();
  const create = useCreatePost();

  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const fields = useFieldSchemas();
  // The server's rules for a new post: title and content not blank after trimming, within the
  // DTO's lengths, at least one known language. Every failure shows the one spec message
  // "Por favor, preencha todos os campos obrigatórios...".
  const postSchema = useMemo(
    () =>
      z.object({
        title: fields.text(limits.title),
        content: fields.text(limits.content),
        languages: z.array(fields.choice(limits.languages.items)).min(limits.languages.minItems),
      }),
    [fields],
  );
  const form = useForm({ resolver: zodResolver(postSchema), defaultValues: EMPTY_POST });
  const { title, content, languages } = form.watch();
  const missing = Object.keys(form.formState.errors).length > 0;

  const promptRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const ids = {
    form: useId(),
    heading: useId(),
    content: useId(),
    languages: useId(),
    languagesHint: useId(),
    required: useId(),
    notice: useId(),
  };

  const valid = postSchema.safeParse({ title, content, languages }).success;
  const dirty = title !== '' || content !== '' || languages.length > 0;
  const titleField = form.register('title');

  const expand = () => {
    setOpen(true);
    setSucceeded(false);
    // The form renders on this update; focus its first field once it is there.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const collapse = () => {
    setOpen(false);
    form.clearErrors();
    create.reset();
    requestAnimationFrame(() => promptRef.current?.focus());
  };

  const toggleLanguage = (value: LanguageCode) => {
    const current = form.getValues('languages');
    form.setValue(
      'languages',
      current.includes(value) ? current.filter((language) => language !== value) : [...current, value],
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    // Keep the spec's order whatever order they were ticked in.
    const chosen = POST_LANGUAGES.filter((value) => values.languages.includes(value));
    create.mutate(
      { title: values.title, content: values.content, languages: chosen },
      {
        onSuccess: () => {
          form.reset(EMPTY_POST);
          setSucceeded(true);
          setOpen(false);
          requestAnimationFrame(() => promptRef.current?.focus());
        },
      },
    );
  });

  const errorText = (() => {
    const error = create.error;
    if (!error) return null;
    if (isNetworkError(error)) return t('composer.connectionError');
    if (statusOf(error) === 429) {
      const fallback =
        errorCodeOf(error) === 'COMMUNITY.TOO_MANY_PENDING_POSTS'
          ? t('composer.tooManyPending')
          : t('composer.rateLimited', { count: retryAfterOf(error) ?? 30 });
      return serverMessage(error, fallback);
    }
    if (errorCodeOf(error) === 'IDENTITY.MEMBER_BANNED') return serverMessage(error, t('banned'));
    return t('composer.error', { message: serverMessage(error, t('composer.unknownError')) });
  })();

  return (
    <section className="composer" aria-labelledby={open ? ids.heading : undefined}>
      {succeeded && !open && (
        <Alert variant="success" onDismiss={() => setSucceeded(false)} className="composer__alert">
          {t('composer.success')}
        </Alert>
      )}

      {!open ? (
        <div className="card composer__collapsed">
          <UserAvatar name={viewer.name ?? ''} picture={viewer.picture} size="md" />
          <button
            ref={promptRef}
            type="button"
            className="composer__prompt"
            aria-expanded={false}
            onClick={expand}
          >
            <span>{t('composer.prompt')}</span>
            <PenIcon />
          </button>
        </div>
      ) : (
        <form
          id={ids.form}
          className="card composer__form"
          onSubmit={submit}
          noValidate
          onKeyDown={(event) => {
            // Escape closes the form (the draft stays for the next time it opens).
            if (event.key === 'Escape' && !create.isPending) {
              event.preventDefault();
              collapse();
            }
          }}
        >
          <div className="composer__header">
            <UserAvatar name={viewer.name ?? ''} picture={viewer.picture} size="md" />
            <h2 id={ids.heading} className="composer__heading">
              {t('composer.heading')}
            </h2>
          </div>

          {errorText && (
            <Alert variant="error" onDismiss={() => create.reset()}>
              {errorText}
            </Alert>
          )}

          <FormField label={t('composer.title')} counter={{ text: title, max: limits.title.maxLength }}>
            {({ id, describedBy }) => (
              <input
                id={id}
                className="input"
                type="text"
                autoComplete="off"
                maxLength={limits.title.maxLength}
                placeholder={t('composer.titlePlaceholder')}
                required
                aria-describedby={describedBy}
                aria-invalid={form.formState.errors.title ? true : undefined}
                {...titleField}
                ref={(element) => {
                  titleField.ref(element);
                  titleRef.current = element;
                }}
              />
            )}
          </FormField>

          <div className="field">
            <label className="field__label" htmlFor={ids.content}>
              {t('composer.content')}
            </label>
            <textarea
              id={ids.content}
              className="input textarea composer__content"
              rows={5}
              maxLength={limits.content.maxLength}
              placeholder={t('composer.contentPlaceholder')}
              required
              aria-invalid={form.formState.errors.content ? true : undefined}
              {...form.register('content')}
            />
          </div>

          <fieldset className="field composer__languages" aria-describedby={ids.languagesHint}>
            <legend className="field__label">{t('composer.languages')}</legend>
            <p id={ids.languagesHint} className="field__hint">
              {t('composer.languagesHint')}
            </p>
            <div className="language-options">
              {POST_LANGUAGES.map((code) => {
                const checked = languages.includes(code);
                return (
                  <label key={code} className={cx('language-option', checked && 'language-option--checked')}>
                    <input
                      type="checkbox"
                      className="language-option__input"
                      name="languages"
                      value={code}
                      checked={checked}
                      onChange={() => toggleLanguage(code)}
                    />
                    <span>{labelOf(code)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          {(missing || (dirty && !valid)) && (
            <p id={ids.required} className="composer__required" role={missing ? 'alert' : undefined}>
              <InfoIcon />
              <span>{t('composer.required')}</span>
            </p>
          )}

          <p id={ids.notice} className="composer__notice">
            <InfoIcon />
            <span>{t('composer.reviewNotice')}</span>
          </p>

          <div className="composer__actions">
            <Button variant="secondary" onClick={collapse} disabled={create.isPending}>
              {t('composer.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!valid}
              loading={create.isPending}
              aria-describedby={!valid && dirty ? ids.required : ids.notice}
            >
              {t('composer.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
