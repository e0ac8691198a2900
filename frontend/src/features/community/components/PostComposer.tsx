import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { errorCodeOf, isNetworkError, retryAfterOf, statusOf } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { cx } from '../../../lib/cx';
import { useProfileLanguageLabel } from '../../../lib/profileLanguages';
import { useCreatePost, type PostLanguage } from '../api/communityApi';
import { CONTENT_MAX_LENGTH, POST_LANGUAGES, TITLE_MAX_LENGTH } from '../languages';
import { InfoIcon, PenIcon } from './icons';

export interface Viewer {
  name: string;
  picture: string | null;
}

/**
 * "No que você está pensando?" that opens the new-post form: title (150 characters, with a
 * counter), content and the post's languages. The post goes to the review queue.
 */
export function PostComposer({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('community');
  const serverMessage = useServerMessage();
  const labelOf = useProfileLanguageLabel();
  const create = useCreatePost();

  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [languages, setLanguages] = useState<PostLanguage[]>([]);
  const [missing, setMissing] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const promptRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const ids = {
    form: useId(),
    heading: useId(),
    title: useId(),
    counter: useId(),
    content: useId(),
    languages: useId(),
    languagesHint: useId(),
    required: useId(),
    notice: useId(),
  };

  const valid = title.trim() !== '' && title.length <= TITLE_MAX_LENGTH && content.trim() !== '' && languages.length > 0;
  const dirty = title !== '' || content !== '' || languages.length > 0;

  const expand = () => {
    setOpen(true);
    setSucceeded(false);
    // The form renders on this update; focus its first field once it is there.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const collapse = () => {
    setOpen(false);
    setMissing(false);
    create.reset();
    requestAnimationFrame(() => promptRef.current?.focus());
  };

  const toggleLanguage = (value: PostLanguage) => {
    setLanguages((current) =>
      current.includes(value) ? current.filter((language) => language !== value) : [...current, value],
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!valid) {
      setMissing(true);
      return;
    }
    setMissing(false);
    // Keep the spec's order whatever order they were ticked in.
    const chosen = POST_LANGUAGES.map((option) => option.value).filter((value) => languages.includes(value));
    create.mutate(
      { title: title.trim(), content: content.trim(), languages: chosen },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          setLanguages([]);
          setSucceeded(true);
          setOpen(false);
          requestAnimationFrame(() => promptRef.current?.focus());
        },
      },
    );
  };

  const errorText = (() => {
    const error = create.error;
    if (!error) return null;
    if (isNetworkError(error)) return t('composer.connectionError');
    if (statusOf(error) === 429) {
      const fallback =
        errorCodeOf(error) === 'COMMUNITY.TOO_MANY_PENDING_POSTS'
          ? t('composer.tooManyPending')
          : t('composer.rateLimited', { seconds: retryAfterOf(error) ?? 30 });
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
        <div className="composer__collapsed">
          <UserAvatar name={viewer.name} picture={viewer.picture} size="md" />
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
          className="composer__form"
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
            <UserAvatar name={viewer.name} picture={viewer.picture} size="md" />
            <h2 id={ids.heading} className="composer__heading">
              {t('composer.heading')}
            </h2>
          </div>

          {errorText && (
            <Alert variant="error" onDismiss={() => create.reset()}>
              {errorText}
            </Alert>
          )}

          <div className="field">
            <div className="field__label-row">
              <label className="field__label" htmlFor={ids.title}>
                {t('composer.title')}
              </label>
              <span
                id={ids.counter}
                className={cx('field__counter', title.length >= TITLE_MAX_LENGTH && 'composer__counter--full')}
                aria-label={t('composer.counterLabel', { count: title.length, max: TITLE_MAX_LENGTH })}
              >
                {t('composer.counter', { count: title.length, max: TITLE_MAX_LENGTH })}
              </span>
            </div>
            <input
              ref={titleRef}
              id={ids.title}
              className="input"
              type="text"
              name="title"
              autoComplete="off"
              maxLength={TITLE_MAX_LENGTH}
              placeholder={t('composer.titlePlaceholder')}
              required
              aria-describedby={ids.counter}
              aria-invalid={missing && !title.trim() ? true : undefined}
              value={title}
              onChange={(event) => setTitle(event.target.value.slice(0, TITLE_MAX_LENGTH))}
            />
          </div>

          <div className="field">
            <label className="field__label" htmlFor={ids.content}>
              {t('composer.content')}
            </label>
            <textarea
              id={ids.content}
              className="input textarea composer__content"
              name="content"
              rows={5}
              maxLength={CONTENT_MAX_LENGTH}
              placeholder={t('composer.contentPlaceholder')}
              required
              aria-invalid={missing && !content.trim() ? true : undefined}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </div>

          <fieldset className="field composer__languages" aria-describedby={ids.languagesHint}>
            <legend className="field__label">{t('composer.languages')}</legend>
            <p id={ids.languagesHint} className="field__hint">
              {t('composer.languagesHint')}
            </p>
            <div className="language-options">
              {POST_LANGUAGES.map((option) => {
                const checked = languages.includes(option.value);
                return (
                  <label key={option.value} className={cx('language-option', checked && 'language-option--checked')}>
                    <input
                      type="checkbox"
                      className="language-option__input"
                      name="languages"
                      value={option.value}
                      checked={checked}
                      onChange={() => toggleLanguage(option.value)}
                    />
                    <span>{labelOf(option.value)}</span>
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
