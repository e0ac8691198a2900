import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { SpokenLanguagesField, memberProfileSchema } from '../../../components/languages/SpokenLanguagesField';
import { Alert, Button, Card, Spinner, TextAreaField, TextField } from '../../../components/ui';
import { NAMESPACES } from '../../../i18n';
import { isNetworkError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { knownSpokenLanguages } from '../../../lib/languages';
import { useCompleteProfile, useSaveProfileSetup, useSkipProfileSetup, type ProfileSetupInput } from '../api/profileApi';
import '../profile.css';

const limits = requestLimits.ProfileSetupDto;
const languageLimits = requestLimits.UserLanguageDto;

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
  const fields = useFieldSchemas();

  // The server's profile rules (the spec's "Por favor, preencha seu nome" for a blank name).
  const schema = useMemo(
    () =>
      z.object(
        memberProfileSchema(fields, limits, languageLimits, {
          nameRequired: t('profile:setup.nameRequired'),
          nameTooLong: t('profile:setup.nameTooLong', { max: limits.name.maxLength }),
        }),
      ),
    [fields, t],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: initial.name,
      biography: initial.biography.slice(0, limits.biography.maxLength),
      userLanguages: knownSpokenLanguages(initial.userLanguages),
    },
  });
  const nameError = form.formState.errors.name?.message;
  const busy = save.isPending || skip.isPending;

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
