import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Button, Card, FormField, Spinner } from '../../../components/ui';
import { CloseIcon } from '../../../components/ui/icons';
import { NAMESPACES } from '../../../i18n';
import { isNetworkError } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import {
  LANGUAGE_CODES,
  PROFICIENCY_LEVELS,
  PROFILE_LANGUAGES,
  proficiencyKey,
  useLanguageName,
  type LanguageCode,
  type Proficiency,
} from '../../../lib/profileLanguages';
import {
  useCompleteProfile,
  useSaveProfileSetup,
  useSkipProfileSetup,
  type ProfileSetupInput,
  type UserLanguage,
} from '../api/profileApi';
import '../profile.css';

export const NAME_MAX_LENGTH = 100;
export const BIOGRAPHY_MAX_LENGTH = 500;

const PROFICIENCY_VALUES = PROFICIENCY_LEVELS.map((level) => level.value) as [Proficiency, ...Proficiency[]];

/**
 * The server's profile rules (identity/domain/profile.ts): a name not blank after trimming (the
 * spec's "Por favor, preencha seu nome"), lengths, and known languages each listed once.
 */
const profileSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(NAME_MAX_LENGTH, 'nameTooLong'),
  biography: z.string().trim().max(BIOGRAPHY_MAX_LENGTH),
  userLanguages: z.array(z.object({ language: z.enum(LANGUAGE_CODES), proficiency: z.enum(PROFICIENCY_VALUES) })),
});
type ProfileValues = z.input<typeof profileSchema>;

export interface ProfileSetupProps {
  /** Name to start from when the profile has none yet: the member's Google name. */
  fallbackName: string;
  /** After saving or skipping; the page moves on to the dashboard. */
  onFinished: () => void;
}

/** First-time profile: full name, biography and the languages the member speaks. */
export function ProfileSetup({ fallbackName, onFinished }: ProfileSetupProps) {
  const { t } = useTranslation('profile');
  const profile = useCompleteProfile();

  return (
    <Card className="profile-setup">
      <header className="profile-setup__header">
        <h1 className="page__title">{t('setup.title')}</h1>
        <p className="profile-setup__intro">{t('setup.intro')}</p>
      </header>
      {profile.isPending ? (
        <div className="profile-setup__loading">
          <Spinner size="lg" label={t('setup.loading')} showLabel />
        </div>
      ) : (
        <ProfileSetupForm
          initial={{
            name: profile.data?.name?.trim() || fallbackName,
            biography: profile.data?.biography ?? '',
            userLanguages: profile.data?.userLanguages ?? [],
          }}
          loadFailed={profile.isError}
          onFinished={onFinished}
        />
      )}
    </Card>
  );
}

interface ProfileSetupFormProps {
  initial: ProfileSetupInput;
  loadFailed: boolean;
  onFinished: () => void;
}

