import './language-toggle.css';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth';
import { useSaveInterfaceLanguage } from '../../features/settings';
import { useLanguage } from '../../i18n';
import { SUPPORTED_LANGUAGES, htmlLangOf } from '../../i18n/language';
import { cx } from '../../lib/cx';

export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { status, reload } = useAuth();
  const saveLanguage = useSaveInterfaceLanguage();
  // A member's choice is saved to their settings, so it follows them after a reload or sign-in.
  const choose = (option: (typeof SUPPORTED_LANGUAGES)[number]) => {
    setLanguage(option);
    if (status === 'member') saveLanguage.mutate(option, { onSuccess: () => void reload() });
  };

  return (
    <div className={cx('lang-toggle', className)} role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="lang-toggle__option"
          aria-pressed={language === option}
          lang={htmlLangOf(option)}
          title={t(`language.${option}Name`)}
          onClick={() => choose(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
