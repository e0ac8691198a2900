import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/forms/zod';
import { SpokenLanguagesField, memberProfileSchema } from '../../../components/languages/SpokenLanguagesField';
import { Alert, Button, Card, CheckboxField, ErrorState, LoadingCard, SelectField, TextAreaField, TextField } from '../../../components/ui';
import { requestLimits } from '../../../lib/api/limits';
import { useFailureText } from '../../../lib/api/useServerMessage';
import { useFieldSchemas } from '../../../lib/forms/fieldSchemas';
import { knownSpokenLanguages } from '../../../lib/languages';
import { useSaveSettings, useSettings, type DeletionScheduled, type Settings, type SettingsSaved } from '../api/settingsApi';
import { subscribeToPush, unsubscribeFromPush, type PushProblem } from '../api/pushSubscription';
import { PictureField } from './PictureField';
import { BlockedMembers } from './BlockedMembers';
import { PrivacyParts } from './PrivacyParts';
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
  /** After the member scheduled their deletion: their sessions ended, the page signs the tab out. */
  onAccountDeleted: (scheduled: DeletionScheduled) => void;
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
  onAccountDeleted,
  onOutcome,
}: SettingsScreenProps & { initial: Settings; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const failureText = useFailureText();
  const save = useSaveSettings();
  const fields = useFieldSchemas();

  // The spec's settings rules: a name (not blank), the DTO's lengths, a goal and languages it offers.
  const schema = useMemo(
    () =>
      z.object({
        ...memberProfileSchema(fields, limits, languageLimits, {
          nameRequired: t('nameRequired'),
          nameTooLong: t('nameTooLong', { max: limits.name.maxLength }),
          biographyTooLong: t('biographyTooLong', { max: limits.biography.maxLength }),
        }),
        preferredLanguage: fields.choice(limits.preferredLanguage),
        dailyGoal: fields.numberChoice(limits.dailyGoal),
        isProfilePublic: z.boolean(),
        emailNotifications: z.boolean(),
        pushNotifications: z.boolean(),
        communityNotifications: z.boolean(),
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
  /** An on/off setting: a switch labelled `key` with the hint `keyHint`. */
  const switchField = (
    field: 'emailNotifications' | 'pushNotifications' | 'communityNotifications' | 'isProfilePublic',
    key: 'notifications.email' | 'notifications.push' | 'notifications.community' | 'privacy.publicProfile',
  ) => <CheckboxField role="switch" label={t(key)} hint={t(`${key}Hint`)} {...form.register(field)} />;

  const [pushProblem, setPushProblem] = useState<PushProblem | 'failed' | null>(null);
  const submit = form.handleSubmit(async (values) => {
    // The browser's side of the push switch first (permission, subscription), then the setting.
    setPushProblem(null);
    let push = values.pushNotifications;
    if (push !== initial.push_notifications) {
      try {
        if (push) {
          const problem = await subscribeToPush();
          if (problem) {
            setPushProblem(problem);
            push = false;
            form.setValue('pushNotifications', false);
          }
        } else {
          await unsubscribeFromPush();
        }
      } catch {
        setPushProblem('failed');
        push = initial.push_notifications;
        form.setValue('pushNotifications', push);
      }
    }
    save.mutate(
      { ...values, pushNotifications: push },
      {
        onSuccess: (saved) => {
          onOutcome(saved.verification.matches ? 'saved' : 'syncWarning');
          onSaved(saved);
        },
      },
    );
  });

  const saveError = failureText(save.error, { connection: t('networkError'), fallback: t('saveError') });

  return (
    <>
      <nav className="settings__nav" aria-label={t('sectionsLabel')}>
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`} className="settings__nav-link">
            {t(`sections.${section}`)}
          </a>
        ))}
        <a href="#privacy-data" className="settings__nav-link">
          {t('privacyData.title')}
        </a>
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
          <TextField
            label={t('name')}
            counter={{ text: form.watch('name'), max: limits.name.maxLength }}
            invalid={Boolean(errors.name)}
            autoComplete="name"
            {...form.register('name')}
          />
          <TextAreaField
            label={t('biography')}
            counter={{ text: form.watch('biography'), max: limits.biography.maxLength }}
            invalid={Boolean(errors.biography)}
            rows={4}
            placeholder={t('biographyPlaceholder')}
            {...form.register('biography')}
          />
          <Controller
            control={form.control}
            name="userLanguages"
            render={({ field }) => <SpokenLanguagesField value={field.value} onChange={field.onChange} />}
          />
        </SettingsSection>
        <SettingsSection id="language">
          <SelectField label={t('interfaceLanguage')} hint={t('interfaceLanguageHint')} {...form.register('preferredLanguage')}>
            {limits.preferredLanguage.enum.map((code) => (
              <option key={code} value={code}>
                {tc(`language.${code}Name`)}
              </option>
            ))}
          </SelectField>
        </SettingsSection>
        <SettingsSection id="notifications">
          {switchField('emailNotifications', 'notifications.email')}
          {switchField('pushNotifications', 'notifications.push')}
          {pushProblem && (
            <Alert variant="error">
              {t(`notifications.push_${pushProblem}`)}
            </Alert>
          )}
          {switchField('communityNotifications', 'notifications.community')}
        </SettingsSection>
        <SettingsSection id="privacy">
          {switchField('isProfilePublic', 'privacy.publicProfile')}
          <BlockedMembers />
        </SettingsSection>
        <SettingsSection id="preferences">
          <SelectField label={t('dailyGoal')} {...form.register('dailyGoal', { setValueAs: Number })}>
            {limits.dailyGoal.enum.map((xp) => (
              <option key={xp} value={xp}>
                {t('dailyGoalOption', { xp })}
              </option>
            ))}
          </SelectField>
        </SettingsSection>
        {(problem ?? saveError) && <Alert variant="error">{problem ?? saveError}</Alert>}
        <div className="settings__actions">
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
      <PrivacyParts name={initial.name} onAccountDeleted={onAccountDeleted} />
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
