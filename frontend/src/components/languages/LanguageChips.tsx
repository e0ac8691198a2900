import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../lib/languages';
import './language-chips.css';

/** A post's languages as chips (the feed and the moderation queue); "Geral" when it names none. */
export function LanguageChips({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  const labelOf = useLanguageName();
  const cleaned = languages.map((language) => language.trim()).filter(Boolean);
  return (
    <ul className="inline-list" aria-label={t('postLanguages.label')}>
      {cleaned.length === 0 ? (
        <li className="language-chip-tag language-chip-tag--general">{t('postLanguages.general')}</li>
      ) : (
        cleaned.map((language) => (
          <li key={language} className="language-chip-tag">
            {labelOf(language)}
          </li>
        ))
      )}
    </ul>
  );
}
