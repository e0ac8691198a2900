import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { CloseIcon } from '../../../components/ui/icons';
import { NAMESPACES } from '../../../i18n';
import {
  PROFICIENCY_LEVELS,
  PROFILE_LANGUAGES,
  isLanguageCode,
  proficiencyKey,
  useLanguageName,
  type LanguageCode,
  type Proficiency,
} from '../../../lib/profileLanguages';

export interface SpokenLanguage {
  language: string;
  proficiency: string;
}

/** Spoken languages with proficiency; the add rules of profile setup (both chosen, not repeated). */
export function LanguagesField({ value, onChange }: { value: SpokenLanguage[]; onChange: (next: SpokenLanguage[]) => void }) {
  const { t } = useTranslation(NAMESPACES);
  const label = useLanguageName();
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const [proficiency, setProficiency] = useState<Proficiency | ''>('');
  const ids = { language: useId(), proficiency: useId() };
  const chosen = new Set(value.map((entry) => entry.language));
  const available = PROFILE_LANGUAGES.filter((code) => !chosen.has(code));
  const canAdd = language !== '' && proficiency !== '' && !chosen.has(language);
  const proficiencyLabel = (level: string) => {
    const key = proficiencyKey(level);
    return key ? t(`common:proficiency.${key}`) : level;
  };

  const add = () => {
    if (!canAdd) return;
    onChange([...value, { language, proficiency }]);
    setLanguage('');
    setProficiency('');
  };

  return (
    <fieldset className="field language-picker">
      <legend className="field__label">{t('settings:languages')}</legend>
      <p className="field__hint">{t('profile:setup.languagesHint')}</p>
      <div className="language-picker__row">
        <div className="language-picker__control">
          <label className="visually-hidden" htmlFor={ids.language}>
            {t('profile:setup.language')}
          </label>
          <select
            id={ids.language}
            className="input select"
            value={language}
            disabled={available.length === 0}
            onChange={(event) =>
              setLanguage(isLanguageCode(event.target.value) ? event.target.value : '')
            }
          >
            <option value="">
              {available.length === 0 ? t('profile:setup.allLanguagesAdded') : t('profile:setup.chooseLanguage')}
            </option>
            {available.map((code) => (
              <option key={code} value={code}>
                {label(code)}
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
            onChange={(event) =>
              setProficiency(PROFICIENCY_LEVELS.find((option) => option.value === event.target.value)?.value ?? '')
            }
          >
            <option value="">{t('profile:setup.chooseProficiency')}</option>
            {PROFICIENCY_LEVELS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`common:proficiency.${option.key}`)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={add} disabled={!canAdd}>
          {t('profile:setup.addLanguage')}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="language-picker__empty">{t('profile:setup.noLanguages')}</p>
      ) : (
        <ul className="language-list" aria-label={t('profile:setup.addedLanguages')}>
          {value.map((entry) => (
            <li key={entry.language} className="language-chip">
              <span className="language-chip__name">{label(entry.language)}</span>
              <span className="language-chip__level">{proficiencyLabel(entry.proficiency)}</span>
              <button
                type="button"
                className="language-chip__remove"
                aria-label={t('profile:setup.removeLanguage', { language: label(entry.language) })}
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
