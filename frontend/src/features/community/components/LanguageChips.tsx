import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../../lib/languages';

/** The post's languages as chips; "Geral" when it names none. */
export function LanguageChips({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation('community');
  const labelOf = useLanguageName();
  const cleaned = languages.map((language) => language.trim()).filter(Boolean);
  return (
    <ul className="post-languages" aria-label={t('languages.label')}>
      {cleaned.length === 0 ? (
        <li className="post-languages__chip post-languages__chip--general">{t('languages.general')}</li>
      ) : (
        cleaned.map((language) => (
          <li key={language} className="post-languages__chip">
            {labelOf(language)}
          </li>
        ))
      )}
    </ul>
  );
}
