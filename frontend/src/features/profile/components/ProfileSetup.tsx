import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { ConsentCheckbox } from '../../../components/consent/ConsentCheckbox';
import { useAcceptConsents, type Consents } from '../../../components/consent/useAcceptConsents';
import { SpokenLanguagesField, memberProfileSchema } from '../../../components/languages/SpokenLanguagesField';
import { Alert, Button, Card, Spinner, TextAreaField, TextField } from '../../../components/ui';
import { NAMESPACES, useLanguage } from '../../../i18n';
import { isNetworkError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useFailureText } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { knownSpokenLanguages, useLanguageName } from '../../../lib/languages';
import { LEARNABLE_LANGUAGES, speaks, suggestedLearningLanguage } from '../../../lib/learningLanguage';
import { useCompleteProfile, useSaveProfileSetup, useSkipProfileSetup, type ProfileSetupInput } from '../api/profileApi';
import '../profile.css';

const limits = requestLimits.ProfileSetupDto;
const languageLimits = requestLimits.UserLanguageDto;

/**
 * The set-up's three daily goals, among the settings' choices (ADR 0128): casual, regular (the
 * goal a new member already has) and serious.
 */
const SETUP_GOALS = [
  { key: 'casual', xp: 25 },
  { key: 'regular', xp: 50 },
  { key: 'serious', xp: 100 },
] as const satisfies readonly { key: string; xp: (typeof limits.dailyGoal.enum)[number] }[];

export interface ProfileSetupProps {
  /** Name to start from when the profile has none yet: the member's Google name. */
  fallbackName: string;
  /** Where the member stands with the legal documents; the form asks for their acceptance when `required` (ADR 0110). */
  consents: Consents | null;
  /** After saving or skipping; the page moves on to the dashboard. */
  onFinished: () => void;
}

/** First-time profile: full name, biography, the languages the member speaks, the one to learn and a daily goal. */
export function ProfileSetup({ fallbackName, consents, onFinished }: ProfileSetupProps) {
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
          consents={consents?.required ? consents : null}
          onFinished={onFinished}
        />
      )}
    </Card>
  );
}

interface ProfileSetupFormProps {
  initial: ProfileSetupInput;
  loadFailed: boolean;
  /** The versions to accept before saving or skipping; null when the member already accepted them. */
  consents: Consents | null;
  onFinished: () => void;
}

