import { useId, useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SpokenLanguagesField } from '../../../components/languages/SpokenLanguagesField';
import { Alert, Button, Card, ErrorState, FormField, LoadingCard } from '../../../components/ui';
import { isNetworkError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { knownSpokenLanguages } from '../../../lib/languages';
import { useSaveSettings, useSettings, type Settings, type SettingsSaved } from '../api/settingsApi';
import { PictureField } from './PictureField';
import '../settings.css';

const limits = requestLimits.UpdateSettingsDto;
const languageLimits = requestLimits.SettingsLanguageDto;
const SECTIONS = ['profile', 'language', 'notifications', 'privacy', 'preferences'] as const;
type Section = (typeof SECTIONS)[number];

export interface SettingsScreenProps {
  /** "Voltar": the page decides where to. */
  onBack: () => void;
  /** After a save: the page refreshes the member and applies the interface language. */
  onSaved: (saved: SettingsSaved) => void;
  /** After a new picture: the page refreshes the member (navbar avatar). */
  onPictureChanged: () => void;
}

/** /configuracoes: profile, language, notifications, privacy and preferences, saved together. */
export function SettingsScreen(props: SettingsScreenProps) {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <div className="page container page--narrow settings">
      <header className="page__header settings__header">
        <Button variant="ghost" size="sm" onClick={props.onBack}>
          {t('back')}
        </Button>
        <h1 className="page__title">{t('title')}</h1>
      </header>
      {settings.isPending ? (
        <LoadingCard label={t('loading')} />
      ) : settings.isError ? (
        <Card>
          <ErrorState message={t('loadError')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        </Card>
      ) : (
        <>
          {outcome && <Alert variant={outcome === 'saved' ? 'success' : 'info'}>{t(outcome)}</Alert>}
          {/* Keyed by the stored values: after a save the form starts again from what the server has. */}
          <SettingsForm key={settings.data.updated_at} initial={settings.data} onOutcome={setOutcome} {...props} />
        </>
      )}
    </div>
  );
}

type Outcome = 'saved' | 'syncWarning' | null;

function SettingsForm({
  initial,
  onSaved,
  onPictureChanged,
  onOutcome,
}: SettingsScreenProps & { initial: Settings; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const serverMessage = useServerMessage();
  const save = useSaveSettings();
  const fields = useFieldSchemas();

  // The spec's settings rules: a name (not blank), the DTO's lengths, a goal and languages it offers.
  const schema = useMemo(
    () =>
      z.object({
        name: fields.text(limits.name, {
          required: t('nameRequired'),
          tooLong: t('nameTooLong', { max: limits.name.maxLength }),
        }),
        biography: fields.text(limits.biography, { tooLong: t('biographyTooLong', { max: limits.biography.maxLength }) }),
        preferredLanguage: fields.choice(limits.preferredLanguage),
        dailyGoal: fields.choice(limits.dailyGoal),
        isProfilePublic: z.boolean(),
        emailNotifications: z.boolean(),
        pushNotifications: z.boolean(),
        communityNotifications: z.boolean(),
        userLanguages: z.array(
          z.object({ language: fields.choice(languageLimits.language), proficiency: fields.choice(languageLimits.proficiency) }),
        ),
      }),
    [fields, t],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: initial.name,
      biography: initial.biography,
      preferredLanguage: initial.preferred_language,
      dailyGoal: initial.daily_goal,
      isProfilePublic: initial.is_profile_public,
      emailNotifications: initial.email_notifications,
      pushNotifications: initial.push_notifications,
      communityNotifications: initial.community_notifications,
      userLanguages: knownSpokenLanguages(initial.userLanguages),
    },
  });
  const { errors } = form.formState;
  const problem = errors.name?.message ?? errors.biography?.message;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        onOutcome(saved.verification.matches ? 'saved' : 'syncWarning');
        onSaved(saved);
      },
    }),
  );

  const saveError = save.error
    ? isNetworkError(save.error)
      ? t('networkError')
      : serverMessage(save.error, t('saveError'))
    : null;

  return (
    <>
      <nav className="settings__nav" aria-label={t('sectionsLabel')}>
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`} className="settings__nav-link">
            {t(`sections.${section}`)}
          </a>
        ))}
      </nav>
      <form
        className="settings__form"
        onSubmit={(event) => {
          if (save.isPending) return event.preventDefault();
          onOutcome(null);
          void submit(event);
        }}
        noValidate
      >
        <SettingsSection id="profile">
          <PictureField name={form.watch('name')} picture={initial.profile_picture} onUploaded={onPictureChanged} />
          {/* Over a limit a field is marked invalid; the alert above the button says why. */}
          <FormField label={t('name')} counter={{ text: form.watch('name'), max: limits.name.maxLength }}>
            {({ id, describedBy }) => (
              <input
                id={id}
                className="input"
                autoComplete="name"
                aria-describedby={describedBy}
                aria-invalid={errors.name ? true : undefined}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField label={t('biography')} counter={{ text: form.watch('biography'), max: limits.biography.maxLength }}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                className="input textarea"
                rows={4}
                placeholder={t('biographyPlaceholder')}
                aria-describedby={describedBy}
                aria-invalid={errors.biography ? true : undefined}
                {...form.register('biography')}
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="userLanguages"
            render={({ field }) => <SpokenLanguagesField value={field.value} onChange={field.onChange} />}
          />
        </SettingsSection>
        <SettingsSection id="language">
          <SelectField
            label={t('interfaceLanguage')}
            hint={t('interfaceLanguageHint')}
            options={limits.preferredLanguage.enum.map((code) => ({ value: code, label: tc(`language.${code}Name`) }))}
            field={form.register('preferredLanguage')}
          />
        </SettingsSection>
        <SettingsSection id="notifications">
          <Toggle label={t('notifications.email')} field={form.register('emailNotifications')} />
          <Toggle label={t('notifications.push')} field={form.register('pushNotifications')} />
          <p className="field__hint">{t('notifications.noSender')}</p>
          <Toggle
            label={t('notifications.community')}
            hint={t('notifications.communityHint')}
            field={form.register('communityNotifications')}
          />
        </SettingsSection>
        <SettingsSection id="privacy">
          <Toggle
            label={t('privacy.publicProfile')}
            hint={t('privacy.publicProfileHint')}
            field={form.register('isProfilePublic')}
          />
        </SettingsSection>
        <SettingsSection id="preferences">
          <SelectField
            label={t('dailyGoal')}
            options={limits.dailyGoal.enum.map((xp) => ({ value: String(xp), label: t('dailyGoalOption', { xp }) }))}
            field={form.register('dailyGoal', { setValueAs: Number })}
          />
        </SettingsSection>
        {(problem ?? saveError) && <Alert variant="error">{problem ?? saveError}</Alert>}
        <div className="settings__actions">
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </>
  );
}

function SettingsSection({ id, children }: { id: Section; children: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <section id={id} className="card settings__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t(`sections.${id}`)}
      </h2>
      {children}
    </section>
  );
}

function SelectField(props: { label: string; hint?: string; options: { value: string; label: string }[]; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint && <p className="field__hint">{props.hint}</p>}
      <select id={id} className="input select" {...props.field}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Toggle(props: { label: string; hint?: string; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="settings-toggle">
      <input id={id} type="checkbox" role="switch" className="settings-toggle__input" {...props.field} />
      <label htmlFor={id} className="settings-toggle__label">
        {props.label}
        {props.hint && <span className="settings-toggle__hint">{props.hint}</span>}
      </label>
    </div>
  );
}
