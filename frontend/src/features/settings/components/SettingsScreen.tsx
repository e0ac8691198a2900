import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, ErrorState, LoadingCard } from '../../../components/ui';
import { isNetworkError } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useSaveSettings, useSettings, type Settings, type SettingsInput, type SettingsSaved } from '../api/settingsApi';
import { LanguagesField, type SpokenLanguage } from './LanguagesField';
import { PictureField } from './PictureField';
import '../settings.css';

const NAME_MAX = 100;
const BIOGRAPHY_MAX = 500;
const DAILY_GOALS = [25, 50, 100, 150, 200] as const;
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
  const [name, setName] = useState(initial.name);
  const [biography, setBiography] = useState(initial.biography);
  const [preferredLanguage, setPreferredLanguage] = useState(initial.preferred_language);
  const [dailyGoal, setDailyGoal] = useState<number>(initial.daily_goal);
  const [isProfilePublic, setProfilePublic] = useState(initial.is_profile_public);
  const [emailNotifications, setEmail] = useState(initial.email_notifications);
  const [pushNotifications, setPush] = useState(initial.push_notifications);
  const [communityNotifications, setCommunity] = useState(initial.community_notifications);
  const [languages, setLanguages] = useState<SpokenLanguage[]>(initial.userLanguages);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    onOutcome(null);
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('nameRequired'));
    if ([...trimmed].length > NAME_MAX) return setProblem(t('nameTooLong'));
    if ([...biography.trim()].length > BIOGRAPHY_MAX) return setProblem(t('biographyTooLong'));
    setProblem(null);
    save.mutate(
      {
        name: trimmed,
        biography: biography.trim(),
        preferredLanguage,
        dailyGoal: dailyGoal as SettingsInput['dailyGoal'],
        isProfilePublic,
        emailNotifications,
        pushNotifications,
        communityNotifications,
        userLanguages: languages as SettingsInput['userLanguages'],
      },
      {
        onSuccess: (saved) => {
          onOutcome(saved.verification.matches ? 'saved' : 'syncWarning');
          onSaved(saved);
        },
      },
    );
  };

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
      <form className="settings__form" onSubmit={submit} noValidate>
        <SettingsSection id="profile">
          <PictureField name={name} picture={initial.profile_picture} onUploaded={onPictureChanged} />
          <TextField label={t('name')} value={name} max={NAME_MAX} onChange={setName} autoComplete="name" />
          <TextField label={t('biography')} value={biography} max={BIOGRAPHY_MAX} onChange={setBiography} multiline />
          <LanguagesField value={languages} onChange={setLanguages} />
        </SettingsSection>
        <SettingsSection id="language">
          <SelectField
            label={t('interfaceLanguage')}
            hint={t('interfaceLanguageHint')}
            value={preferredLanguage}
            options={(['pt', 'en'] as const).map((code) => ({ value: code, label: tc(`language.${code}Name`) }))}
            onChange={(value) => setPreferredLanguage(value === 'en' ? 'en' : 'pt')}
          />
        </SettingsSection>
        <SettingsSection id="notifications">
          <Toggle label={t('notifications.email')} checked={emailNotifications} onChange={setEmail} />
          <Toggle label={t('notifications.push')} checked={pushNotifications} onChange={setPush} />
          <p className="field__hint">{t('notifications.noSender')}</p>
          <Toggle
            label={t('notifications.community')}
            hint={t('notifications.communityHint')}
            checked={communityNotifications}
            onChange={setCommunity}
          />
        </SettingsSection>
        <SettingsSection id="privacy">
          <Toggle
            label={t('privacy.publicProfile')}
            hint={t('privacy.publicProfileHint')}
            checked={isProfilePublic}
            onChange={setProfilePublic}
          />
        </SettingsSection>
        <SettingsSection id="preferences">
          <SelectField
            label={t('dailyGoal')}
            value={String(dailyGoal)}
            options={DAILY_GOALS.map((xp) => ({ value: String(xp), label: t('dailyGoalOption', { xp }) }))}
            onChange={(value) => setDailyGoal(Number(value))}
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

function TextField(props: {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const count = [...props.value].length;
  const common = {
    id,
    className: props.multiline ? 'input textarea' : 'input',
    value: props.value,
    'aria-describedby': `${id}-count`,
    'aria-invalid': count > props.max || undefined,
  };
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {props.label}
        </label>
        <span id={`${id}-count`} className="field__counter" aria-live="polite">
          {t('counter', { current: count, max: props.max })}
        </span>
      </div>
      {props.multiline ? (
        <textarea {...common} rows={4} placeholder={t('biographyPlaceholder')} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} autoComplete={props.autoComplete} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </div>
  );
}

function SelectField(props: {
  label: string;
  hint?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint && <p className="field__hint">{props.hint}</p>}
      <select id={id} className="input select" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Toggle(props: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="settings-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="settings-toggle__input"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id} className="settings-toggle__label">
        {props.label}
        {props.hint && <span className="settings-toggle__hint">{props.hint}</span>}
      </label>
    </div>
  );
}