function ProfileSetupForm({ initial, loadFailed, consents, onFinished }: ProfileSetupFormProps) {
  const { t } = useTranslation(NAMESPACES);
  const { language: interfaceLanguage } = useLanguage();
  const languageName = useLanguageName();
  const failureText = useFailureText();
  const save = useSaveProfileSetup();
  const skip = useSkipProfileSetup();
  const accept = useAcceptConsents();
  const [accepted, setAccepted] = useState(false);
  const [notAccepted, setNotAccepted] = useState(false);
  const fields = useFieldSchemas();

  // The server's profile rules (the spec's "Por favor, preencha seu nome" for a blank name).
  // The language to learn and the goal are radio buttons whose '' is "decide later" (both skippable).
  const schema = useMemo(
    () =>
      z
        .object({
          ...memberProfileSchema(fields, limits, languageLimits, {
            nameRequired: t('profile:setup.nameRequired'),
            nameTooLong: t('profile:setup.nameTooLong', { max: limits.name.maxLength }),
          }),
          learningLanguage: z.union([z.literal(''), fields.choice(limits.learningLanguage)]),
          dailyGoal: z.union([z.literal(''), z.enum(SETUP_GOALS.map((goal) => String(goal.xp)) as [string, ...string[]])]),
        })
        .refine((values) => values.learningLanguage === '' || !speaks(values.userLanguages, values.learningLanguage), {
          path: ['learningLanguage'],
          error: t('profile:setup.learning.spoken'),
        }),
    [fields, t],
  );
  const startingLanguages = knownSpokenLanguages(initial.userLanguages);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: initial.name,
      biography: initial.biography.slice(0, limits.biography.maxLength),
      userLanguages: startingLanguages,
      learningLanguage: suggestedLearningLanguage(startingLanguages, interfaceLanguage) as string,
      dailyGoal: '',
    },
  });
  // Until the member picks one, the suggestion follows the languages they list on this screen.
  const spokenNow = form.watch('userLanguages');
  const picked = form.formState.dirtyFields.learningLanguage;
  useEffect(() => {
    if (!picked) form.setValue('learningLanguage', suggestedLearningLanguage(spokenNow, interfaceLanguage));
  }, [form, picked, spokenNow, interfaceLanguage]);
  const nameError = form.formState.errors.name?.message;
  const busy = save.isPending || skip.isPending || accept.isPending;

  /** Saving and skipping both record the acceptance first, when it is asked for (ADR 0110). */
  const afterConsent = (then: () => void) => {
    if (!consents) return then();
    if (!accepted) return setNotAccepted(true);
    accept.mutate(consents, { onSuccess: then });
  };

  // The resolver focuses the first invalid field (the name) by itself.
  const submit = form.handleSubmit((values) => {
    if (busy) return;
    skip.reset();
    const { learningLanguage, dailyGoal, ...profile } = values;
    const input: ProfileSetupInput = {
      ...profile,
      learningLanguage: learningLanguage === '' ? null : (learningLanguage as ProfileSetupInput['learningLanguage']),
      dailyGoal: dailyGoal === '' ? null : (Number(dailyGoal) as ProfileSetupInput['dailyGoal']),
    };
    afterConsent(() => save.mutate(input, { onSuccess: onFinished }));
  });

  const skipForNow = () => {
    if (busy) return;
    save.reset();
    afterConsent(() => skip.mutate(undefined, { onSuccess: onFinished }));
  };

  const saveError = failureText(save.error, { connection: t('common:connectionError'), fallback: t('profile:setup.saveError') });
  const acceptError = failureText(accept.error, {
    connection: t('common:connectionError'),
    fallback: t('profile:consent.gate.failed'),
  });
  const skipError = skip.error
    ? isNetworkError(skip.error)
      ? t('common:connectionError')
      : t('profile:setup.skipError')
    : null;

  return (
    <form className="profile-setup__form" onSubmit={submit} noValidate>
      {loadFailed && <Alert variant="info">{t('profile:setup.loadError')}</Alert>}

      <TextField
        label={t('profile:setup.name')}
        error={nameError}
        autoComplete="name"
        maxLength={limits.name.maxLength}
        required
        {...form.register('name', {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value.trim()) form.clearErrors('name');
          },
        })}
      />

      <TextAreaField
        label={t('profile:setup.biography')}
        counter={{ text: form.watch('biography'), max: limits.biography.maxLength }}
        error={form.formState.errors.biography?.message}
        rows={4}
        maxLength={limits.biography.maxLength}
        placeholder={t('profile:setup.biographyPlaceholder')}
        {...form.register('biography')}
      />

      <Controller
        control={form.control}
        name="userLanguages"
        render={({ field }) => <SpokenLanguagesField value={field.value} onChange={field.onChange} />}
      />

      <fieldset className="profile-setup__choices" aria-describedby="profile-setup-learning-hint">
        <legend>{t('profile:setup.learning.legend')}</legend>
        <p id="profile-setup-learning-hint" className="profile-setup__hint">
          {t('profile:setup.learning.hint')}
        </p>
        {[...LEARNABLE_LANGUAGES, ''].map((code) => (
          <label key={code || 'later'} className="profile-setup__choice">
            <input type="radio" value={code} {...form.register('learningLanguage')} />
            <span>{code ? languageName(code) : t('profile:setup.learning.later')}</span>
          </label>
        ))}
        {form.formState.errors.learningLanguage && (
          <p className="field__error" role="alert">
            {form.formState.errors.learningLanguage.message}
          </p>
        )}
      </fieldset>

      <fieldset className="profile-setup__choices" aria-describedby="profile-setup-goal-hint">
        <legend>{t('profile:setup.goal.legend')}</legend>
        <p id="profile-setup-goal-hint" className="profile-setup__hint">
          {t('profile:setup.goal.hint')}
        </p>
        {SETUP_GOALS.map((goal) => (
          <label key={goal.key} className="profile-setup__choice">
            <input type="radio" value={String(goal.xp)} {...form.register('dailyGoal')} />
            <span>
              {t(`profile:setup.goal.${goal.key}`)}
              <span className="profile-setup__choice-detail"> · {t('profile:setup.goal.xp', { xp: goal.xp })}</span>
            </span>
          </label>
        ))}
        <label className="profile-setup__choice">
          <input type="radio" value="" {...form.register('dailyGoal')} />
          <span>{t('profile:setup.goal.later')}</span>
        </label>
      </fieldset>

      {consents && (
        <ConsentCheckbox
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setNotAccepted(false);
          }}
          aria-invalid={notAccepted || undefined}
        />
      )}
      {notAccepted && <Alert variant="error">{t('profile:consent.required')}</Alert>}
      {acceptError && <Alert variant="error">{acceptError}</Alert>}
      {saveError && <Alert variant="error">{saveError}</Alert>}
      {skipError && <Alert variant="error">{skipError}</Alert>}

      <div className="profile-setup__actions">
        <Button variant="ghost" onClick={skipForNow} loading={skip.isPending} disabled={save.isPending || accept.isPending}>
          {t('profile:setup.skip')}
        </Button>
        <Button type="submit" loading={save.isPending || accept.isPending} disabled={skip.isPending}>
          {t('profile:setup.save')}
        </Button>
      </div>
    </form>
  );
}
