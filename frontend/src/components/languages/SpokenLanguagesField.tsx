import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { CloseIcon } from '../ui/icons';
import {
  PROFICIENCY_LEVELS,
  PROFILE_LANGUAGES,
  isLanguageCode,
  isProficiency,
  proficiencyKey,
  useLanguageName,
  type LanguageCode,
  type Proficiency,
} from '../../lib/languages';
import { z } from '../../lib/forms/zod';
import type { FieldLimit } from '../../lib/api/limits';
import type { FieldSchemas } from '../../lib/forms/fieldSchemas';
import './language-chip.css';
import './spoken-languages.css';

export interface SpokenLanguage {
  language: string;
  proficiency: string;
}

export interface SpokenLanguagesFieldProps {
  value: readonly SpokenLanguage[];
  onChange: (next: SpokenLanguage[]) => void;
}

type Choices = readonly [string, ...string[]];

/** The field's value as a DTO takes it (UserLanguageDto, SettingsLanguageDto): known languages and levels. */
export function spokenLanguagesSchema<const L extends Choices, const P extends Choices>(
  fields: FieldSchemas,
  entry: { language: { enum: L }; proficiency: { enum: P } },
) {
  return z.array(z.object({ language: fields.choice(entry.language), proficiency: fields.choice(entry.proficiency) }));
}

/**
 * The profile fields the first-time set-up and the settings both ask for, judged as the server
 * judges them: a name not blank after trimming, the DTO's lengths, known languages each listed once.
 */
export function memberProfileSchema<const L extends Choices, const P extends Choices>(
  fields: FieldSchemas,
  limits: { name: FieldLimit; biography: FieldLimit },
  languages: { language: { enum: L }; proficiency: { enum: P } },
  messages: { nameRequired: string; nameTooLong: string; biographyTooLong?: string },
) {
  return {
    name: fields.text(limits.name, { required: messages.nameRequired, tooLong: messages.nameTooLong }),
    biography: fields.text(limits.biography, messages.biographyTooLong === undefined ? {} : { tooLong: messages.biographyTooLong }),
    userLanguages: spokenLanguagesSchema(fields, languages),
  };
}

/**
 * The languages a member speaks, each with a proficiency (profile setup and settings): both must
 * be chosen before "Adicionar idioma", a language is listed once, and focus goes back to the
 * language after adding one.
 */
export function SpokenLanguagesField({ value, onChange }: SpokenLanguagesFieldProps) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const [proficiency, setProficiency] = useState<Proficiency | ''>('');
  const languageRef = useRef<HTMLSelectElement>(null);
  const ids = { hint: useId(), language: useId(), proficiency: useId() };

  const chosen = new Set(value.map((entry) => entry.language));
  const available = PROFILE_LANGUAGES.filter((code) => !chosen.has(code));
  const canAdd = language !== '' && proficiency !== '' && !chosen.has(language);
  const proficiencyLabel = (level: string) => {
    const key = proficiencyKey(level);
    return key ? t(`proficiency.${key}`) : level;
  };

  const add = () => {
    if (!canAdd) return;
    onChange([...value, { language, proficiency }]);
    setLanguage('');
    setProficiency('');
    languageRef.current?.focus();
  };

  return (
    <fieldset className="field language-picker" aria-describedby={ids.hint}>
      <legend className="field__label">{t('spokenLanguages.legend')}</legend>
      <p id={ids.hint} className="field__hint">
        {t('spokenLanguages.hint')}
      </p>
      <div className="language-picker__row">
        <div className="language-picker__control">
          <label className="visually-hidden" htmlFor={ids.language}>
            {t('spokenLanguages.language')}
          </label>
          <select
            ref={languageRef}
            id={ids.language}
            className="input select"
            value={language}
            disabled={available.length === 0}
            onChange={(event) => setLanguage(isLanguageCode(event.target.value) ? event.target.value : '')}
          >
            <option value="">
              {available.length === 0 ? t('spokenLanguages.allAdded') : t('spokenLanguages.chooseLanguage')}
            </option>
            {available.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="language-picker__control">
          <label className="visually-hidden" htmlFor={ids.proficiency}>
            {t('spokenLanguages.proficiency')}
          </label>
          <select
            id={ids.proficiency}
            className="input select"
            value={proficiency}
            onChange={(event) => setProficiency(isProficiency(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('spokenLanguages.chooseProficiency')}</option>
            {PROFICIENCY_LEVELS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`proficiency.${option.key}`)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={add} disabled={!canAdd}>
          {t('spokenLanguages.add')}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="language-picker__empty">{t('spokenLanguages.none')}</p>
      ) : (
        <ul className="language-list" aria-label={t('spokenLanguages.added')}>
          {value.map((entry) => (
            <li key={entry.language} className="language-chip">
              <span className="language-chip__name">{languageName(entry.language)}</span>
              <span className="language-chip__level">{proficiencyLabel(entry.proficiency)}</span>
              <button
                type="button"
                className="language-chip__remove"
                aria-label={t('spokenLanguages.remove', { language: languageName(entry.language) })}
                onClick={() => onChange(value.filter((other) => other.language !== entry.language))}
              >
                <CloseIcon size={16} strokeWidth="2.2" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
