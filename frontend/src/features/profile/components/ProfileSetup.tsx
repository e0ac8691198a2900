import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Spinner } from '../../../components/ui';
import { CloseIcon } from '../../../components/ui/icons';
import { NAMESPACES } from '../../../i18n';
import { isNetworkError } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import {
  PROFICIENCY_LEVELS,
  PROFILE_LANGUAGES,
  proficiencyKey,
  useProfileLanguageLabel,
  type Proficiency,
  type ProfileLanguage,
} from '../../../lib/profileLanguages';
import {
  useCompleteProfile,
  useSaveProfileSetup,
  useSkipProfileSetup,
  type ProfileSetupInput,
  type UserLanguage,
} from '../api/profileApi';

export const NAME_MAX_LENGTH = 100;
export const BIOGRAPHY_MAX_LENGTH = 500;

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

  const [name, setName] = useState(initial.name);
  const [biography, setBiography] = useState(initial.biography.slice(0, BIOGRAPHY_MAX_LENGTH));
  const [languages, setLanguages] = useState<UserLanguage[]>(initial.userLanguages);
  const [language, setLanguage] = useState<ProfileLanguage | ''>('');
  const [proficiency, setProficiency] = useState<Proficiency | ''>('');
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const languageRef = useRef<HTMLSelectElement>(null);

  const ids = {
    name: useId(),
    nameError: useId(),
    biography: useId(),
    biographyCount: useId(),
    language: useId(),
    proficiency: useId(),
    languagesTitle: useId(),
  };

  const chosen = new Set(languages.map((entry) => entry.language));
  const available = PROFILE_LANGUAGES.filter((option) => !chosen.has(option.value));
  const canAdd = language !== '' && proficiency !== '' && !chosen.has(language);
  const pickLanguage = (value: string) =>
    setLanguage(PROFILE_LANGUAGES.find((option) => option.value === value)?.value ?? '');
  const pickProficiency = (value: string) =>
    setProficiency(PROFICIENCY_LEVELS.find((option) => option.value === value)?.value ?? '');
  const busy = save.isPending || skip.isPending;

  const languageLabel = useProfileLanguageLabel();
  const proficiencyLabel = (value: string) => {
    const key = proficiencyKey(value);
    return key ? t(`common:proficiency.${key}`) : value;
  };

  const addLanguage = () => {
    if (language === '' || proficiency === '' || chosen.has(language)) return;
    setLanguages((current) => [...current, { language, proficiency }]);
    setLanguage('');
    setProficiency('');
    languageRef.current?.focus();
  };

  const removeLanguage = (value: string) => {
    setLanguages((current) => current.filter((entry) => entry.language !== value));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setNameMissing(true);
      nameRef.current?.focus();
      return;
    }
    setNameMissing(false);
    skip.reset();
    save.mutate(
      { name: name.trim(), biography: biography.trim(), userLanguages: languages },
      { onSuccess: onFinished },
    );
  };

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

      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          {t('profile:setup.name')}
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          className="input"
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          required
          aria-invalid={nameMissing || undefined}
          aria-describedby={nameMissing ? ids.nameError : undefined}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim()) setNameMissing(false);
          }}
        />
        {nameMissing && (
          <p id={ids.nameError} className="field__error" role="alert">
            {t('profile:setup.nameRequired')}
          </p>
        )}
      </div>

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
          name="biography"
          rows={4}
          maxLength={BIOGRAPHY_MAX_LENGTH}
          placeholder={t('profile:setup.biographyPlaceholder')}
          aria-describedby={ids.biographyCount}
          value={biography}
          onChange={(event) => setBiography(event.target.value.slice(0, BIOGRAPHY_MAX_LENGTH))}
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
              {available.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`common:profileLanguages.${option.key}`)}
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