function ProfileSetupForm({ initial, loadFailed, onFinished }: ProfileSetupFormProps) {
  const { t } = useTranslation(NAMESPACES);
  const serverMessage = useServerMessage();
  const save = useSaveProfileSetup();
  const skip = useSkipProfileSetup();

  const form = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: initial.name,
      biography: initial.biography.slice(0, BIOGRAPHY_MAX_LENGTH),
      // Values this client does not know are left out rather than sent back refused.
      userLanguages: initial.userLanguages.filter(
        (entry): entry is ProfileValues['userLanguages'][number] =>
          (LANGUAGE_CODES as readonly string[]).includes(entry.language) &&
          (PROFICIENCY_VALUES as readonly string[]).includes(entry.proficiency),
      ),
    },
  });
  const biography = form.watch('biography');
  const languages: UserLanguage[] = form.watch('userLanguages');
  const setLanguages = (next: ProfileValues['userLanguages']) => form.setValue('userLanguages', next, { shouldDirty: true });
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const [proficiency, setProficiency] = useState<Proficiency | ''>('');
  const nameMissing = Boolean(form.formState.errors.name);
  const languageRef = useRef<HTMLSelectElement>(null);

  const ids = {
    biography: useId(),
    biographyCount: useId(),
    language: useId(),
    proficiency: useId(),
    languagesTitle: useId(),
  };

  const chosen = new Set(languages.map((entry) => entry.language));
  const available = PROFILE_LANGUAGES.filter((code) => !chosen.has(code));
  const canAdd = language !== '' && proficiency !== '' && !chosen.has(language);
  const pickLanguage = (value: string) => setLanguage(PROFILE_LANGUAGES.find((code) => code === value) ?? '');
  const pickProficiency = (value: string) =>
    setProficiency(PROFICIENCY_LEVELS.find((option) => option.value === value)?.value ?? '');
  const busy = save.isPending || skip.isPending;

  const languageLabel = useLanguageName();
  const proficiencyLabel = (value: string) => {
    const key = proficiencyKey(value);
    return key ? t(`common:proficiency.${key}`) : value;
  };

  const addLanguage = () => {
    if (language === '' || proficiency === '' || chosen.has(language)) return;
    setLanguages([...form.getValues('userLanguages'), { language, proficiency }]);
    setLanguage('');
    setProficiency('');
    languageRef.current?.focus();
  };

  const removeLanguage = (value: string) => {
    setLanguages(form.getValues('userLanguages').filter((entry) => entry.language !== value));
  };

  // The resolver focuses the first invalid field (the name) by itself.
  const submit = form.handleSubmit((values) => {
    if (busy) return;
    skip.reset();
    save.mutate(values, { onSuccess: onFinished });
  });

  const skipForNow = () => {
    if (busy) return;
    save.reset();
    skip.mutate(undefined, { onSuccess: onFinished });
  };

  const saveError = save.error
    ? isNetworkError(save.error)
      ? t('common:connectionError')
      : serverMessage(save.error, t('profile:setup.saveError'))
    : null;
  const skipError = skip.error
    ? isNetworkError(skip.error)
      ? t('common:connectionError')
      : t('profile:setup.skipError')
    : null;

  return (
    <form className="profile-setup__form" onSubmit={submit} noValidate>
      {loadFailed && <Alert variant="info">{t('profile:setup.loadError')}</Alert>}

      <FormField
        label={t('profile:setup.name')}
        error={
          nameMissing &&
          (form.formState.errors.name?.message === 'nameTooLong'
            ? t('profile:setup.nameTooLong', { max: NAME_MAX_LENGTH })
            : t('profile:setup.nameRequired'))
        }
      >
        {({ id, errorId }) => (
          <input
            id={id}
            className="input"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? errorId : undefined}
            {...form.register('name', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value.trim()) form.clearErrors('name');
              },
            })}
          />
        )}
      </FormField>

      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={ids.biography}>
            {t('profile:setup.biography')}
          </label>
          <span id={ids.biographyCount} className="field__counter" aria-live="polite">
            {t('profile:setup.biographyCount', { current: biography.length, max: BIOGRAPHY_MAX_LENGTH })}
          </span>
        </div>
        <textarea
          id={ids.biography}
          className="input textarea"
          rows={4}
          maxLength={BIOGRAPHY_MAX_LENGTH}
          placeholder={t('profile:setup.biographyPlaceholder')}
          aria-describedby={ids.biographyCount}
          {...form.register('biography')}
        />
      </div>

      <fieldset className="field language-picker" aria-describedby={ids.languagesTitle}>
        <legend className="field__label">{t('profile:setup.languages')}</legend>
        <p id={ids.languagesTitle} className="field__hint">
          {t('profile:setup.languagesHint')}
        </p>
        <div className="language-picker__row">
          <div className="language-picker__control">
            <label className="visually-hidden" htmlFor={ids.language}>
              {t('profile:setup.language')}
            </label>
            <select
              ref={languageRef}
              id={ids.language}
              className="input select"
              value={language}
              disabled={available.length === 0}
              onChange={(event) => pickLanguage(event.target.value)}
            >
              <option value="">
                {available.length === 0 ? t('profile:setup.allLanguagesAdded') : t('profile:setup.chooseLanguage')}
              </option>
              {available.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code)}
                </option>
              ))}
            </select>
          </div>
          <div className="language-picker__control">
            <label className="visually-hidden" htmlFor={ids.proficiency}>
              {t('profile:setup.proficiency')}
            </label>
            <select
              id={ids.proficiency}
              className="input select"
              value={proficiency}
              onChange={(event) => pickProficiency(event.target.value)}
            >
              <option value="">{t('profile:setup.chooseProficiency')}</option>
              {PROFICIENCY_LEVELS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`common:proficiency.${option.key}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={addLanguage} disabled={!canAdd}>
            {t('profile:setup.addLanguage')}
          </Button>
        </div>

        {languages.length === 0 ? (
          <p className="language-picker__empty">{t('profile:setup.noLanguages')}</p>
        ) : (
          <ul className="language-list" aria-label={t('profile:setup.addedLanguages')}>
            {languages.map((entry) => (
              <li key={entry.language} className="language-chip">
                <span className="language-chip__name">{languageLabel(entry.language)}</span>
                <span className="language-chip__level">{proficiencyLabel(entry.proficiency)}</span>
                <button
                  type="button"
                  className="language-chip__remove"
                  aria-label={t('profile:setup.removeLanguage', { language: languageLabel(entry.language) })}
                  onClick={() => removeLanguage(entry.language)}
                >
                  <CloseIcon size={16} strokeWidth="2.2" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {saveError && <Alert variant="error">{saveError}</Alert>}
      {skipError && <Alert variant="error">{skipError}</Alert>}

      <div className="profile-setup__actions">
        <Button variant="ghost" onClick={skipForNow} loading={skip.isPending} disabled={save.isPending}>
          {t('profile:setup.skip')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={skip.isPending}>
          {t('profile:setup.save')}
        </Button>
      </div>
    </form>
  );
}
